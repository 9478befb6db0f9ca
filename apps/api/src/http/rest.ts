// REST under /v1: every procedure that declares `meta.openapi` becomes a Fastify route of its
// own (method and path from the meta, `{id}` as a path parameter), which calls the procedure
// through tRPC (`callTRPCProcedure`, the same ladder, input and output schemas as /trpc) and
// answers with the /v1 envelope. The OpenAPI documents are generated from the same meta by
// trpc-to-openapi. Its own request handler is not used: it turned each request into a URL, an
// AbortController and a caller proxy and matched the path with regular expressions, which
// measured as most of the cost of a cheap request (bench/http.ts); Fastify's router matches
// once, and the input is built from what Fastify has already parsed.
import { AppError, type AssetContent } from '@pim/core';
import { type AnyRouter, callTRPCProcedure } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context, RawBodyKind } from '../trpc/init.ts';
import { listProcedures } from '../trpc/procedure-meta.ts';
import { sendError } from './envelope.ts';
import { rawBodyScope, rawInputOf, sendRaw } from './raw.ts';
import { toAppError } from '../errors/to-app-error.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export interface RestOptions {
  router: AnyRouter;
  createContext(request: FastifyRequest): Context;
  /** Called with every failure before it is answered (logging). */
  onError(error: unknown, request: FastifyRequest): void;
  /** The largest raw body (file upload) of each kind, in bytes. */
  rawBodyLimits: Record<RawBodyKind, number>;
}

/** A field that the path already names may not come again in the body or the query (400). */
function assertNoShadowing(fields: object, params: readonly string[]): void {
  const shadowed = params.find((name) => Object.hasOwn(fields, name));
  if (shadowed) {
    throw new AppError('unknown_field', `${shadowed} is not a known field (the path gives it)`, {
      field: shadowed,
    });
  }
}

/** The first field of what an operation does not read (a query on POST, a body on GET). */
function refuseUnread(fields: unknown, what: string): void {
  if (fields === undefined) return;
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new AppError('invalid_type', `This operation takes no ${what}`);
  }
  const [first] = Object.keys(fields);
  if (first !== undefined) {
    throw new AppError('unknown_field', `${first.slice(0, 200)} is not a known field`, {
      field: first.slice(0, 200),
    });
  }
}

/**
 * The body (POST/PUT/PATCH) or the query (GET/DELETE; `?a=1&a=2` arrives as an array, `?a=1`
 * as a string: the schemas take both), with the path parameters, in one copy. What the
 * operation does not read may not carry fields either: a query on a POST or PATCH, a body on
 * a GET or DELETE.
 */
function inputOf(
  request: FastifyRequest,
  method: string,
  params: readonly string[],
  arrayBody: string | undefined,
) {
  const query = request.query as Record<string, unknown>;
  let fields: object = query;
  if (BODY_METHODS.has(method)) {
    let body: unknown = request.body;
    if (body === undefined) {
      // No bytes at all (bytes of another type never get here: 400 before any route). Cancel
      // needs no body; elsewhere the required fields say what is missing. An array body is a
      // body: its absence is refused as one.
      if (arrayBody) {
        throw new AppError('invalid_format', 'Send the request body as application/json');
      }
      body = {};
    }
    if (arrayBody) {
      if (!Array.isArray(body)) {
        throw new AppError('invalid_type', 'The request body must be a JSON array');
      }
      body = { [arrayBody]: body };
    }
    // Every other /v1 JSON body is an object; an array or null would be spread into confusing
    // field errors.
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError('invalid_type', 'The request body must be a JSON object');
    }
    assertNoShadowing(query, params);
    refuseUnread(query, 'query parameters');
    fields = body;
  } else {
    refuseUnread(request.body, 'request body');
  }
  assertNoShadowing(fields, params);
  return { ...fields, ...(request.params as Record<string, string>) } as Record<string, unknown>;
}

interface DeferredInput {
  input?: Record<string, unknown>;
  read(): Promise<unknown>;
}

const NO_INPUT: DeferredInput = { read: async () => undefined };

/**
 * The input as the ladder reads it. A body that is missing or not an object, or a field
 * shadowing the path, is refused only when the ladder reads the input (after authentication,
 * tenant and permission), as the same input sent to /trpc is.
 */
function deferredInput(
  request: FastifyRequest,
  method: string,
  params: readonly string[],
  meta: { arrayBody?: string; rawBody?: RawBodyKind },
): DeferredInput {
  try {
    const input = meta.rawBody
      ? rawInputOf(request)
      : inputOf(request, method, params, meta.arrayBody);
    return { input, read: async () => input };
  } catch (error) {
    return { read: () => Promise.reject(error) };
  }
}

export function registerRestRoutes(v1: FastifyInstance, options: RestOptions): void {
  const procedures = restProcedures(options.router);
  for (const procedure of procedures.filter((p) => !p.meta.rawBody)) {
    registerRoute(v1, options, procedure);
  }
  // One scope per raw-body operation: each has its own size limit (assets, import files).
  for (const procedure of procedures) {
    const kind = procedure.meta.rawBody;
    if (!kind) continue;
    rawBodyScope(v1, options.rawBodyLimits[kind], options.onError, (scope) =>
      registerRoute(scope, options, procedure),
    );
  }
}

function registerRoute(
  v1: FastifyInstance,
  options: RestOptions,
  { path, meta, type, takesInput }: RestProcedure,
): void {
  const { method, path: documented } = meta.openapi!;
  const params = [...documented.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const successStatus = meta.successStatus ?? 200;
  v1.route({
    method,
    url: documented.replace(/\{(\w+)\}/g, ':$1'),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { input, read } = takesInput ? deferredInput(request, method, params, meta) : NO_INPUT;
      try {
        const data = await callTRPCProcedure({
          router: options.router,
          path,
          type,
          ctx: meta.rawResponse
            ? { ...options.createContext(request), rawResponse: true }
            : options.createContext(request),
          getRawInput: read,
          signal: undefined,
          batchIndex: 0,
        });
        if (meta.rawResponse) return await sendRaw(reply, data as AssetContent);
        reply.status(successStatus);
        // 204 has no body; a void answer is the envelope without data; null stays null.
        if (successStatus === 204) return reply.removeHeader('content-type').send();
        reply.type('application/json');
        if (data === undefined) return reply.send('{"success":true}');
        const body = JSON.stringify(data);
        if (meta.topLevelPagination) {
          const pagination = JSON.stringify((data as { pagination: unknown }).pagination);
          return reply.send(`{"success":true,"data":${body},"pagination":${pagination}}`);
        }
        return reply.send(`{"success":true,"data":${body}}`);
      } catch (error) {
        options.onError(error, request);
        const failure = toAppError(error, input);
        return sendError(reply, meta.arrayBody ? unwrapFields(failure, meta.arrayBody) : failure);
      }
    },
  });
}

/** An array body's errors name the array's own paths: `attributes.0.x` → `0.x`. */
function unwrapFields(error: AppError, key: string): AppError {
  const inMessage = new RegExp(`\\b${key}\\.(?=\\d)`, 'g');
  for (const detail of error.details) {
    if (detail.field === key) detail.field = '';
    else if (detail.field.startsWith(`${key}.`)) detail.field = detail.field.slice(key.length + 1);
    detail.message = detail.message.replace(inMessage, '');
  }
  error.message = error.message.replace(inMessage, '');
  return error;
}

interface RestProcedure {
  path: string;
  meta: NonNullable<ReturnType<typeof listProcedures>[number]['meta']>;
  type: 'query' | 'mutation';
  /** False for `z.void()` inputs: the procedure is called without input. */
  takesInput: boolean;
}

function restProcedures(router: AnyRouter): RestProcedure[] {
  const procedures = router._def.procedures as Record<
    string,
    { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] } }
  >;
  return listProcedures(router).flatMap(({ path, meta }) => {
    const procedure = procedures[path]!;
    if (!meta.openapi || procedure._def.type === 'subscription') return [];
    const inputs = procedure._def.inputs as { def?: { type?: string } }[];
    const takesInput = inputs.some((schema) => schema.def?.type !== 'void');
    return [{ path, meta, type: procedure._def.type, takesInput }];
  });
}
