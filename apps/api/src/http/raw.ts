// The REST side of operations whose body is a file (meta.rawBody: asset uploads) or whose
// answer is one (meta.rawResponse: asset downloads). Every other /v1 body is JSON.
import { AppError, type AssetContent } from '@pim/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './envelope.ts';
import { toAppError } from '../errors/to-app-error.ts';

/** The input fields a raw body fills; the query may not name them. */
const RAW_FIELDS = ['content', 'content_type'] as const;

/**
 * A scope for raw-body routes: any Content-Type (or none) is read as bytes, up to `limit`
 * (413 payload_too_large past it, before the caller is known, as any body too large).
 */
export function rawBodyScope(
  v1: FastifyInstance,
  limit: number,
  onError: (error: unknown, request: FastifyRequest) => void,
  register: (scope: FastifyInstance) => void,
): void {
  void v1.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limit }, (_r, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: { code?: string }, request, reply) => {
      onError(error, request);
      const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      return sendError(
        reply,
        tooLarge
          ? new AppError('payload_too_large', `The file is larger than ${limit} bytes`)
          : toAppError(error),
      );
    });
    register(scope);
  });
}

/** The input of a raw-body operation: the query's fields, the bytes and their declared type. */
export function rawInputOf(request: FastifyRequest): Record<string, unknown> {
  const query = request.query as Record<string, unknown>;
  const repeated = RAW_FIELDS.find((name) => Object.hasOwn(query, name));
  if (repeated) {
    throw new AppError('unknown_field', `${repeated} is not a known query parameter`, {
      field: repeated,
    });
  }
  const body = request.body;
  const header = request.headers['content-type'];
  return {
    ...query,
    content: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
    ...(header === undefined ? {} : { content_type: header }),
  };
}

/** RFC 6266: a plain ASCII name, and the exact one in UTF-8. */
function dispositionOf(content: AssetContent): string {
  const ascii = content.filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(content.filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const kind = content.inline ? 'inline' : 'attachment';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/** Streams an asset's bytes with headers that keep a browser from running them. */
export async function sendRaw(reply: FastifyReply, content: AssetContent): Promise<FastifyReply> {
  const body = await content.open();
  return reply
    .status(200)
    .header('content-type', content.contentType)
    .header('content-length', String(content.sizeBytes))
    .header('content-disposition', dispositionOf(content))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'no-store')
    .send(body);
}
