// Idempotency-Key on POST under /v1. The key is claimed before the procedure runs and the
// enveloped answer of a successful request is kept for 24 hours; a repeat with the same
// credential, key and request gets that answer back (header Idempotent-Replayed: true).
// Answers other than 2xx release the key: nothing was created, so running again is safe.
import { idempotency } from '@pim/core';
import type { Db } from '@pim/db';
import type { FastifyInstance } from 'fastify';
import { credentialOf } from './credential.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyId?: string;
    idempotentReplay?: boolean;
  }
}

export function registerIdempotency(v1: FastifyInstance, db: Db) {
  v1.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const credential = credentialOf(request);
    if (key === undefined || !credential) return;
    const start = await idempotency.beginIdempotent(db, {
      credential,
      key,
      method: request.method,
      path: request.receivedPath ?? request.url,
      body: request.body,
    });
    if (start.kind === 'replay') {
      request.idempotentReplay = true;
      return reply
        .code(start.statusCode)
        .header('idempotent-replayed', 'true')
        .type('application/json')
        .send(start.body);
    }
    request.idempotencyId = start.id;
  });

  // Registered after the envelope hook, so the kept answer is exactly what was sent.
  v1.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyId;
    if (!id) return payload;
    request.idempotencyId = undefined;
    if (reply.statusCode < 300 && typeof payload === 'string') {
      await idempotency.finishIdempotent(db, id, reply.statusCode, payload);
    } else {
      await idempotency.releaseIdempotent(db, id);
    }
    return payload;
  });

  // A request that never answered (client gone) must not hold its key for 24 hours.
  v1.addHook('onResponse', async (request) => {
    if (request.idempotencyId) await idempotency.releaseIdempotent(db, request.idempotencyId);
  });
}
