// The only code that touches idempotency_keys.
import type { DbTx } from '@pim/db';

export interface IdempotencyClaim {
  credential: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  expiresAt: Date;
}

/** Inserts the key if it is new; returns the new row's id, or null when it exists. */
export async function claimKey(db: DbTx, claim: IdempotencyClaim): Promise<string | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO idempotency_keys (credential, key, method, path, request_hash, expires_at)
    VALUES (${claim.credential}, ${claim.key}, ${claim.method}, ${claim.path},
            ${claim.requestHash}, ${claim.expiresAt})
    ON CONFLICT (credential, key) DO NOTHING
    RETURNING id`;
  return rows[0]?.id ?? null;
}

export function findKey(db: DbTx, credential: string, key: string) {
  return db.idempotencyKey.findUnique({ where: { credential_key: { credential, key } } });
}

export async function deleteKey(db: DbTx, id: string): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { id } });
}

export async function deleteExpiredKey(db: DbTx, credential: string, key: string): Promise<void> {
  await db.idempotencyKey.deleteMany({ where: { credential, key, expiresAt: { lt: new Date() } } });
}

export async function storeAnswer(
  db: DbTx,
  id: string,
  statusCode: number,
  body: string,
): Promise<void> {
  await db.idempotencyKey.updateMany({ where: { id }, data: { statusCode, responseBody: body } });
}

/** Housekeeping: drops keys past their 24 hours. */
export async function purgeExpired(db: DbTx): Promise<number> {
  const { count } = await db.idempotencyKey.deleteMany({
    where: { expiresAt: { lt: new Date() } },
  });
  return count;
}
