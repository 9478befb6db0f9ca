// The OpenAPI documents, generated from the router and then corrected to what the server
// really answers: the success envelope and status of each operation, the error envelope,
// the credential and the one permission each operation needs.
import type { AnyRouter } from '@trpc/server';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { ApiDomain, Meta } from '../trpc/init.ts';
import { listProcedures, type ProcedureInfo } from '../trpc/procedure-meta.ts';

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; parameters?: Json[] };

const ERROR_ENVELOPE = {
  type: 'object',
  required: ['success', 'message', 'errors'],
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string' },
    errors: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['code', 'field', 'message'],
        properties: {
          code: { type: 'string' },
          field: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request (malformed JSON, unknown field, failed validation, missing tenant)',
  401: 'Missing, expired or invalid credentials',
  403: 'The caller lacks the permission, or X-Tenant-Id is not one of its tenants',
  404: 'Not found (also for resources of another tenant)',
  409: 'Conflict with the current state (or an Idempotency-Key still in use)',
  413: 'Request body over 10 MB',
  429: 'Rate limited; see Retry-After',
  431: 'Request line and headers over 16 KB',
  500: 'Internal error; quote the X-Request-Id header',
};

/**
 * Every error status the operation can answer, from what it declares: the rung it climbs
 * (credential, tenant, permission), its method and path, and its own `errorStatuses`.
 */
export function errorStatuses(meta: Meta): number[] {
  const { access = 'user', openapi } = meta;
  const statuses = new Set([400, 429, 431, 500, ...(meta.errorStatuses ?? [])]);
  if (access !== 'public') statuses.add(401);
  if (access !== 'public' && (access !== 'user' || meta.personOnly)) statuses.add(403);
  if (openapi?.path.includes('{')) statuses.add(404);
  // Any request but a GET may carry a body, and the 10 MB limit answers before routing.
  if (openapi && openapi.method !== 'GET') statuses.add(413);
  // Changes conflict with state; a POST may also meet its own Idempotency-Key in use.
  if (access !== 'public' && openapi?.method !== 'GET') statuses.add(409);
  return [...statuses].sort();
}

function errorResponse(status: number): Json {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  };
}

function successResponse(operation: Operation, status: number, meta: Meta): Json {
  if (status === 204) return { description: 'Done; no body' };
  const generated = operation.responses?.['200'] as
    { description?: string; content?: Record<string, { schema?: Json }> } | undefined;
  const data = generated?.content?.['application/json']?.schema ?? {};
  return {
    description: generated?.description ?? 'Success',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['success', 'data', ...(meta.topLevelPagination ? ['pagination'] : [])],
          properties: {
            success: { type: 'boolean', const: true },
            data,
            // The list's own pagination, repeated beside `data` (trees, categories, channels).
            ...(meta.topLevelPagination
              ? { pagination: (data as { properties?: Json }).properties?.pagination }
              : {}),
          },
        },
      },
    },
  };
}

const BINARY = { type: 'string', format: 'binary' };

/**
 * A file body (meta.rawBody): the bytes in any media type, the input's other fields (the
 * file name) as query parameters; `content` and `content_type` come from the body and its
 * Content-Type header.
 */
function documentRawBody(operation: Operation): void {
  const body = operation.requestBody as { content?: Record<string, { schema?: Json }> };
  const schema = body?.content?.['application/json']?.schema as
    { properties?: Record<string, Json>; required?: string[] } | undefined;
  const fields = Object.entries(schema?.properties ?? {}).filter(
    ([name]) => name !== 'content' && name !== 'content_type',
  );
  operation.parameters = [
    ...(operation.parameters ?? []),
    ...fields.map(([name, field]) => ({
      name,
      in: 'query',
      required: schema?.required?.includes(name) ?? false,
      schema: field,
    })),
  ];
  operation.requestBody = {
    required: true,
    description: "The file's bytes, with its Content-Type (checked against the bytes).",
    content: { 'application/octet-stream': { schema: BINARY }, '*/*': { schema: BINARY } },
  };
}

/** A download (meta.rawResponse) answers the bytes, not the envelope. */
const RAW_RESPONSE: Json = {
  description:
    'The bytes, with their stored Content-Type, Content-Length and Content-Disposition (inline for images, attachment otherwise)',
  headers: {
    'Content-Disposition': { schema: { type: 'string' } },
    'Cache-Control': { schema: { type: 'string' } },
  },
  content: { '*/*': { schema: BINARY } },
};

/** An array body (meta.arrayBody) is documented as the array itself. */
function unwrapArrayBody(operation: Operation, key: string): void {
  const content = (operation.requestBody as { content?: Record<string, { schema?: Json }> })
    ?.content?.['application/json'];
  const properties = content?.schema?.properties as Record<string, Json> | undefined;
  if (content && properties?.[key]) content.schema = properties[key];
}

function correctOperation(operation: Operation, info: ProcedureInfo): void {
  const status = info.meta.successStatus ?? 200;
  if (info.meta.arrayBody) unwrapArrayBody(operation, info.meta.arrayBody);
  if (info.meta.rawBody) documentRawBody(operation);
  const responses: Record<string, Json> = {
    [status]: info.meta.rawResponse ? RAW_RESPONSE : successResponse(operation, status, info.meta),
  };
  for (const code of errorStatuses(info.meta)) responses[code] = errorResponse(code);
  if (info.meta.rawBody) {
    responses[413] = {
      ...responses[413],
      description: 'File over the upload limit (ASSET_MAX_BYTES)',
    };
  }
  operation.responses = responses;
  operation.security = info.meta.access === 'public' ? [] : [{ bearerAuth: [] }];
  if (info.meta.access === 'tenant') {
    operation.parameters = [
      {
        name: 'X-Tenant-Id',
        in: 'header',
        // An input field (the role list's tenant_id) may name the tenant instead.
        required: !info.meta.tenantInput,
        description: "The tenant the request acts in; one of the caller's active tenants.",
        schema: { type: 'string', format: 'uuid' },
      },
      ...(operation.parameters ?? []),
    ];
  }
  const declared = info.meta.permission;
  operation['x-permission'] = declared ?? null;
  // Every permission the operation may check: the declared one(s), then what the domain
  // checks on top (the entity a job reads or writes, approving).
  const alsoNeeds = info.meta.alsoNeeds ?? [];
  operation['x-permissions'] = [
    ...new Set([
      ...(declared === undefined ? [] : typeof declared === 'string' ? [declared] : declared),
      ...alsoNeeds.map((also) => also.permission),
    ]),
  ];
  // `jobs.imports.read`, or for a list: one of `a`, `b`, `c`.
  const permission =
    typeof declared === 'object'
      ? `one of the permissions ${declared.map((p) => `\`${p}\``).join(', ')}`
      : `the permission \`${declared}\``;
  operation['x-platform-admin'] = info.meta.access === 'platform';
  // Which credential and tenant the operation needs (see trpc/procedures.ts).
  operation['x-access'] = info.meta.access ?? 'user';
  const needs = {
    public: 'Needs no credential.',
    user: 'Needs a valid access token or API key; no permission.',
    token_tenant: `Needs ${permission} in the tenant of the caller's token.`,
    tenant: `Needs ${permission} in the X-Tenant-Id tenant.`,
    platform: declared
      ? `Needs a platform administrator with ${permission}.`
      : 'Needs a platform administrator.',
  }[info.meta.access ?? 'user'];
  const also = alsoNeeds.map((entry) => `Also needs \`${entry.permission}\` ${entry.when}.`);
  operation.description = [operation.description, [needs, ...also].join(' ')]
    .filter(Boolean)
    .join('\n\n');
  operation.operationId = info.path.replace(/\./g, '_');
}

export function buildOpenApiDocument(router: AnyRouter, domain?: ApiDomain): Json {
  const procedures = listProcedures(router).filter(
    (p) => p.meta.openapi && (!domain || p.meta.domain === domain),
  );
  const byRoute = new Map(
    procedures.map((p) => [`${p.meta.openapi!.method} ${p.meta.openapi!.path}`, p]),
  );
  const document = generateOpenApiDocument(router, {
    title: domain ? `PIM API: ${domain}` : 'PIM API',
    description:
      'Multi-tenant product information management. Successful answers are `{"success": true, "data": ...}`; errors are `{"success": false, "message", "errors": [{code, field, message}]}`.',
    version: '1.0.0',
    baseUrl: '/v1',
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description: 'An access token from POST /v1/auth/login, or an API key.',
      },
    },
    filter: ({ metadata }) => !domain || (metadata as { domain?: string }).domain === domain,
  }) as unknown as Json & { paths?: Record<string, Record<string, Operation>> };

  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const info = byRoute.get(`${method.toUpperCase()} ${path}`);
      if (info) correctOperation(operation, info);
    }
  }
  const components = (document.components ?? {}) as Json & { schemas?: Json };
  // The generator's own error shapes are replaced by the envelope above.
  const schemas = Object.entries(components.schemas ?? {}).filter(
    ([name]) => !name.startsWith('error.'),
  );
  components.schemas = { ...Object.fromEntries(schemas), ErrorEnvelope: ERROR_ENVELOPE };
  document.components = components;
  document.info = {
    ...(document.info as Json),
    license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
  };
  return document;
}

/** The domains that have at least one operation; others have no document. */
export function documentedDomains(router: AnyRouter): Set<ApiDomain> {
  return new Set(
    listProcedures(router).flatMap((p) => (p.meta.openapi && p.meta.domain ? [p.meta.domain] : [])),
  );
}
