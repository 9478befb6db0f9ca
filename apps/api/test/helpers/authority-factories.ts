// Worlds for the authority and grant tests (README "Security rules"): an organization with
// two sister tenants, each with its own administrator, and callers who hold only the
// permission an operation needs, so that what they may change or grant beyond it shows.
import type { Db } from '@pim/db';
import { expect } from 'vitest';
import { createOrganization, createTenant, createUser } from './factories.ts';
import { loginAs } from './identity.ts';
import { createUserWithPermissions } from './roles-factories.ts';
import type { Answer, client } from './server.ts';

type Request = ReturnType<typeof client>;

/** What a narrow administrator holds: only the read and write of one area of identity. */
export const NARROW = {
  users: ['identity.users.read', 'identity.users.write'],
  roles: ['identity.roles.read', 'identity.roles.write'],
  machines: [
    'identity.service_accounts.read',
    'identity.service_accounts.write',
    'identity.api_keys.read',
    'identity.api_keys.write',
  ],
};

export async function createSisterTenants(db: Db, request: Request) {
  const org = await createOrganization(db);
  const a = await createTenant(db, org.id);
  const b = await createTenant(db, org.id);
  const adminA = await createUser(db, [{ tenantId: a.id, roleIds: [a.roles.admin] }]);
  const adminB = await createUser(db, [{ tenantId: b.id, roleIds: [b.roles.admin] }]);
  const adminAToken = await loginAs(request, adminA);
  return { org, a, b, adminA, adminB, adminAToken };
}

/** A user of `tenantId` holding exactly `codes` there, signed in. */
export async function narrowCaller(db: Db, request: Request, tenantId: string, codes: string[]) {
  const { role, user } = await createUserWithPermissions(db, tenantId, codes);
  return { role, user, token: await loginAs(request, user) };
}

/** A mutation over /trpc: the input is the procedure's whole input, ids included. */
export function trpcMutation(
  request: Request,
  procedure: string,
  input: unknown,
  options: { token: string; tenant?: string },
): Promise<Answer> {
  return request('POST', `/trpc/${procedure}`, { ...options, body: input });
}

/** A tRPC error answer with the contract's status and error code. */
export function expectTrpcError(answer: Answer, status: number, code: string, field?: string) {
  expect(answer.status, answer.text).toBe(status);
  const errors = answer.body?.error?.data?.errors as { code: string; field: string }[];
  expect(errors, answer.text).toContainEqual(
    expect.objectContaining(field === undefined ? { code } : { code, field }),
  );
}

export async function permissionsOf(request: Request, token: string): Promise<string[]> {
  const me = await request('GET', '/v1/auth/me', { token });
  expect(me.status, me.text).toBe(200);
  return me.body.data.permissions as string[];
}

/** Logging in with this password fails (the password was not taken over). */
export async function expectLoginRefused(
  request: Request,
  email: string,
  password: string,
): Promise<void> {
  const answer = await request('POST', '/v1/auth/login', {
    body: { client_id: 'pim-api', email, password },
  });
  expect(answer.status, answer.text).toBe(401);
}
