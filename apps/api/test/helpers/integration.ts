// What the integration tests share: the answers integration writes give (201 with the record,
// 204 with no body), the keys of a connector and a schema, and the answers a list's paging gives.
import { expect } from 'vitest';
import { dataOf, type CatalogWorld } from './catalog-world.ts';
import { expectError } from './expect.ts';
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
export async function checkPaging(request: Request, w: CatalogWorld, path: string) {
  const join = path.includes('?') ? '&' : '?';
  const answer = await request('GET', path, w.asViewer());
  const first = dataOf(answer);
  expect(first.pagination).toMatchObject({ page: 1, page_size: 20 });
  expect(answer.body).not.toHaveProperty('pagination');
  for (const [bad, code] of [
    ['0', 'out_of_range'],
    ['101', 'out_of_range'],
    ['x', 'invalid_type'],
  ] as const) {
    expectError(
      await request('GET', `${path}${join}page_size=${bad}`, w.asViewer()),
      400,
      code,
      'page_size',
    );
  }
  expectError(
    await request('GET', `${path}${join}page=0`, w.asViewer()),
    400,
    'out_of_range',
    'page',
  );
  const past = dataOf(
    await request('GET', `${path}${join}page=${first.pagination.total_pages + 1}`, w.asViewer()),
  );
  expect(past.items).toEqual([]);
  expect(past.pagination.has_next).toBe(false);
}
