// Connector schemas: versions (given, or one above any the connector ever had), drafts made
// active, deprecated and active again, the connector's default schema following them, soft
// deletes, over REST, with their permissions and isolated per tenant and per connector. Their
// attribute sets: connector-schema-attributes.integration.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkIsolation, createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import {
  checkPaging,
  createdOf,
  expectNoContent,
  SCHEMA_KEYS,
  schemaCalls,
  TITLE,
} from '../helpers/integration.ts';
import { testServer } from '../helpers/server.ts';

const { request } = await testServer();
const w = await createCatalogWorld();

const { newConnector, schemasPath, postSchema, createSchema, setStatus, saveAttributes } =
  schemaCalls(request, w);
type Body = Record<string, unknown>;
const getConnector = async (id: string) =>
  dataOf(await request('GET', `/v1/connectors/${id}`, w.asViewer()));
const defaultAttributes = (connectorId: string) =>
  request('GET', `/v1/connectors/${connectorId}/attributes`, w.asViewer());
const builtin = async (type: string) =>
  dataOf(await request('GET', `/v1/connectors?connector_type=${type}`, w.asViewer())).items[0];

describe('POST /v1/connectors/{connectorId}/schemas', () => {
  it('creates drafts (201) numbered one above the highest version, deleted ones included', async () => {
    const connector = await newConnector();
    const first = await createSchema(connector.id, { name: 'First', description: 'v1' });
    expect(Object.keys(first).sort()).toEqual(SCHEMA_KEYS);
    expect(first).toEqual({
      id: expect.any(String),
      connector_id: connector.id,
      name: 'First',
      version: 1,
      description: 'v1',
      status: 'draft',
      attribute_count: 0,
      created_at: expect.stringMatching(/Z$/),
      updated_at: first.created_at,
    });
    expect((await createSchema(connector.id)).version).toBe(2);
    const ten = await createSchema(connector.id, { version: 10 });
    expect(ten.version).toBe(10);
    expect((await createSchema(connector.id, { version: 5 })).version).toBe(5);
    expectNoContent(await request('DELETE', `${schemasPath(connector.id)}/${ten.id}`, w.asAdmin()));
    // 10 was deleted: the next is still 11, and 10 may be taken again explicitly.
    expect((await createSchema(connector.id)).version).toBe(11);
    expect((await createSchema(connector.id, { version: 10 })).version).toBe(10);
    // A drafts-only connector has no default schema.
    expect((await getConnector(connector.id)).default_schema_id).toBeNull();
  });

  it('refuses a version a live schema has (409 already_exists on version)', async () => {
    const connector = await newConnector();
    await createSchema(connector.id, { version: 3 });
    expectError(await postSchema(connector.id, { version: 3 }), 409, 'already_exists', 'version');
    const [api] = [await builtin('api')];
    expectError(await postSchema(api.id, { version: 1 }), 409, 'already_exists', 'version');
  });

  it('numbers concurrent creates one after another, each its own version', async () => {
    const connector = await newConnector();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postSchema(connector.id)));
    const versions = answers.map((answer) => createdOf(answer).version).sort((a, b) => a - b);
    expect(versions).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('validates every field, and needs a connector of the tenant', async () => {
    const connector = await newConnector();
    const refusals: [Body, string, string][] = [
      [{ name: undefined }, 'required', 'name'],
      [{ name: '' }, 'too_short', 'name'],
      [{ name: 'x'.repeat(256) }, 'too_long', 'name'],
      [{ version: 0 }, 'out_of_range', 'version'],
      [{ version: -1 }, 'out_of_range', 'version'],
      [{ version: 1.5 }, 'invalid_type', 'version'],
      [{ version: '2' }, 'invalid_type', 'version'],
      [{ version: 2 ** 31 }, 'out_of_range', 'version'],
      [{ description: 'x'.repeat(1001) }, 'too_long', 'description'],
      [{ status: 'active' }, 'unknown_field', 'status'],
      [{ attributes: [] }, 'unknown_field', 'attributes'],
    ];
    for (const [body, code, field] of refusals) {
      expectError(await postSchema(connector.id, body), 400, code, field);
    }
    expectError(await postSchema(randomUUID()), 404, 'not_found');
    expectError(await postSchema('nope'), 400, 'invalid_format', 'connectorId');
    const { items } = dataOf(await request('GET', schemasPath(connector.id), w.asViewer()));
    expect(items).toEqual([]);
  });
});

describe('GET, PATCH and DELETE /v1/connectors/{connectorId}/schemas/{id}', () => {
  it('reads, renames and soft-deletes a schema (204), only under its own connector', async () => {
    const connector = await newConnector();
    const other = await newConnector();
    const schema = await createSchema(connector.id, { description: 'Old' });
    const url = `${schemasPath(connector.id)}/${schema.id}`;
    expect(dataOf(await request('GET', url, w.asViewer()))).toEqual(schema);
    const elsewhere = `${schemasPath(other.id)}/${schema.id}`;
    for (const [method, path, body] of [
      ['GET', elsewhere, undefined],
      ['PATCH', elsewhere, { name: 'X' }],
      ['DELETE', elsewhere, undefined],
      ['GET', `${elsewhere}/attributes`, undefined],
      ['PATCH', `${elsewhere}/attributes`, { attributes: [] }],
    ] as const) {
      expectError(await request(method, path, w.asAdmin(body)), 404, 'not_found');
    }
    expectError(
      await setStatus({ connector_id: other.id, id: schema.id }, 'active'),
      404,
      'not_found',
    );

    await new Promise((resolve) => setTimeout(resolve, 5));
    const renamed = dataOf(await request('PATCH', url, w.asAdmin({ name: 'Renamed' })));
    expect(renamed).toMatchObject({ name: 'Renamed', description: 'Old', version: 1 });
    expect(renamed.updated_at > schema.updated_at).toBe(true);
    expect(
      dataOf(await request('PATCH', url, w.asAdmin({ description: null }))).description,
    ).toBeNull();
    for (const [body, code, field] of [
      [{ version: 2 }, 'unknown_field', 'version'],
      [{ status: 'active' }, 'unknown_field', 'status'],
      [{ name: '' }, 'too_short', 'name'],
      [{ description: 'x'.repeat(1001) }, 'too_long', 'description'],
    ] as const) {
      expectError(await request('PATCH', url, w.asAdmin(body)), 400, code, field);
    }

    expectNoContent(await request('DELETE', url, w.asAdmin()));
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'X' }],
      ['DELETE', undefined],
    ] as const) {
      expectError(await request(method, url, w.asAdmin(body)), 404, 'not_found');
    }
    expectError(await saveAttributes(schema, [TITLE]), 404, 'not_found');
    expectError(await setStatus(schema, 'active'), 404, 'not_found');
    const { items } = dataOf(await request('GET', schemasPath(connector.id), w.asViewer()));
    expect(items).toEqual([]);
    expectError(
      await request('GET', `${schemasPath(connector.id)}/${randomUUID()}`, w.asViewer()),
      404,
      'not_found',
    );
  });
});

describe('GET /v1/connectors/{connectorId}/schemas', () => {
  it('lists the newest version first, filtered by status and name, paged', async () => {
    const connector = await newConnector();
    const one = await createSchema(connector.id, { name: 'Alpha feed' });
    const two = await createSchema(connector.id, { name: 'Beta feed' });
    const three = await createSchema(connector.id, { name: 'Gamma' });
    dataOf(await setStatus(one, 'active'));
    dataOf(await setStatus(two, 'active'));
    dataOf(await setStatus(two, 'deprecated'));
    const path = schemasPath(connector.id);
    const ids = async (query: string) =>
      dataOf(await request('GET', `${path}${query}`, w.asViewer())).items.map(
        (s: { id: string }) => s.id,
      );
    expect(await ids('')).toEqual([three.id, two.id, one.id]);
    expect(await ids('?status=active')).toEqual([one.id]);
    expect(await ids('?status=draft,deprecated')).toEqual([three.id, two.id]);
    expect(await ids('?status=draft&status=active')).toEqual([three.id, one.id]);
    expect(await ids('?search=FEED')).toEqual([two.id, one.id]);
    expectError(
      await request('GET', `${path}?status=retired`, w.asViewer()),
      400,
      'invalid_value',
      'status.0',
    );
    expectError(
      await request('GET', `${path}?version=1`, w.asViewer()),
      400,
      'unknown_field',
      'version',
    );
    await checkPaging(request, w, path);
    const page = dataOf(await request('GET', `${path}?page_size=1&page=2`, w.asViewer()));
    expect(page.items.map((s: { id: string }) => s.id)).toEqual([two.id]);
    expect(page.pagination).toMatchObject({ total_items: 3, total_pages: 3, has_next: true });
    expectError(await request('GET', schemasPath(randomUUID()), w.asViewer()), 404, 'not_found');
  });
});

describe('PATCH /v1/connectors/{connectorId}/schemas/{id}/status', () => {
  it('moves draft -> active -> deprecated -> active; draft is never set again', async () => {
    const connector = await newConnector();
    const schema = await createSchema(connector.id);
    expectError(await setStatus(schema, 'deprecated'), 409, 'invalid_transition', 'status');
    expectError(await setStatus(schema, 'draft'), 400, 'invalid_value', 'status');
    expectError(await setStatus(schema, undefined), 400, 'required', 'status');
    expectError(await setStatus(schema, 'retired'), 400, 'invalid_value', 'status');
    expect(dataOf(await setStatus(schema, 'active')).status).toBe('active');
    const again = dataOf(await setStatus(schema, 'active'));
    expect(again.status).toBe('active');
    expect(dataOf(await setStatus(schema, 'deprecated')).status).toBe('deprecated');
    expect(dataOf(await setStatus(schema, 'deprecated')).status).toBe('deprecated');
    expect(dataOf(await setStatus(schema, 'active')).status).toBe('active');
    expectError(await setStatus(schema, 'draft'), 400, 'invalid_value', 'status');
    expectError(
      await setStatus({ connector_id: connector.id, id: randomUUID() }, 'active'),
      404,
      'not_found',
    );
  });
});

describe('the default schema', () => {
  it('is the active schema of the highest version: it follows activations, deprecations and deletes', async () => {
    const api = await builtin('api');
    const v1 = api.default_schema_id;
    const v2 = await createSchema(api.id, { name: 'Product record v2' });
    expect(v2.version).toBe(2);
    dataOf(await saveAttributes(v2, [TITLE, { code: 'price', name: 'Price', type: 'number' }]));
    // A draft is nobody's default.
    expect((await getConnector(api.id)).default_schema_id).toBe(v1);
    const codes = async () =>
      dataOf(await defaultAttributes(api.id)).items.map((a: { code: string }) => a.code);
    expect(await codes()).toContain('updated_at');

    dataOf(await setStatus(v2, 'active'));
    expect((await getConnector(api.id)).default_schema_id).toBe(v2.id);
    expect(await codes()).toEqual(['title', 'price']);

    dataOf(await setStatus(v2, 'deprecated'));
    expect((await getConnector(api.id)).default_schema_id).toBe(v1);
    expect(await codes()).toContain('updated_at');

    dataOf(await setStatus(v2, 'active'));
    expect((await getConnector(api.id)).default_schema_id).toBe(v2.id);
    expectNoContent(await request('DELETE', `${schemasPath(api.id)}/${v2.id}`, w.asAdmin()));
    expect((await getConnector(api.id)).default_schema_id).toBe(v1);

    // With no active schema left, there is no default.
    dataOf(await setStatus({ connector_id: api.id, id: v1 }, 'deprecated'));
    expect((await getConnector(api.id)).default_schema_id).toBeNull();
    expectError(await defaultAttributes(api.id), 404, 'not_found');
    dataOf(await setStatus({ connector_id: api.id, id: v1 }, 'active'));
    expect((await getConnector(api.id)).default_schema_id).toBe(v1);
    // The next version skips the deleted 2.
    expect((await createSchema(api.id)).version).toBe(3);
  });

  it("of a built-in connector is edited like any schema's", async () => {
    const storage = await builtin('storage');
    const schema = { connector_id: storage.id, id: storage.default_schema_id };
    const saved = dataOf(await saveAttributes(schema, [TITLE]));
    expect(saved.items.map((a: { code: string }) => a.code)).toEqual(['title']);
    expect(dataOf(await defaultAttributes(storage.id))).toEqual(saved);
  });
});

describe('access', () => {
  it('lets viewers read and refuses them (and editors) every write with 403', async () => {
    const connector = await newConnector();
    const schema = await createSchema(connector.id);
    const url = `${schemasPath(connector.id)}/${schema.id}`;
    for (const as of [w.asViewer, w.asEditor]) {
      const writes = [
        request('POST', schemasPath(connector.id), as({ name: 'X' })),
        request('PATCH', url, as({ name: 'X' })),
        request('DELETE', url, as()),
        request('PATCH', `${url}/attributes`, as({ attributes: [TITLE] })),
        request('PATCH', `${url}/status`, as({ status: 'active' })),
      ];
      for (const answer of await Promise.all(writes)) expectError(answer, 403, 'forbidden');
      dataOf(await request('GET', url, as()));
      dataOf(await request('GET', `${url}/attributes`, as()));
      dataOf(await request('GET', schemasPath(connector.id), as()));
    }
    expect(dataOf(await request('GET', url, w.asViewer()))).toEqual(schema);
  });

  it("keeps another tenant's schemas out of sight (404), and its header out (403)", async () => {
    const connector = await newConnector(w.asForeign);
    const schema = createdOf(
      await request('POST', schemasPath(connector.id), w.asForeign({ name: 'Theirs' })),
    );
    const url = `${schemasPath(connector.id)}/${schema.id}`;
    await checkIsolation(request, w, url, {
      procedure: 'connectorSchemas.get',
      input: { connectorId: connector.id, id: schema.id },
    });
    for (const [method, path, body] of [
      ['GET', schemasPath(connector.id), undefined],
      ['POST', schemasPath(connector.id), { name: 'Mine' }],
      ['PATCH', url, { name: 'Mine' }],
      ['DELETE', url, undefined],
      ['GET', `${url}/attributes`, undefined],
      ['PATCH', `${url}/attributes`, { attributes: [TITLE] }],
      ['PATCH', `${url}/status`, { status: 'active' }],
    ] as const) {
      expectError(await request(method, path, w.asAdmin(body)), 404, 'not_found');
    }
    expect(dataOf(await request('GET', url, w.asForeign()))).toEqual(schema);
  });
});
