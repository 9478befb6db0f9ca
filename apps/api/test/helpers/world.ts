// One world builder for the API tests: an organization with named tenants (each with its
// default roles), optionally tenants of a second organization, users with their memberships
// and roles, service accounts with a working API key, and users signed in on request. Every
// code and e-mail is unique, so a file makes the world it needs without any reset:
//
//   const w = await createTenantWorld({
//     tenants: ['home', 'sibling'],
//     foreignTenants: ['foreign'],               // in another organization (w.otherOrg)
//     users: {
//       admin: { home: 'admin' },                // a default role of the tenant
//       narrow: { home: ['identity.users.read'] },  // a fresh role with exactly these
//       platform: { in: { home: 'admin' }, platformAdmin: true },
//     },
//     machines: { bot: { tenant: 'home', grant: 'viewer' } },
//     signIn: ['admin'],                         // w.tokens.admin; others: await w.signIn(...)
//   });
//   w.home.roles.admin; w.admin.email; w.bot.key.rawKey; w.as('admin', body)
import type { Db, PermissionCode } from '@pim/db';
import { expect } from 'vitest';
import {
  createMachine,
  createOrganization,
  createRole,
  createTenant,
  createUser,
  type TestUser,
} from './factories.ts';
import { testServer, type Request, type TestServer } from './server.ts';

type DefaultRole = 'admin' | 'editor' | 'viewer';
/**
 * What a user or service account holds in one tenant: a default role, a fresh role holding
 * exactly these permissions, these role ids, or no role at all.
 */
export type Grant = DefaultRole | 'none' | readonly PermissionCode[] | { roleIds: string[] };
export type Memberships<T extends string> = Partial<Record<T, Grant>>;
export interface UserOptions {
  platformAdmin?: boolean;
  password?: string;
}
export type UserSpec<T extends string> = Memberships<T> | ({ in: Memberships<T> } & UserOptions);

export type WorldTenant = Awaited<ReturnType<typeof createTenant>>;
export type Machine = Awaited<ReturnType<typeof createMachine>>;

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
} as const satisfies Record<string, readonly PermissionCode[]>;

/**
 * The world of most auth tests: `user` administers `home` (their default tenant) and views
 * `second`; `foreign` is a tenant of the same organization they do not belong to.
 */
export const TWO_TENANT_USER = {
  tenants: ['home', 'second', 'foreign'],
  users: { user: { home: 'admin', second: 'viewer' } },
} as const;

/**
 * The world of the role and permission-catalog tests: `home`'s administrator and viewer, a
 * platform administrator (administrator of `home` too), and the administrator of `foreign`,
 * a sister tenant; all signed in.
 */
export const TENANT_STAFF = {
  tenants: ['home', 'foreign'],
  users: {
    admin: { home: 'admin' },
    viewer: { home: 'viewer' },
    platformAdmin: { in: { home: 'admin' }, platformAdmin: true },
    foreignAdmin: { foreign: 'admin' },
  },
  signIn: ['admin', 'viewer', 'platformAdmin', 'foreignAdmin'],
} as const;

/**
 * The world of the user tests: `home`'s administrator and viewer, a `sibling` tenant of the
 * same organization, and the administrator of `foreign`, a tenant of another organization
 * (w.otherOrg) who must see none of it; all signed in.
 */
export const TWO_ORGANIZATIONS = {
  tenants: ['home', 'sibling'],
  foreignTenants: ['foreign'],
  users: {
    admin: { home: 'admin' },
    viewer: { home: 'viewer' },
    foreignAdmin: { foreign: 'admin' },
  },
  signIn: ['admin', 'viewer', 'foreignAdmin'],
} as const;

/**
 * The world of the authority and grant tests: two sister tenants `a` and `b` of one
 * organization, each with its own administrator; `adminA` is signed in.
 */
export const SISTER_TENANTS = {
  tenants: ['a', 'b'],
  users: { adminA: { a: 'admin' }, adminB: { b: 'admin' } },
  signIn: ['adminA'],
} as const;

/** Logs in through the API: the access and refresh tokens (the default tenant unless named). */
export async function sessionOf(
  request: Request,
  user: { email: string; password: string },
  tenantId?: string,
): Promise<{ token: string; refreshToken: string }> {
  const answer = await request('POST', '/v1/auth/login', {
    body: {
      client_id: 'pim-api',
      email: user.email,
      password: user.password,
      ...(tenantId ? { tenant_id: tenantId } : {}),
    },
  });
  expect(answer.status, answer.text).toBe(200);
  return { token: answer.body.data.access_token, refreshToken: answer.body.data.refresh_token };
}

/** Logs in through the API and returns the access token (the default tenant unless named). */
export async function loginAs(
  request: Request,
  user: { email: string; password: string },
  tenantId?: string,
): Promise<string> {
  return (await sessionOf(request, user, tenantId)).token;
}

/** The permission codes a token holds in its tenant, as /auth/me tells. */
export async function permissionsOf(request: Request, token: string): Promise<string[]> {
  const me = await request('GET', '/v1/auth/me', { token });
  expect(me.status, me.text).toBe(200);
  return me.body.data.permissions as string[];
}

type Organization = Awaited<ReturnType<typeof createOrganization>>;

interface WorldCore<T extends string, U extends string, O = Organization | undefined> {
  server: TestServer;
  db: Db;
  request: Request;
  org: Organization;
  /** The organization of `foreignTenants`, when there are any. */
  otherOrg: O;
  /** Access tokens of the users listed in `signIn`. */
  tokens: Record<U, string>;
  /** Signs a user in (their default tenant unless named) and returns the access token. */
  signIn(user: U | TestUser, tenant?: T): Promise<string>;
  /** The same, with the refresh token. */
  session(user: U | TestUser, tenant?: T): Promise<{ token: string; refreshToken: string }>;
  /** Request options as a signed-in user, in their first tenant. */
  as(user: U, body?: unknown): { token: string; tenant: string; body: unknown };
  addUser(memberships: Memberships<T>, options?: UserOptions): Promise<TestUser>;
  /** A user holding exactly `codes` in the tenant (a fresh role), signed in. */
  narrowCaller(
    tenant: T,
    codes: readonly PermissionCode[],
  ): Promise<{ role: { id: string }; user: TestUser; token: string }>;
  addMachine(tenant: T, grant?: Grant): Promise<Machine>;
  /** Another tenant of the world's organization. */
  addTenant(): Promise<WorldTenant>;
}

export type TenantWorld<
  T extends string,
  U extends string,
  S extends string,
  O = Organization | undefined,
> = WorldCore<T, U, O> & Record<T, WorldTenant> & Record<U, TestUser> & Record<S, Machine>;

export interface WorldSpec<T extends string, F extends string, U extends string, S extends string> {
  /** Tenants of the world's organization (default: one, `home`). */
  tenants?: readonly T[];
  /** Tenants of a second organization: another customer. */
  foreignTenants?: readonly F[];
  users?: { readonly [K in U]: UserSpec<NoInfer<T | F>> };
  machines?: { readonly [K in S]: { tenant: NoInfer<T | F>; grant?: Grant } };
  signIn?: readonly NoInfer<U>[];
  /** Another server than the worker's shared one (a file's own, special server). */
  server?: { server: TestServer; request: Request };
}

const CORE_KEYS = new Set([
  'server',
  'db',
  'request',
  'org',
  'otherOrg',
  'tokens',
  'signIn',
  'session',
  'as',
  'addUser',
  'narrowCaller',
  'addMachine',
  'addTenant',
]);

export async function createTenantWorld<
  const T extends string = 'home',
  const F extends string = never,
  const U extends string = never,
  const S extends string = never,
>(
  spec: WorldSpec<T, F, U, S> = {},
): Promise<TenantWorld<T | F, U, S, [F] extends [never] ? undefined : Organization>> {
  const { server, request } = spec.server ?? (await testServer());
  const db = server.db;
  const named = new Map<string, unknown>();
  const name = (key: string, value: unknown) => {
    if (CORE_KEYS.has(key) || named.has(key)) throw new Error(`world name ${key} is taken`);
    named.set(key, value);
  };

  const org = await createOrganization(db);
  const otherOrg = spec.foreignTenants?.length ? await createOrganization(db) : undefined;
  const tenants = new Map<string, WorldTenant>();
  for (const [key, organization] of [
    ...(spec.tenants ?? ['home']).map((t) => [t, org] as const),
    ...(spec.foreignTenants ?? []).map((t) => [t, otherOrg!] as const),
  ]) {
    const tenant = await createTenant(db, organization.id);
    tenants.set(key, tenant);
    name(key, tenant);
  }
  const tenantOf = (key: string) => {
    const tenant = tenants.get(key);
    if (!tenant) throw new Error(`the world has no tenant ${key}`);
    return tenant;
  };

  /** The role ids a grant stands for in the tenant, and the fresh role it made, if any. */
  async function resolve(tenant: WorldTenant, grant: Grant) {
    if (grant === 'none') return { roleIds: [] };
    if (typeof grant === 'string') return { roleIds: [tenant.roles[grant]] };
    if ('roleIds' in grant) return { roleIds: grant.roleIds };
    const role = await createRole(db, tenant.id, { permissionCodes: grant });
    return { roleIds: [role.id], role };
  }

  const firstTenant = new Map<string, string>();
  async function addUser(memberships: Memberships<string>, options: UserOptions = {}) {
    const specs = [];
    for (const [key, grant] of Object.entries(memberships) as [string, Grant][]) {
      const tenant = tenantOf(key);
      specs.push({ tenantId: tenant.id, roleIds: (await resolve(tenant, grant)).roleIds });
    }
    const first = Object.keys(memberships)[0];
    return createUser(db, specs, {
      isPlatformAdmin: options.platformAdmin,
      password: options.password,
      organizationId: first ? tenantOf(first).organizationId : org.id,
    });
  }

  for (const [key, userSpec] of Object.entries(spec.users ?? {}) as [string, UserSpec<string>][]) {
    const { in: memberships, ...options } =
      'in' in userSpec ? userSpec : { in: userSpec as Memberships<string> };
    const user = await addUser(memberships as Memberships<string>, options as UserOptions);
    const first = Object.keys(memberships as object)[0];
    if (first) firstTenant.set(key, tenantOf(first).id);
    name(key, user);
  }
  for (const [key, machine] of Object.entries(spec.machines ?? {}) as [
    string,
    { tenant: string; grant?: Grant },
  ][]) {
    const tenant = tenantOf(machine.tenant);
    const { roleIds } = await resolve(tenant, machine.grant ?? 'none');
    name(key, await createMachine(db, tenant.id, roleIds));
  }

  const userOf = (user: string | TestUser) =>
    typeof user === 'string' ? (named.get(user) as TestUser) : user;
  const session = (user: string | TestUser, tenant?: string) =>
    sessionOf(request, userOf(user), tenant === undefined ? undefined : tenantOf(tenant).id);
  const signIn = async (user: string | TestUser, tenant?: string) =>
    (await session(user, tenant)).token;

  const signedIn: Record<string, string> = {};
  const signInNames: readonly string[] = spec.signIn ?? [];
  await Promise.all(
    signInNames.map(async (user) => {
      signedIn[user] = await signIn(user);
    }),
  );
  const userNames = new Set(Object.keys(spec.users ?? {}));
  // A declared user who was not signed in fails loudly instead of sending no token.
  const tokens = new Proxy(signedIn, {
    get(target, key) {
      if (typeof key === 'string' && userNames.has(key) && !(key in target)) {
        throw new Error(`${key} is not signed in: list it in signIn, or await w.signIn()`);
      }
      return target[key as string];
    },
  });

  const core: WorldCore<string, string> = {
    server,
    db,
    request,
    org,
    otherOrg,
    tokens,
    signIn,
    session,
    as: (user, body) => ({ token: tokens[user]!, tenant: firstTenant.get(user)!, body }),
    addUser,
    async narrowCaller(tenant, codes) {
      const { role } = await resolve(tenantOf(tenant), codes);
      const user = await createUser(db, [{ tenantId: tenantOf(tenant).id, roleIds: [role!.id] }]);
      return { role: role!, user, token: await loginAs(request, user) };
    },
    async addMachine(tenant, grant = 'none') {
      const { roleIds } = await resolve(tenantOf(tenant), grant);
      return createMachine(db, tenantOf(tenant).id, roleIds);
    },
    addTenant: () => createTenant(db, org.id),
  };
  return Object.assign(core, Object.fromEntries(named)) as unknown as TenantWorld<
    T | F,
    U,
    S,
    [F] extends [never] ? undefined : Organization
  >;
}

/** A fresh TWO_TENANT_USER world whose user is signed in: `token` and `refreshToken` too. */
export async function signedInUser(server?: WorldSpec<string, string, string, string>['server']) {
  const world = await createTenantWorld({ ...TWO_TENANT_USER, server });
  return Object.assign(world, await world.session('user'));
}
