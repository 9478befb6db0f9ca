// What the integration tests share: the answers integration writes give (201 with the record,
// 204 with no body), the keys of a connector and a schema, the answers a list's paging gives,
// and the calls on connectors and their schemas.
import { uniqueCode } from '@pim/db/seed';
import { expect } from 'vitest';
import { checkListPaging } from './catalog.ts';
import type { CatalogWorld } from './catalog-world.ts';
import type { Answer, Request } from './server.ts';

export const CONNECTOR_KEYS = [
  'code',
  'connector_type',
  'created_at',
  'default_schema_id',
  'description',
  'id',
  'is_active',
  'is_builtin',
  'name',
  'status',
  'updated_at',
];
export const SCHEMA_KEYS = [
  'attribute_count',
  'connector_id',
  'created_at',
  'description',
  'id',
  'name',
  'status',
  'updated_at',
  'version',
];
export const SCHEMA_ATTRIBUTE_KEYS = [
  'code',
  'description',
  'enum_values',
  'name',
  'required',
  'source_attribute_code',
  'type',
];

/** The record a create answered with 201. */
export function createdOf(answer: Answer) {
  expect(answer.status, answer.text).toBe(201);
  expect(answer.body.success, answer.text).toBe(true);
  return answer.body.data;
}

/** A 204 with an empty body. */
export function expectNoContent(answer: Answer) {
  expect(answer.status, answer.text).toBe(204);
  expect(answer.text).toBe('');
}

/** A list's paging: default page size 20, 1..100, a page past the end, no top-level block. */
export const checkPaging = (request: Request, w: CatalogWorld, path: string) =>
  checkListPaging(request, w, path, { defaultPageSize: 20, topLevelPagination: false });

type As = CatalogWorld['asAdmin'];
interface SchemaRef {
  connector_id: string;
  id: string;
}

/** A title attribute: a required string. */
export const TITLE = { code: 'title', name: 'Title', type: 'string', required: true };

/** Calls on connectors and their schemas, as home's administrator unless told otherwise. */
export function schemaCalls(request: Request, w: CatalogWorld) {
  const schemasPath = (connectorId: string) => `/v1/connectors/${connectorId}/schemas`;
  const postSchema = (connectorId: string, body: Record<string, unknown> = {}, as = w.asAdmin) =>
    request('POST', schemasPath(connectorId), as({ name: 'Feed v', ...body }));
  return {
    schemasPath,
    postSchema,
    /** A fresh sftp connector, without a schema. */
    newConnector: async (as: As = w.asAdmin) => {
      const body = { code: uniqueCode('con'), name: 'Feed', connector_type: 'sftp' };
      return createdOf(await request('POST', '/v1/connectors', as(body)));
    },
    createSchema: async (connectorId: string, body: Record<string, unknown> = {}) =>
      createdOf(await postSchema(connectorId, body)),
    setStatus: (schema: SchemaRef, status: unknown) =>
      request(
        'PATCH',
        `${schemasPath(schema.connector_id)}/${schema.id}/status`,
        w.asAdmin({ status }),
      ),
    saveAttributes: (schema: SchemaRef, attributes: unknown) =>
      request(
        'PATCH',
        `${schemasPath(schema.connector_id)}/${schema.id}/attributes`,
        w.asAdmin({ attributes }),
      ),
  };
}
