// Idempotency-Key: a POST repeated with the same key and the same request within 24 hours gets the
// first answer again and changes nothing. The key is claimed before the request runs, so two
// concurrent repeats cannot both create.
import { createHmac, type KeyObject } from 'node:crypto';
import type { DbTx } from '@pim/db';
import { AppError } from '../errors/index.ts';
import * as repo from './repository.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentRequest {
  /** The verified credential (credentialKeyOf): a forged token can never reach a record. */
  credential: string;
  /** The tenant the request acts in: part of the fingerprint, so another tenant never replays. */
  tenantId: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
  /**
   * The server's secret the fingerprint is keyed with (HMAC): a body may hold secrets (a
   * password, a connection's credentials), and a plain hash of it stored in the database
   * would let whoever reads the table test guesses of them offline.
   */
  hashKey: KeyObject | string;
}

export type IdempotencyStart =
  { kind: 'new'; id: string } | { kind: 'replay'; statusCode: number; body: string };

export function requestHash(request: Omit<IdempotentRequest, 'credential' | 'key'>): string {
  return createHmac('sha256', request.hashKey)
    .update(`${request.method} ${request.path} ${request.tenantId}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

export async function beginIdempotent(
  db: DbTx,
  request: IdempotentRequest,
): Promise<IdempotencyStart> {
  if (!KEY.test(request.key)) {
    throw new AppError(
      'invalid_value',
      'Idempotency-Key must be 1 to 255 visible ASCII characters',
      {
        field: 'Idempotency-Key',
      },
    );
  }
  const claim = {
    credential: request.credential,
    key: request.key,
    method: request.method,
    path: request.path,
    requestHash: requestHash(request),
    expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
  };
  await repo.deleteExpiredKey(db, claim.credential, claim.key);
  const id = await repo.claimKey(db, claim);
  if (id) return { kind: 'new', id };

  const existing = await repo.findKey(db, claim.credential, claim.key);
  if (!existing) return beginIdempotent(db, request); // released meanwhile: claim again
  if (existing.requestHash !== claim.requestHash) {
    throw new AppError('invalid_value', 'This Idempotency-Key was used for a different request', {
      field: 'Idempotency-Key',
    });
  }
  if (existing.statusCode === null || existing.responseBody === null) {
    // Retry-After: the first send is being answered; a retry after it gets its answer.
    throw new AppError('in_use', 'A request with this Idempotency-Key is still in progress', {
      field: 'Idempotency-Key',
      retryAfter: 1,
    });
  }
  return { kind: 'replay', statusCode: existing.statusCode, body: existing.responseBody };
}

/**
 * Values an answer shows once and that must never be stored in clear (an API key's raw key,
 * a webhook's signing secret, tokens). A replay shows them as null.
 */
const WRITE_ONCE_FIELDS = new Set([
  'raw_key',
  'secret',
  'access_token',
  'refresh_token',
  'password',
]);

export function scrubWriteOnce(body: string): string {
  const scrub = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(scrub);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        WRITE_ONCE_FIELDS.has(key) ? null : scrub(inner),
      ]),
    );
  };
  try {
    return JSON.stringify(scrub(JSON.parse(body)));
  } catch {
    return body;
  }
}

/** Keeps the answer for replays; server errors release the key so a retry runs again. */
export async function finishIdempotent(
  db: DbTx,
  id: string,
  statusCode: number,
  body: string,
): Promise<void> {
  if (statusCode >= 500) await repo.deleteKey(db, id);
  else await repo.storeAnswer(db, id, statusCode, scrubWriteOnce(body));
}

export const releaseIdempotent = (db: DbTx, id: string) => repo.deleteKey(db, id);
export const purgeExpiredIdempotencyKeys = (db: DbTx) => repo.purgeExpired(db);
