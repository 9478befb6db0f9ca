// The world the catalog tests run in (home's staff and another organization's
// administrator), request options per caller, and the answer's data.
import { expect } from 'vitest';
import type { Answer } from './server.ts';
import { createTenantWorld } from './world.ts';

export type Body = Record<string, unknown>;
/** Sends a request with these fields over valid ones. */
export type Send = (body: Body) => Promise<Answer>;

/**
 * `home`'s administrator, editor and viewer, and the administrator of `foreign`, a tenant of
 * another organization; all signed in.
 */
export const CATALOG_STAFF = {
  tenants: ['home'],
  foreignTenants: ['foreign'],
  users: {
    admin: { home: 'admin' },
    editor: { home: 'editor' },
    viewer: { home: 'viewer' },
    foreignAdmin: { foreign: 'admin' },
  },
  signIn: ['admin', 'editor', 'viewer', 'foreignAdmin'],
} as const;

export type CatalogWorld = Awaited<ReturnType<typeof createCatalogWorld>>;

export async function createCatalogWorld() {
  const w = await createTenantWorld(CATALOG_STAFF);
  const as =
    (token: string, tenant: string) =>
    (body?: unknown): { token: string; tenant: string; body?: unknown } => ({
      token,
      tenant,
      ...(body === undefined ? {} : { body }),
    });
  return Object.assign(w, {
    asAdmin: as(w.tokens.admin, w.home.id),
    asEditor: as(w.tokens.editor, w.home.id),
    asViewer: as(w.tokens.viewer, w.home.id),
    /** Another organization's administrator, in their own tenant. */
    asForeign: as(w.tokens.foreignAdmin, w.foreign.id),
    /** Home's administrator naming the foreign tenant in X-Tenant-Id. */
    asAdminInForeign: as(w.tokens.admin, w.foreign.id),
  });
}

/** The answer's data, after checking it is a 200 success. */
export function dataOf(answer: Answer) {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.success, answer.text).toBe(true);
  return answer.body.data;
}
