// Connector schemas: versions (given, or one above any the connector ever had), drafts made
// active, deprecated and active again, the connector's default schema following them, soft
// deletes, whole attribute sets with their validation, over REST, with their permissions and
// isolated per tenant and per connector.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAttribute, uniqueCode } from '@pim/db/seed';
import { checkIsolation, createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import {
  checkPaging,
  createdOf,
  expectNoContent,
  SCHEMA_ATTRIBUTE_KEYS,
  SCHEMA_KEYS,
} from '../helpers/integration.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

type Body = Record<string, unknown>;
type As = typeof w.asAdmin;

async function newConnector(as: As = w.asAdmin) {
  const body = { code: uniqueCode('con'), name: 'Feed', connector_type: 'sftp' };
  return createdOf(await request('POST', '/v1/connectors', as(body)));
}
const schemasPath = (connectorId: string) => `/v1/connectors/${connectorId}/schemas`;
const postSchema = (connectorId: string, body: Body = {}, as: As = w.asAdmin) =>
  request('POST', schemasPath(connectorId), as({ name: 'Feed v', ...body }));
const createSchema = async (connectorId: string, body: Body = {}) =>
  createdOf(await postSchema(connectorId, body));
const setStatus = (schema: { connector_id: string; id: string }, status: unknown) =>
  request(
    'PATCH',
    `${schemasPath(schema.connector_id)}/${schema.id}/status`,
    w.asAdmin({ status }),
  );
const saveAttributes = (schema: { connector_id: string; id: string }, attributes: unknown) =>
  request(
    'PATCH',
    `${schemasPath(schema.connector_id)}/${schema.id}/attributes`,
    w.asAdmin({ attributes }),
  );
const getConnector = async (id: string) =>
  dataOf(await request('GET', `/v1/connectors/${id}`, w.asViewer()));
const defaultAttributes = (connectorId: string) =>
  request('GET', `/v1/connectors/${connectorId}/attributes`, w.asViewer());
const builtin = async (type: string) =>
  dataOf(await request('GET', `/v1/connectors?connector_type=${type}`, w.asViewer())).items[0];

const TITLE = { code: 'title', name: 'Title', type: 'string', required: true };

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
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'X' }],
      ['DELETE', undefined],
    ] as const) {
      expectError(await request(method, elsewhere, w.asAdmin(body)), 404, 'not_found');
      expectError(
        await request(
          method,
          `${elsewhere}/attributes`,
          w.asAdmin(method === 'PATCH' ? { attributes: [] } : undefined),
        ),
        method === 'DELETE' ? 404 : 404,
        'not_found',
      );
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

describe('PATCH /v1/connectors/{connectorId}/schemas/{id}/attributes', () => {
  it('replaces the whole set, in the order given, answering every key', async () => {
    const connector = await newConnector();
    const schema = await createSchema(connector.id);
    const source = await createAttribute(server.db, w.home.id, { code: uniqueCode('brand') });
    const attributes = [
      { code: 'sku', name: 'SKU', type: 'string', required: true, description: 'Key' },
      { code: 'color', name: 'Color', type: 'enum', enum_values: ['red', 'blue'] },
      { code: 'brand', name: 'Brand', type: 'string', source_attribute_code: source.code },
      { code: 'dims', name: 'Dimensions', type: 'object', enum_values: [], description: null },
      { code: 'tags', name: 'Tags', type: 'array' },
      { code: 'weight', name: 'Weight', type: 'number' },
      { code: 'sale', name: 'On sale', type: 'boolean', enum_values: null },
    ];
    const saved = dataOf(await saveAttributes(schema, attributes));
    expect(saved.items.map((a: { code: string }) => a.code)).toEqual(attributes.map((a) => a.code));
    for (const item of saved.items) expect(Object.keys(item).sort()).toEqual(SCHEMA_ATTRIBUTE_KEYS);
    expect(saved.items[0]).toEqual({
      code: 'sku',
      name: 'SKU',
      type: 'string',
      required: true,
      description: 'Key',
      enum_values: [],
      source_attribute_code: null,
    });
    expect(saved.items[1]).toMatchObject({ required: false, enum_values: ['red', 'blue'] });
    expect(saved.items[2]).toMatchObject({ source_attribute_code: source.code, description: null });
    const url = `${schemasPath(connector.id)}/${schema.id}`;
    expect(dataOf(await request('GET', `${url}/attributes`, w.asViewer()))).toEqual(saved);
    expect(dataOf(await request('GET', url, w.asViewer())).attribute_count).toBe(7);

    // What was answered may be sent back as it is.
    expect(dataOf(await saveAttributes(schema, saved.items))).toEqual(saved);
    // A new set replaces the old, in its own order.
    const reordered = dataOf(await saveAttributes(schema, [attributes[4], attributes[0]]));
    expect(reordered.items.map((a: { code: string }) => a.code)).toEqual(['tags', 'sku']);
    expect(dataOf(await request('GET', url, w.asViewer())).attribute_count).toBe(2);
    expect(dataOf(await saveAttributes(schema, [])).items).toEqual([]);
    expect(dataOf(await request('GET', url, w.asViewer())).attribute_count).toBe(0);
  });

  it('validates the set: codes once, enum values only and always on enums, bounds', async () => {
    const connector = await newConnector();
    const schema = await createSchema(connector.id);
    dataOf(await saveAttributes(schema, [TITLE]));
    const enumOf = (enum_values: unknown) => ({ code: 'c', name: 'C', type: 'enum', enum_values });
    const refusals: [unknown, string, string][] = [
      [undefined, 'required', 'attributes'],
      ['title', 'invalid_type', 'attributes'],
      [[TITLE, { ...TITLE, name: 'Again' }], 'invalid_value', 'attributes.1.code'],
      [[{ ...TITLE, code: 'a b' }], 'invalid_format', 'attributes.0.code'],
      [[{ ...TITLE, code: 'x'.repeat(101) }], 'too_long', 'attributes.0.code'],
      [[{ ...TITLE, code: undefined }], 'required', 'attributes.0.code'],
      [[{ ...TITLE, name: '' }], 'too_short', 'attributes.0.name'],
      [[{ ...TITLE, type: 'date' }], 'invalid_value', 'attributes.0.type'],
      [[{ ...TITLE, type: undefined }], 'required', 'attributes.0.type'],
      [[{ ...TITLE, required: 'yes' }], 'invalid_type', 'attributes.0.required'],
      [[{ ...TITLE, description: 'x'.repeat(1001) }], 'too_long', 'attributes.0.description'],
      [[{ ...TITLE, position: 1 }], 'unknown_field', 'attributes.0.position'],
      [[{ ...TITLE, enum_values: ['a'] }], 'invalid_value', 'attributes.0.enum_values'],
      [[enumOf(undefined)], 'required', 'attributes.0.enum_values'],
      [[enumOf(null)], 'required', 'attributes.0.enum_values'],
      [[enumOf([])], 'too_short', 'attributes.0.enum_values'],
      [[enumOf(['a', 'b', 'a'])], 'invalid_value', 'attributes.0.enum_values.2'],
      [[enumOf([''])], 'too_short', 'attributes.0.enum_values.0'],
      [[enumOf(['x'.repeat(256)])], 'too_long', 'attributes.0.enum_values.0'],
      [
        [enumOf(Array.from({ length: 501 }, (_, i) => `v${i}`))],
        'too_long',
        'attributes.0.enum_values',
      ],
      [
        [{ ...TITLE, source_attribute_code: 'a b' }],
        'invalid_format',
        'attributes.0.source_attribute_code',
      ],
      [
        Array.from({ length: 501 }, (_, i) => ({ ...TITLE, code: `c${i}` })),
        'too_long',
        'attributes',
      ],
    ];
    for (const [attributes, code, field] of refusals) {
      expectError(await saveAttributes(schema, attributes), 400, code, field);
    }
    const most = Array.from({ length: 500 }, (_, i) => ({ ...TITLE, code: `c${i}` }));
    expect(dataOf(await saveAttributes(schema, most)).items).toHaveLength(500);
    const url = `${schemasPath(connector.id)}/${schema.id}/attributes`;
    expect(dataOf(await request('GET', url, w.asViewer())).items).toHaveLength(500);
  });

  it('needs every source to be a live attribute of the tenant (400 invalid_reference)', async () => {
    const connector = await newConnector();
    const schema = await createSchema(connector.id);
    const live = await createAttribute(server.db, w.home.id);
    const deleted = await createAttribute(server.db, w.home.id);
    await server.db.attribute.update({
      where: { id: deleted.id },
      data: { deletedAt: new Date() },
    });
    const foreign = await createAttribute(server.db, w.foreign.id);
    const withSource = (source: string) => [
      { ...TITLE, source_attribute_code: live.code },
      { code: 'other', name: 'Other', type: 'string', source_attribute_code: source },
    ];
    for (const code of [deleted.code, foreign.code, uniqueCode('nothing')]) {
      expectError(
        await saveAttributes(schema, withSource(code)),
        400,
        'invalid_reference',
        'attributes.1.source_attribute_code',
      );
    }
    const url = `${schemasPath(connector.id)}/${schema.id}/attributes`;
    expect(dataOf(await request('GET', url, w.asViewer())).items).toEqual([]);
    expect(dataOf(await saveAttributes(schema, withSource(live.code))).items).toHaveLength(2);
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
