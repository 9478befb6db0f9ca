// A world for the user operations: an organization with a home tenant (an administrator and
// a viewer) and a sibling tenant, plus a second organization whose administrator must see
// none of it. Every name and code is unique, so tests never need a reset.
import type { Db } from '@pim/db';
import { loginAs } from './identity.ts';
import { createOrganization, createTenant, createUser } from './factories.ts';
import type { client } from './server.ts';

type Request = ReturnType<typeof client>;

export async function createUsersWorld(db: Db) {
  const org = await createOrganization(db);
  const home = await createTenant(db, org.id);
  const sibling = await createTenant(db, org.id);
  const otherOrg = await createOrganization(db);
  const foreign = await createTenant(db, otherOrg.id);
  const admin = await createUser(db, [{ tenantId: home.id, roleIds: [home.roles.admin] }]);
  const viewer = await createUser(db, [{ tenantId: home.id, roleIds: [home.roles.viewer] }]);
  const foreignAdmin = await createUser(db, [
    { tenantId: foreign.id, roleIds: [foreign.roles.admin] },
  ]);
  return { org, home, sibling, otherOrg, foreign, admin, viewer, foreignAdmin };
}

export type UsersWorld = Awaited<ReturnType<typeof createUsersWorld>>;

/** The world with tokens for its three users. */
export async function createUsersSession(db: Db, request: Request) {
  const world = await createUsersWorld(db);
  const [adminToken, viewerToken, foreignToken] = await Promise.all([
    loginAs(request, world.admin),
    loginAs(request, world.viewer),
    loginAs(request, world.foreignAdmin),
  ]);
  return { ...world, adminToken, viewerToken, foreignToken };
}

export type UsersSession = Awaited<ReturnType<typeof createUsersSession>>;

export const USER_KEYS = [
  'created_at',
  'created_by',
  'email',
  'id',
  'last_login_at',
  'modified_at',
  'modified_by',
  'name',
  'roles',
  'status',
].sort();
