// One Fastify server: /trpc and /v1 over the same router, plus health, readiness, the
// OpenAPI documents and the interactive reference at /docs.
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  AppError,
  type AssetSettings,
  type AuthConfig,
  type CatalogSettings,
  configureCatalog,
  configureIntegration,
  type IntegrationSettings,
  JobQueue,
  type JobServices,
  loadJobSettings,
  loadAssetSettings,
  loadCatalogSettings,
  toErrorEnvelope,
  inputShapeFault,
} from '@pim/core';
import type { DatabaseHandle } from '@pim/db';
import { findRepoRoot } from '@pim/db/paths';
import type { AnyRouter } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import type { Socket } from 'node:net';
import { clientAddressReader } from './http/client-address.ts';
import { sendError, splitTarget } from './http/envelope.ts';
import { idempotencyStateOf, registerIdempotency } from './http/idempotency.ts';
import { registerRateLimit, type RateLimitOptions } from './http/rate-limit.ts';
import { registerRestRoutes } from './http/rest.ts';
import { toAppError } from './errors/to-app-error.ts';
import { type CorsOrigins, resolveIntegrationSettings } from './config.ts';
import { loggerOptions } from './logger.ts';
import { buildOpenApiDocument, documentedDomains } from './openapi/document.ts';
import { appRouter } from './routers/app-router.ts';
import { API_DOMAINS, type ApiDomain, type Context } from './trpc/init.ts';

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
  /**
   * CONSOLE_FORWARD_SECRET: with it, the console's calls count under the browser address
   * they forward (http/client-address.ts); without it, every address is the socket's.
   */
  consoleForwardSecret?: string;
  /** Origins whose pages may call `/v1` from a browser; none when not given. */
  corsOrigins?: CorsOrigins;
  /** Asset storage and upload limit: ASSET_DIR and ASSET_MAX_BYTES unless given. */
  assets?: AssetSettings;
  /**
   * Job files (FILE_DIR, FILE_MAX_BYTES, JOB_FILE_TTL_HOURS unless given) and the queue whose
   * slots a start wakes. Working the jobs is the worker's business (main.ts starts one in the
   * process unless JOB_WORKER=off).
   */
  jobs?: JobServices;
  /** Variants per product and revisions kept: PRODUCT_MAX_VARIANTS, PRODUCT_REVISIONS_KEEP unless given. */
  catalog?: CatalogSettings;
  /**
   * Where connections may reach and the keys that seal their credentials: the environment's
   * (CREDENTIALS_KEYS, or the generated local key) unless given.
   */
  integration?: IntegrationSettings;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 1200, windowMs: 60_000 };

const BODY_LIMIT = 10 * 1024 * 1024;
const REQUEST_ID = /^[\w\-.:]{1,128}$/;

export async function buildServer(options: ServerOptions) {
  const router = options.router ?? appRouter;
  const assets = options.assets ?? loadAssetSettings(process.env, findRepoRoot());
  // Requests read the server's settings from their context; jobs run in this process read the
  // process's, so a server given none configures those from the environment.
  const catalog = options.catalog ?? loadCatalogSettings(process.env);
  if (!options.catalog) configureCatalog(catalog);
  const integration =
    options.integration ?? resolveIntegrationSettings(process.env, findRepoRoot()).settings;
  if (!options.integration) configureIntegration(integration);
  const jobs: JobServices = options.jobs ?? {
    files: loadJobSettings(process.env, findRepoRoot()),
    queue: new JobQueue(),
  };
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
    routerOptions: { maxParamLength: 16 * 1024, ignoreTrailingSlash: true },
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
    // API answers hold tokens, keys and tenant data: no cache may keep them. Every answer,
    // whatever its path looks like (the reference docs lose nothing by it).
    reply.header('cache-control', 'no-store');
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
    sql: options.database.sql,
    config: options.config,
    clientAddressOf: clientAddressReader(options.consoleForwardSecret),
  });

  const createContext = ({ req }: { req: FastifyRequest }): Context => ({
    db: options.database,
    config: options.config,
    assets,
    jobs,
    catalog,
    integration,
    authorization: req.headers.authorization,
    // Ids are UUIDs, which name the same tenant in either case.
    tenantHeader: headerValue(req.headers['x-tenant-id'])?.toLowerCase(),
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

  await app.register(async (trpc) => {
    // The console's transport takes JSON only (tRPC would also read multipart forms, which no
    // procedure of ours takes), bounded in shape like /v1 before tRPC parses it.
    trpc.addHook('preHandler', async (request) => {
      if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) {
        throw new AppError('invalid_format', 'Send the request body as application/json');
      }
      if (typeof request.body === 'string') {
        const fault = inputShapeFault(request.body);
        if (fault) throw fault;
      }
    });
    await trpc.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router,
        createContext,
        onError,
        responseMeta: ({ errors }: { errors: unknown[] }) =>
          errors.length === 1 ? errorMeta(errors) : {},
      },
    });
  });

  await app.register(
    async (v1) => {
      // Nesting and the members of each object and array are bounded before the text is
      // parsed, so no parser or validator recurses deep or spends seconds on one body.
      const parseJson = v1.getDefaultJsonParser('error', 'error');
      v1.removeContentTypeParser('application/json');
      v1.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        // No bytes is no body (rest.ts reads it as `{}`), whatever the Content-Type says.
        if (body === '') return done(null, undefined);
        const fault = inputShapeFault(body as string);
        if (fault) return done(fault, undefined);
        return parseJson(request, body as string, done);
      });
      if (options.corsOrigins && options.corsOrigins.length > 0) {
        await v1.register(cors, corsOptions(options.corsOrigins));
      }
      registerIdempotency(v1, options.database.prisma);
      registerRestRoutes(v1, {
        router,
        createContext: (req) => ({
          ...createContext({ req }),
          idempotency: idempotencyStateOf(req),
        }),
        onError: (error, req) => onError({ error, req }),
        rawBodyLimits: { asset: assets.maxBytes, import_file: jobs.files.maxBytes },
      });
    },
    { prefix: '/v1' },
  );

  registerDocuments(app, router);
  await app.register(swagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(router) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/health', async () => ({ success: true, data: { status: 'ok' } }));
  app.get('/ready', async (_request, reply) => {
    try {
      await options.database.sql`SELECT 1`;
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

/**
 * CORS for `/v1`: the allowed origins' pages may send the headers the API reads and read the
 * ones it answers with. No credentials mode: the API takes bearer tokens, never cookies.
 */
function corsOptions(origins: CorsOrigins) {
  return {
    origin: origins === '*' ? '*' : [...origins],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Tenant-Id'],
    exposedHeaders: [
      'Content-Disposition',
      'Idempotent-Replayed',
      'Retry-After',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'X-Request-Id',
    ],
    credentials: false,
    maxAge: 600,
  };
}
