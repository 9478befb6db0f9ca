// Service accounts and API keys straight in the database, with unique codes. A key made here
// is a real one (same generator and hash as the API), so it can authenticate requests.
import { randomUUID } from 'node:crypto';
import { generateApiKey } from '@pim/core';
import type { Db } from '@pim/db';

const unique = () => randomUUID().slice(0, 8);

export async function createServiceAccount(
  db: Db,
  tenantId: string,
  options: { roleIds?: string[]; status?: 'active' | 'inactive'; name?: string } = {},
) {
  const code = `sa-${unique()}`;
  return db.serviceAccount.create({
    data: {
      tenantId,
      code,
      name: options.name ?? `Service account ${code}`,
      status: options.status ?? 'active',
      roles: { create: (options.roleIds ?? []).map((roleId) => ({ roleId })) },
    },
  });
}

export async function createApiKey(
  db: Db,
  serviceAccount: { id: string; tenantId: string },
  options: { name?: string; expiresAt?: Date; status?: 'active' | 'revoked' } = {},
) {
  const key = generateApiKey();
  const row = await db.apiKey.create({
    data: {
      tenantId: serviceAccount.tenantId,
      serviceAccountId: serviceAccount.id,
      name: options.name ?? `Key ${unique()}`,
      keyPrefix: key.keyPrefix,
      secretHash: key.secretHash,
      expiresAt: options.expiresAt ?? null,
      status: options.status ?? 'active',
    },
  });
  return { ...row, rawKey: key.rawKey };
}

/** A service account holding `roleIds` and one working key for it. */
export async function createMachine(db: Db, tenantId: string, roleIds: string[]) {
  const account = await createServiceAccount(db, tenantId, { roleIds });
  const key = await createApiKey(db, account);
  return { account, key };
}
