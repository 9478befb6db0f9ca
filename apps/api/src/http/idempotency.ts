// Idempotency-Key on POST under /v1, the transport half. The key is claimed inside the
// procedure ladder, after authentication, tenant and permission checks (trpc/idempotency.ts);
// here the answer is kept, replayed or released:
// - a replay sends the first answer as it was (header Idempotent-Replayed: true);
// - a 2xx answer is kept for 24 hours; any other answer releases the key, since nothing was
//   created and running again is safe.
import { idempotency } from '@pim/core';
import type { Db } from '@pim/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyState } from '../trpc/init.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyState;
  }
}

/** The request's Idempotency-Key state: POST requests that send the header. */
export function idempotencyStateOf(request: FastifyRequest): IdempotencyState | undefined {
  if (request.method !== 'POST') return undefined;
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  request.idempotency ??= { key };
  return request.idempotency;
}

export function registerIdempotency(v1: FastifyInstance, db: Db) {
  // Callback-style hooks: the requests without an Idempotency-Key (nearly all) pass through
  // without a promise.
  v1.addHook('onSend', (request, reply, payload, done) => {
    const state = request.idempotency;
    if (!state) return done(null, payload);
    keepOrReplay(db, state, reply, payload).then((sent) => done(null, sent), done);
  });

  // A request that never answered (client gone) must not hold its key for 24 hours.
  v1.addHook('onResponse', (request, _reply, done) => {
    const id = request.idempotency?.id;
    if (!id) return done();
    idempotency.releaseIdempotent(db, id).then(() => done(), done);
  });
}

/** The kept answer of a replay; otherwise the answer is kept (2xx) or the key released. */
async function keepOrReplay(
  db: Db,
  state: IdempotencyState,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (state.replay) {
    reply.code(state.replay.statusCode).header('idempotent-replayed', 'true');
    reply.type('application/json');
    return state.replay.body;
  }
  const id = state.id;
  if (!id) return payload;
  state.id = undefined;
  if (reply.statusCode < 300 && typeof payload === 'string') {
    await idempotency.finishIdempotent(db, id, reply.statusCode, payload);
  } else {
    await idempotency.releaseIdempotent(db, id);
  }
  return payload;
}
