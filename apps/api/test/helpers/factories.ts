// The shared row factories (@pim/db/seed, which the demo seed uses too) with what tests add:
// a real password hash (one per password, shared: hashing is deliberately slow), real API
// keys, and the organization taken from the first membership's tenant.
import { generateApiKey, hashPassword } from '@pim/core';
import { listTreePermissions, type Db } from '@pim/db';
import * as rows from '@pim/db/seed';

export {
  createOrganization,
  createPermissionTreeEntry,
  createRole,
  createServiceAccount,
  createTenant,
  uniqueCode,
} from '@pim/db/seed';

export const DEFAULT_PASSWORD = 'correct-horse-battery';
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/**
 * A user of the organization of the first membership's tenant (or `organizationId` when
 * there is none), with those memberships; the password is returned with the row.
 */
export async function createUser(
  db: Db,
  memberships: rows.MembershipSpec[],
  options: { password?: string; isPlatformAdmin?: boolean; organizationId?: string } = {},
) {
  const password = options.password ?? DEFAULT_PASSWORD;
  const first = memberships[0];
  const organizationId =
    options.organizationId ??
    (first &&
      (await db.tenant.findUniqueOrThrow({ where: { id: first.tenantId } })).organizationId);
  if (!organizationId) throw new Error('createUser needs a membership or an organizationId');
  const user = await rows.createUser(db, {
    organizationId,
    memberships,
    passwordHash: await hashOf(password),
    isPlatformAdmin: options.isPlatformAdmin ?? false,
  });
  return { ...user, password };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A working API key (same generator and hash as the API) of the service account. */
export async function createApiKey(
  db: Db,
  serviceAccount: { id: string; tenantId: string },
  options: Parameters<typeof rows.createApiKey>[3] = {},
) {
  const key = generateApiKey();
  const row = await rows.createApiKey(db, serviceAccount, key, options);
  return { ...row, rawKey: key.rawKey };
}

/** A service account holding `roleIds` and one working key for it. */
export async function createMachine(db: Db, tenantId: string, roleIds: string[]) {
  const account = await rows.createServiceAccount(db, tenantId, { roleIds });
  const key = await createApiKey(db, account);
  return { account, key };
}

/** The ids of live permissions by code, in the order given (all of them without codes). */
/**
 * The ids of these permission codes, by default every permission of the tree. Never "every
 * live row": other test files create and delete their own permissions meanwhile.
 */
export async function permissionIds(
  db: Db,
  codes: readonly string[] = listTreePermissions().map((p) => p.code),
): Promise<string[]> {
  const found = await db.permission.findMany({
    where: { deletedAt: null, code: { in: [...codes] } },
    select: { id: true, code: true },
  });
  return codes.map((code) => {
    const row = found.find((p) => p.code === code);
    if (!row) throw new Error(`no live permission ${code}`);
    return row.id;
  });
}
