// Idempotency-Key, the ladder half: the key is claimed only once the caller is known and
// allowed (authentication, tenant, permission), keyed on the verified credential and with
// the tenant in the fingerprint. A forged or logged-out token never reaches a stored answer,
// and the same key and body sent to another tenant is a different request (400), never the
// first tenant's answer. The transport half (http/idempotency.ts) keeps and replays answers.
import { credentialKeyOf, idempotency, type Principal } from '@pim/core';
import type { Context } from './init.ts';

interface Claim {
  ctx: Context;
  principal: Principal;
  tenantId: string;
  path: string;
  getRawInput: () => Promise<unknown>;
}

/**
 * Runs `next` unless the request repeats an answered one: then it answers without running
 * the procedure (tRPC ends a call whose middleware returns a result without calling next;
 * the REST transport swaps in the kept answer as it sends).
 */
export async function withIdempotency<R>(claim: Claim, next: () => Promise<R>): Promise<R> {
  const state = claim.ctx.idempotency;
  if (!state) return next();
  const start = await idempotency.beginIdempotent(claim.ctx.db.prisma, {
    credential: credentialKeyOf(claim.principal),
    tenantId: claim.tenantId,
    key: state.key,
    method: 'POST',
    path: claim.path,
    body: await claim.getRawInput(),
    hashKey: claim.ctx.config.jwtKey,
  });
  if (start.kind === 'replay') {
    state.replay = { statusCode: start.statusCode, body: start.body };
    return { ok: true, data: null, marker: 'middlewareMarker' } as R;
  }
  state.id = start.id;
  return next();
}
