// A small world for auth tests: an organization with two tenants the user belongs to
// (admin in the first, viewer in the second) and a third one the user does not.
import type { Db } from '@pim/db';
import { createOrganization, createTenant, createUser } from './factories.ts';
import { expect } from 'vitest';
import type { Answer, client } from './server.ts';

export async function createAuthWorld(db: Db) {
  const org = await createOrganization(db);
  const home = await createTenant(db, org.id);
  const second = await createTenant(db, org.id);
  const foreign = await createTenant(db, org.id);
  const user = await createUser(db, [
    { tenantId: home.id, roleIds: [home.roles.admin], isDefault: true },
    { tenantId: second.id, roleIds: [second.roles.viewer] },
  ]);
  return { org, home, second, foreign, user };
}

export function expectError(answer: Answer, status: number, code: string, field?: string) {
  const detail = `${answer.status} ${answer.text}`;
  if (answer.status !== status) throw new Error(`expected ${status} ${code}, got ${detail}`);
  if (answer.body?.success !== false || typeof answer.body.message !== 'string') {
    throw new Error(`not an error envelope: ${detail}`);
  }
  const match = answer.body.errors?.find(
    (e: { code: string; field: string }) =>
      e.code === code && (field === undefined || e.field === field),
  );
  if (!match)
    throw new Error(`expected error ${code}${field ? ` on ${field}` : ''}, got ${detail}`);
}

/** Logs in through the API and returns the access token (the default tenant unless named). */
export async function loginAs(
  request: ReturnType<typeof client>,
  user: { email: string; password: string },
  tenantId?: string,
): Promise<string> {
  const answer = await request('POST', '/v1/auth/login', {
    body: {
      client_id: 'pim-api',
      email: user.email,
      password: user.password,
      ...(tenantId ? { tenant_id: tenantId } : {}),
    },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.access_token as string;
}

/** A fresh auth world whose user is signed in: its access and refresh tokens. */
export async function signInWorld(db: Db, request: ReturnType<typeof client>) {
  const world = await createAuthWorld(db);
  const answer = await request('POST', '/v1/auth/login', {
    body: { client_id: 'pim-api', email: world.user.email, password: world.user.password },
  });
  expect(answer.status, answer.text).toBe(200);
  return {
    ...world,
    token: answer.body.data.access_token as string,
    refreshToken: answer.body.data.refresh_token as string,
  };
}
