// What the benches that call the services directly share: a tenant of their own in the seeded
// demo organization (the demo tenants hold a small catalog), and a principal that may do
// everything in it, as the seeded administrator signed in with every permission.
import { actingAs, type Principal } from '../packages/core/src/index.ts';
import type { Database } from '../packages/db/src/index.ts';
import { addMembership, createTenant, DEMO_CREDENTIALS } from '../packages/db/src/seed/index.ts';

/**
 * A new tenant of the demo organization (seedDatabase has run), with its default roles, and
 * the first seeded user its administrator (jobs act with their creator's grants); its id.
 */
export async function createBenchTenant(
  database: Database,
  tenant: { code: string; name: string },
): Promise<string> {
  const [first] = await database.sql<{ organization_id: string }>`
    SELECT organization_id FROM tenants LIMIT 1`;
  const created = await createTenant(database.prisma, first!.organization_id, tenant);
  const [admin] = await database.sql<{ id: string }>`SELECT id FROM users LIMIT 1`;
  await addMembership(database.prisma, admin!.id, {
    tenantId: created.id,
    roleIds: [created.roles.admin],
    isDefault: false,
  });
  return created.id;
}

/** The first seeded user, acting in `tenantId` with every permission there is. */
export async function benchPrincipal(database: Database, tenantId: string): Promise<Principal> {
  const permissions = await database.sql<{ code: string }>`SELECT code FROM permissions`;
  const [admin] = await database.sql<{ id: string }>`SELECT id FROM users LIMIT 1`;
  const who = { kind: 'user', id: admin!.id, name: 'Bench', email: 'bench@pim.local' } as const;
  return actingAs(
    who,
    tenantId,
    permissions.map((p) => p.code),
  );
}

/** An access token of the seeded administrator, signed in through the API at `base`. */
export async function signInAdmin(base: string): Promise<string> {
  const answer = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: 'pim-api',
      email: DEMO_CREDENTIALS.admin.email,
      password: DEMO_CREDENTIALS.admin.password,
    }),
  });
  const signedIn = (await answer.json()) as { data?: { access_token: string } };
  if (!signedIn.data) throw new Error(`sign-in refused: ${JSON.stringify(signedIn)}`);
  return signedIn.data.access_token;
}
