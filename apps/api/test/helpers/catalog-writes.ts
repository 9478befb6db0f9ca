// Checks of the writes every catalog resource shares: its answer's keys, its code, name and
// description, its code's uniqueness, who may write, its updates, its delete, and another
// tenant's record refused on every write.
import { uniqueCode } from '@pim/db/seed';
import { expect } from 'vitest';
import { type Body, type CatalogWorld, dataOf, type Send } from './catalog-world.ts';
import { expectError } from './expect.ts';
import { trpcMutation, type Answer, type Request } from './server.ts';

export const recordKeys = (...extra: string[]) =>
  ['code', 'created_at', 'created_by', 'id', 'modified_at', 'modified_by', 'name', ...extra].sort();

/** POST to a collection as home's editor, with a fresh code (`prefix`_…) and `fields`. */
export function poster(
  request: Request,
  w: CatalogWorld,
  path: string,
  prefix: string,
  fields: Body,
) {
  const post = (body: Body = {}) =>
    request('POST', path, w.asEditor({ code: uniqueCode(prefix), ...fields, ...body }));
  const create = async (body: Body = {}) => dataOf(await post(body));
  return { post, create };
}

/** A record home's editor just created: exactly `keys`, its audit fields naming the editor. */
export function expectCreated(w: CatalogWorld, record: Body, keys: string[]) {
  expect(Object.keys(record).sort()).toEqual(keys);
  expect(record).toMatchObject({
    created_by: { id: w.editor.id, name: w.editor.name, type: 'user' },
    modified_by: { id: w.editor.id },
  });
  expect(record.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
}

/**
 * A create's code (required, a format, 100 characters), name (required, a string of 1..255),
 * description (up to 1000, unless `description` is false), the `unknown` fields refused, and
 * the longest values accepted (with `longest` beside them). Returns the longest record.
 */
export async function checkCodeNameDescription(
  post: Send,
  options: { description?: boolean; unknown?: Body; longest?: Body } = {},
) {
  const description = options.description ?? true;
  const refusals: [body: Body, code: string, field: string][] = [
    [{ code: undefined }, 'required', 'code'],
    [{ code: 'a b' }, 'invalid_format', 'code'],
    [{ code: 'a/b' }, 'invalid_format', 'code'],
    [{ code: 'x'.repeat(101) }, 'too_long', 'code'],
    [{ name: undefined }, 'required', 'name'],
    [{ name: '' }, 'too_short', 'name'],
    [{ name: 'x'.repeat(256) }, 'too_long', 'name'],
    [{ name: 12 }, 'invalid_type', 'name'],
  ];
  if (description) refusals.push([{ description: 'x'.repeat(1001) }, 'too_long', 'description']);
  for (const [field, value] of Object.entries(options.unknown ?? {})) {
    refusals.push([{ [field]: value }, 'unknown_field', field]);
  }
  for (const [body, code, field] of refusals) expectError(await post(body), 400, code, field);
  const longest = await post({
    code: uniqueCode('x').padEnd(100, 'x'),
    name: 'x'.repeat(255),
    ...(description ? { description: 'x'.repeat(1000) } : {}),
    ...options.longest,
  });
  expect(longest.status, longest.text).toBe(200);
  expect(longest.body.data.code).toHaveLength(100);
  return longest.body.data;
}

/**
 * A code is taken while its record lives (409 already_exists), free elsewhere (by default in
 * another tenant, with `foreign` fields), and free again once the record is deleted (by
 * DELETE <path>/<id>, or `remove` where no operation deletes).
 */
export async function checkCodeUniqueness(
  request: Request,
  w: CatalogWorld,
  options: {
    path: string;
    post: Send;
    first?: { id: string; code: string };
    foreign?: Body;
    elsewhere?: (code: string) => Promise<Answer>;
    remove?: (id: string) => Promise<unknown>;
  },
) {
  const first = options.first ?? dataOf(await options.post({}));
  expectError(await options.post({ code: first.code }), 409, 'already_exists', 'code');
  const elsewhere =
    options.elsewhere ??
    ((code: string) =>
      request('POST', options.path, w.asForeign({ name: 'Theirs', ...options.foreign, code })));
  dataOf(await elsewhere(first.code));
  if (options.remove) await options.remove(first.id);
  else dataOf(await request('DELETE', `${options.path}/${first.id}`, w.asEditor()));
  expect(dataOf(await options.post({ code: first.code })).id).not.toBe(first.id);
}

/**
 * POST <path> refuses a viewer before it looks at the body (403); the tRPC `procedure` creates
 * for the editor and answers `expected` (toMatchObject, or null). Returns the tRPC answer's data.
 */
export async function checkWriterOnly(
  request: Request,
  w: CatalogWorld,
  options: { path: string; procedure: string; input: Body; expected: Body | null },
) {
  expectError(await request('POST', options.path, w.asViewer({ bogus: true })), 403, 'forbidden');
  const answer = await trpcMutation(request, options.procedure, options.input, w.asEditor());
  expect(answer.status, answer.text).toBe(200);
  const data = answer.body.result.data;
  if (options.expected === null) expect(data).toBeNull();
  else expect(data).toMatchObject(options.expected);
  return data;
}

/** GET <path>?<query> (&<query> after a query) as the viewer: the page, or its items' codes. */
export function lister(request: Request, w: CatalogWorld, path: string) {
  const join = path.includes('?') ? '&' : '?';
  const list = async (query = '') =>
    dataOf(await request('GET', `${path}${join}${query}`, w.asViewer()));
  const codes = async (query = '') =>
    (await list(query)).items.map((item: { code: string }) => item.code);
  return { list, codes };
}

/** Each `query` of GET <path> refused with 400 `code` on `field`. */
export async function checkListRefusals(
  request: Request,
  w: CatalogWorld,
  path: string,
  cases: readonly (readonly [query: string, code: string, field: string])[],
) {
  for (const [query, code, field] of cases) {
    expectError(await request('GET', `${path}?${query}`, w.asViewer()), 400, code, field);
  }
}

/** An update's refusals (by `patch`): a fixed code, an empty or long name, a long description. */
export async function checkUpdateRefusals(patch: Send) {
  expectError(await patch({ code: 'x' }), 400, 'unknown_field', 'code');
  expectError(await patch({ name: '' }), 400, 'too_short', 'name');
  expectError(await patch({ name: 'x'.repeat(256) }), 400, 'too_long', 'name');
  expectError(await patch({ description: 'x'.repeat(1001) }), 400, 'too_long', 'description');
}

/**
 * PATCH <path> of `record` (made with a description) by home's administrator: read as made,
 * renamed alone, its description cleared (with `clear` beside), the update refusals, and a
 * viewer's 403. Returns the renamed and the cleared record.
 */
export async function checkRenameAndClear(
  request: Request,
  w: CatalogWorld,
  path: string,
  record: { code: string; description: string },
  clear: Body = {},
) {
  expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(record);
  const patch = (body: Body) => request('PATCH', path, w.asAdmin(body));
  const renamed = dataOf(await patch({ name: 'Renamed' }));
  expect(renamed).toMatchObject({
    name: 'Renamed',
    description: record.description,
    code: record.code,
    modified_by: { id: w.admin.id },
  });
  const cleared = dataOf(await patch({ description: null, ...clear }));
  expect(cleared).toMatchObject({ name: 'Renamed', description: null });
  await checkUpdateRefusals(patch);
  expectError(await request('PATCH', path, w.asViewer({ name: 'N' })), 403, 'forbidden');
  return { renamed, cleared };
}

/** DELETE <path> by the editor: the envelope without data, then 404 to a read and a delete. */
export async function checkDeleted(request: Request, w: CatalogWorld, path: string) {
  const answer = await request('DELETE', path, w.asEditor());
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body).toEqual({ success: true });
  expectError(await request('GET', path, w.asViewer()), 404, 'not_found');
  expectError(await request('DELETE', path, w.asEditor()), 404, 'not_found');
}

/** A call on one record: method, path after the record's, body. */
export type Call = readonly [method: string, suffix: string, body?: unknown];
const CALLS = {
  read: ['GET', '', undefined],
  rename: ['PATCH', '', { name: 'Mine now' }],
  status: ['PATCH', '/status', { status: 'inactive' }],
  readTranslations: ['GET', '/translations', undefined],
  translate: ['PATCH', '/translations', { translations: [{ locale: 'fr_FR', name: 'N' }] }],
  delete: ['DELETE', '', undefined],
} as const satisfies Record<string, Call>;

/** Each call on <path> (another tenant's, or under another parent): 404 to home's admin. */
export async function checkForeignWrites(
  request: Request,
  w: CatalogWorld,
  path: string,
  calls: readonly (keyof typeof CALLS | Call)[],
) {
  for (const call of calls) {
    const [method, suffix, body] = typeof call === 'string' ? CALLS[call] : call;
    const answer = await request(method, `${path}${suffix}`, w.asAdmin(body));
    expectError(answer, 404, 'not_found');
  }
}
