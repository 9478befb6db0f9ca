// One Fastify server: /trpc and /v1 over the same router, plus health, readiness, the
// OpenAPI documents and the interactive reference at /docs.
import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  AppError,
  type AuthConfig,
  jsonNestsDeeperThan,
  MAX_INPUT_DEPTH,
  toErrorEnvelope,
  tooDeep,
} from '@pim/core';
import type { DatabaseHandle } from '@pim/db';
import type { AnyRouter } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import type { Socket } from 'node:net';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { sendError, splitTarget, wrapV1Payload } from './http/envelope.ts';
import { idempotencyStateOf, registerIdempotency } from './http/idempotency.ts';
import { pathParamGuard } from './http/path-params.ts';
import { registerRateLimit, type RateLimitOptions } from './http/rate-limit.ts';
import { toAppError } from './http/to-app-error.ts';
import { loggerOptions } from './logger.ts';
import { buildOpenApiDocument, documentedDomains } from './openapi/document.ts';
import { appRouter } from './trpc/app-router.ts';
import { API_DOMAINS, type ApiDomain, type Context } from './trpc/init.ts';
import { listProcedures } from './trpc/procedure-meta.ts';

export interface ServerOptions {
  database: DatabaseHandle;
  config: AuthConfig;
  logLevel?: string;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
  /** Tests mount extra routers over the same transport. */
  router?: AnyRouter;
  /** Requests per credential and window; 1,200 a minute by default. */
  rateLimit?: RateLimitOptions;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 1200, windowMs: 60_000 };

const BODY_LIMIT = 10 * 1024 * 1024;
const REQUEST_ID = /^[\w\-.:]{1,128}$/;

export async function buildServer(options: ServerOptions) {
  const router = options.router ?? appRouter;
  const app = Fastify({
    logger: {
      ...loggerOptions(options.logLevel),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    // One log line per request, written in onResponse below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // A tRPC batch names its calls in the path: let any path Node accepts (16 KB) reach the
    // batch bound (http/rate-limit.ts) instead of Fastify's own 414.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Errors Fastify meets before any route runs get the envelope too.
    frameworkErrors: (_error, _request, reply) =>
      sendError(
        reply,
        new AppError('invalid_value', 'The URL is not valid (bad percent-encoding)'),
      ),
    clientErrorHandler: answerClientError,
  });

  app.addHook('onRequest', async (request, reply) => {
    const { path, query } = splitTarget(request.url);
    request.receivedPath = path;
    request.receivedQuery = query;
    reply.header('x-request-id', request.id);
    // API answers hold tokens, keys and tenant data: no cache may keep them.
    if (/^\/(v1|trpc)(\/|$)/.test(path)) reply.header('cache-control', 'no-store');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.receivedPath,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'internal error');
    return sendError(reply, appError);
  });
  app.setNotFoundHandler((_request, reply) =>
    sendError(reply, new AppError('not_found', 'No such route')),
  );

  await app.register(helmet, { contentSecurityPolicy: false, global: true });
  registerRateLimit(app, options.rateLimit ?? DEFAULT_RATE_LIMIT, {
    pool: options.database.pool,
    config: options.config,
  });

  const createContext = ({ req }: { req: FastifyRequest }): Context => ({
    db: options.database.prisma,
    pool: options.database.pool,
    config: options.config,
    authorization: req.headers.authorization,
    tenantHeader: headerValue(req.headers['x-tenant-id']),
    requestId: req.id,
    log: req.log,
  });
  const onError = ({ error, req }: { error: unknown; req: unknown }) => {
    const request = req as FastifyRequest;
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'internal error');
  };
  const errorMeta = (errors: unknown[]) => {
    const appError = toAppError(errors[0]);
    return {
      status: appError.status,
      headers:
        appError.retryAfter !== undefined ? { 'retry-after': String(appError.retryAfter) } : {},
    };
  };

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router,
      createContext,
      onError,
      responseMeta: ({ errors }: { errors: unknown[] }) =>
        errors.length === 1 ? errorMeta(errors) : {},
    },
  });

  const successStatus = new Map(
    listProcedures(router).map((p) => [p.path, p.meta.successStatus ?? 200]),
  );
  const shadowsPathParam = pathParamGuard(router);
  await app.register(async (v1) => {
    // Nesting is bounded before the text is parsed, so no parser or validator recurses deep.
    const parseJson = v1.getDefaultJsonParser('error', 'error');
    v1.removeContentTypeParser('application/json');
    v1.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonNestsDeeperThan(body as string, MAX_INPUT_DEPTH)) return done(tooDeep(), undefined);
      return parseJson(request, body as string, done);
    });
    v1.addHook('onSend', async (request, reply, payload) => wrapV1Payload(request, reply, payload));
    registerIdempotency(v1, options.database.prisma);
    // trpc-to-openapi's route handler resolves as soon as it has called reply.send(); with
    // async onSend hooks still running, Fastify would then send a second, empty answer.
    // Waiting for the reply to finish closes that window.
    v1.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = async function (request, reply) {
        await handler.call(this, request, reply);
        await reply;
      };
    });
    // Every /v1 JSON body is an object; the OpenAPI adapter would otherwise spread an array
    // or null into the input and report confusing field errors.
    v1.addHook('preValidation', async (request) => {
      const body: unknown = request.body;
      if (
        body !== undefined &&
        (body === null || typeof body !== 'object' || Array.isArray(body))
      ) {
        throw new AppError('invalid_type', 'The request body must be a JSON object');
      }
      // Neither the body nor the query string may repeat a path parameter.
      for (const fields of [body, request.query]) {
        if (fields && typeof fields === 'object') {
          shadowsPathParam(request.method, request.receivedPath ?? '', fields);
        }
      }
    });
    await v1.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/v1',
      router,
      createContext: ({ req }: { req: FastifyRequest }): Context => ({
        ...createContext({ req }),
        idempotency: idempotencyStateOf(req),
      }),
      onError: ({ error, req, input }: { error: unknown; req: unknown; input: unknown }) => {
        onError({ error, req });
        (req as FastifyRequest).appError = toAppError(error, input);
      },
      responseMeta: ({ errors, paths }: { errors: unknown[]; paths?: readonly string[] }) =>
        errors.length > 0
          ? errorMeta(errors)
          : { status: successStatus.get(paths?.[0] ?? '') ?? 200 },
    } as never);
  });

  registerDocuments(app, router);
  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(router) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', async () => ({ success: true, data: { status: 'ok' } }));
  app.get('/ready', async (_request, reply) => {
    try {
      await options.database.pool.query('SELECT 1');
      return { success: true, data: { status: 'ready' } };
    } catch {
      return sendError(
        reply.status(503),
        new AppError('internal_error', 'The database is not reachable', { status: 503 }),
      );
    }
  });
  return app;
}

function registerDocuments(app: FastifyInstance, router: AnyRouter) {
  const whole = JSON.stringify(buildOpenApiDocument(router));
  const domains = documentedDomains(router);
  const perDomain = new Map<string, string>(
    API_DOMAINS.filter((d) => domains.has(d)).map((d: ApiDomain) => [
      d,
      JSON.stringify(buildOpenApiDocument(router, d)),
    ]),
  );
  app.get('/v1/openapi.json', async (_request, reply) =>
    reply.type('application/json').send(whole),
  );
  app.get<{ Params: { file: string } }>('/v1/openapi/:file', async (request, reply) => {
    const domain = request.params.file.replace(/\.json$/, '');
    const document = request.params.file.endsWith('.json') ? perDomain.get(domain) : undefined;
    if (!document) {
      return sendError(
        reply,
        new AppError('not_found', `No OpenAPI document for "${request.params.file}"`),
      );
    }
    return reply.type('application/json').send(document);
  });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'larger than 16 KB'],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'longer than the server accepts'],
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or URL over
 * 16 KB, garbage on the wire); they still get the error envelope.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const [status, reason, what] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'not a valid HTTP request',
  ];
  const envelope = toErrorEnvelope(
    new AppError('invalid_value', `The request line and headers are ${what}`, { status }),
  );
  const body = JSON.stringify(envelope);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}
