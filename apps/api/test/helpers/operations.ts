// Every operation of the router, as the matrix tests call it over both transports: the tRPC
// procedure path and its REST route come from the router's own definitions (each
// procedure's meta.openapi), the inputs from the served OpenAPI document. A call names the
// values of the operation's fields; the request is built for REST (path, query string, JSON
// body) or tRPC (GET ?input= for a query, a JSON body for a mutation).
import { appRouter } from '../../src/routers/app-router.ts';
import { listProcedures } from '../../src/trpc/procedure-meta.ts';
import type { Answer, Request } from './server.ts';

export type Transport = 'rest' | 'trpc';
export const TRANSPORTS: Transport[] = ['rest', 'trpc'];

export interface Field {
  name: string;
  in: 'path' | 'query' | 'body';
  required: boolean;
  schema: any;
}

export interface Operation {
  /** The tRPC procedure path, e.g. `users.get`. */
  procedure: string;
  type: 'query' | 'mutation';
  method: string;
  /** The REST path under /v1, e.g. `/users/{id}`. */
  path: string;
  /** The rung, as the document's x-access states it. */
  access: string;
  fields: Field[];
  /** The input field a JSON array body is (meta.arrayBody), sent over REST as the body. */
  arrayBody?: string;
  /** Bytes in or out (an upload, a download): served over REST only. */
  binary: boolean;
}

/** Joins each procedure of the router with its operation in the OpenAPI document. */
export function listOperations(document: any): Operation[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string } }
  >;
  return listProcedures(appRouter).flatMap(({ path: procedure, meta }) => {
    if (!meta.openapi) return [];
    const { method, path } = meta.openapi;
    const op = document.paths?.[path]?.[method.toLowerCase()];
    if (!op) throw new Error(`${procedure}: ${method} ${path} is not in the document`);
    const parameters = (op.parameters ?? []) as any[];
    const body = op.requestBody?.content?.['application/json']?.schema;
    const arrayBody = meta.arrayBody;
    const bodyFields: Field[] = arrayBody
      ? [{ name: arrayBody, in: 'body', required: true, schema: body }]
      : Object.entries((body?.properties ?? {}) as Record<string, any>).map(([name, schema]) => ({
          name,
          in: 'body' as const,
          required: (body.required ?? []).includes(name),
          schema,
        }));
    const fields: Field[] = [
      ...parameters
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ name: p.name, in: p.in, required: !!p.required, schema: p.schema })),
      ...bodyFields,
    ];
    const type = procedures[procedure]!._def.type as Operation['type'];
    return [
      {
        procedure,
        type,
        method,
        path,
        access: op['x-access'],
        fields,
        ...(arrayBody ? { arrayBody } : {}),
        binary: !!(meta.rawBody || meta.rawResponse),
      },
    ];
  });
}

/** A field that names a row: identifiers are uuids, or lists of them. */
export function isIdField(field: Field): boolean {
  const uuid = (schema: any): boolean =>
    schema?.format === 'uuid' ||
    schema?.items?.format === 'uuid' ||
    // A nullable id (`parent_id: null` moves a category to the top) is `anyOf [uuid, null]`.
    (schema?.anyOf ?? schema?.oneOf ?? []).some(uuid);
  return uuid(field.schema ?? {});
}

/** The operation called with these field values, over one transport. */
export function callOperation(
  request: Request,
  transport: Transport,
  op: Operation,
  input: Record<string, unknown>,
  options: { token: string; tenant?: string },
): Promise<Answer> {
  if (transport === 'trpc') {
    return op.type === 'query'
      ? request(
          'GET',
          `/trpc/${op.procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
          options,
        )
      : request('POST', `/trpc/${op.procedure}`, { ...options, body: input });
  }
  const rest = { ...input };
  const url = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (op.method === 'GET') {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(rest)) {
      for (const one of [value].flat()) query.append(name, String(one));
    }
    const search = query.size ? `?${query}` : '';
    return request('GET', `/v1${url}${search}`, options);
  }
  const hasBody = op.fields.some((f) => f.in === 'body');
  const body = op.arrayBody ? rest[op.arrayBody] : hasBody ? rest : undefined;
  return request(op.method, `/v1${url}`, { ...options, body });
}

export interface Outcome {
  status: number;
  /** `code@field` of every error, sorted. */
  errors: string[];
  message?: string;
  /** How many items a successful list answered. */
  items?: number;
}

/** What an answer says, whichever transport gave it. */
export function outcomeOf(transport: Transport, answer: Answer): Outcome {
  const body = answer.body ?? {};
  const error = transport === 'rest' ? (body.success === false ? body : undefined) : body.error;
  const details = (transport === 'rest' ? error?.errors : error?.data?.errors) ?? [];
  const data = transport === 'rest' ? body.data : body.result?.data;
  return {
    status: answer.status,
    errors: (details as { code: string; field: string }[])
      .map((e) => `${e.code}@${e.field}`)
      .sort(),
    message: error?.message,
    items: Array.isArray(data?.items) ? data.items.length : undefined,
  };
}
