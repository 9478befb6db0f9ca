// Idempotency-Key on POST under /v1, the transport half. The key is claimed inside the
// procedure ladder, after authentication, tenant and permission checks (trpc/idempotency.ts);
// here the answer is kept, replayed or released:
// - a replay sends the first answer as it was (header Idempotent-Replayed: true);
// - a 2xx answer is kept for 24 hours; any other answer releases the key, since nothing was
//   created and running again is safe.
import { idempotency } from '@pim/core';
import type { Db } from '@pim/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the ladder and the transport share about one request's Idempotency-Key. */
export interface IdempotencyState {
  key: string;
  /** The claimed record, once the ladder let the request through. */
  id?: string;
  /** The first answer, when the ladder found one to replay. */
  replay?: { statusCode: number; body: string };
}

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
  // Registered after the envelope hook, so the kept answer is exactly what was sent.
  v1.addHook('onSend', async (request, reply, payload) => {
    const state = request.idempotency;
    if (state?.replay) {
      reply.code(state.replay.statusCode).header('idempotent-replayed', 'true');
      reply.type('application/json');
      return state.replay.body;
    }
    const id = state?.id;
    if (!state || !id) return payload;
    state.id = undefined;
    if (reply.statusCode < 300 && typeof payload === 'string') {
      await idempotency.finishIdempotent(db, id, reply.statusCode, payload);
    } else {
      await idempotency.releaseIdempotent(db, id);
    }
    return payload;
  });

  // A request that never answered (client gone) must not hold its key for 24 hours.
  v1.addHook('onResponse', async (request) => {
    const id = request.idempotency?.id;
    if (id) await idempotency.releaseIdempotent(db, id);
  });
}
