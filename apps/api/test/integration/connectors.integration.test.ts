// Connectors: the built-in ones every tenant starts with (each with its default schema), create,
// read, list with its filters, rename, status, over REST, with their permissions and isolated per
// tenant. Connector schemas and default-schema switching: connector-schemas.integration.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUILTIN_CONNECTORS, uniqueCode } from '@pim/db/seed';
import { checkIsolation, createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import {
  checkPaging,
  CONNECTOR_KEYS,
  createdOf,
  SCHEMA_ATTRIBUTE_KEYS,
} from '../helpers/integration.ts';
import { testServer } from '../helpers/server.ts';

const { request } = await testServer();
const w = await createCatalogWorld();

const PATH = '/v1/connectors';
type Body = Record<string, unknown>;
const post = (body: Body = {}) =>
  request(
    'POST',
    PATH,
    w.asAdmin({ code: uniqueCode('con'), name: 'Feed', connector_type: 'sftp', ...body }),
  );
const create = async (body: Body = {}) => createdOf(await post(body));
const list = async (query = '') =>
  dataOf(await request('GET', `${PATH}?page_size=100${query}`, w.asViewer()));
const codesOf = (page: { items: { code: string }[] }) => page.items.map((c) => c.code).sort();

describe('built-in connectors', () => {
  it('are in every new tenant, one per type, each with an active default schema', async () => {
    const page = await list('&search=');
    const builtins = page.items.filter((c: { is_builtin: boolean }) => c.is_builtin);
    expect(codesOf({ items: builtins })).toEqual(['api', 'ftp', 'marketplace', 'sftp', 'storage']);
    for (const connector of builtins) {
      expect(Object.keys(connector).sort()).toEqual(CONNECTOR_KEYS);
      expect(connector).toMatchObject({
        connector_type: connector.code,
        status: 'active',
        is_active: true,
        default_schema_id: expect.any(String),
      });
      const schemas = dataOf(await request('GET', `${PATH}/${connector.id}/schemas`, w.asViewer()));
      expect(schemas.items).toEqual([
        expect.objectContaining({
          id: connector.default_schema_id,
          version: 1,
          status: 'active',
          connector_id: connector.id,
        }),
      ]);
      const builtin = BUILTIN_CONNECTORS.find((b) => b.type === connector.code)!;
      expect(connector.name).toBe(builtin.name);
      const attributes = dataOf(
        await request('GET', `${PATH}/${connector.id}/attributes`, w.asViewer()),
      ).items;
      expect(attributes.map((a: { code: string }) => a.code)).toEqual(
        builtin.attributes.map((a) => a.code),
      );
      expect(schemas.items[0].attribute_count).toBe(attributes.length);
    }
  });

  it('hold the product record: code, name, description, status, family, categories, updated_at', async () => {
    const [marketplace] = (await list('&connector_type=marketplace')).items;
    const attributes = dataOf(
      await request('GET', `${PATH}/${marketplace.id}/attributes`, w.asViewer()),
    ).items;
    for (const attribute of attributes) {
      expect(Object.keys(attribute).sort()).toEqual(SCHEMA_ATTRIBUTE_KEYS);
    }
    expect(attributes.map((a: { code: string }) => a.code)).toEqual([
      'code',
      'name',
      'description',
      'status',
      'family',
      'categories',
      'updated_at',
      'brand',
      'ean',
    ]);
    expect(attributes[0]).toEqual({
      code: 'code',
      name: 'Code',
      type: 'string',
      required: true,
      description: "The product's code",
      enum_values: [],
      source_attribute_code: null,
    });
    expect(attributes[3]).toMatchObject({
      type: 'enum',
      enum_values: ['draft', 'in_review', 'approved', 'archived'],
    });
    expect(attributes[5]).toMatchObject({ code: 'categories', type: 'array' });
  });

  it('can be renamed and deactivated; their code and type stay', async () => {
    const [ftp] = (await list('&connector_type=ftp')).items;
    const renamed = dataOf(
      await request('PATCH', `${PATH}/${ftp.id}`, w.asAdmin({ name: 'Supplier FTP' })),
    );
    expect(renamed).toMatchObject({ code: 'ftp', name: 'Supplier FTP', is_builtin: true });
    const off = dataOf(
      await request('PATCH', `${PATH}/${ftp.id}/status`, w.asAdmin({ status: 'inactive' })),
    );
    expect(off).toMatchObject({ status: 'inactive', is_active: false, is_builtin: true });
    expectError(
      await request('PATCH', `${PATH}/${ftp.id}`, w.asAdmin({ code: 'ftp2' })),
      400,
      'unknown_field',
      'code',
    );
    const on = dataOf(
      await request('PATCH', `${PATH}/${ftp.id}/status`, w.asAdmin({ status: 'active' })),
    );
    expect(on).toMatchObject({
      status: 'active',
      is_active: true,
      default_schema_id: ftp.default_schema_id,
    });
  });

  it('are never deleted: there is no delete operation', async () => {
    const [api] = (await list('&connector_type=api')).items;
    const answer = await request('DELETE', `${PATH}/${api.id}`, w.asAdmin());
    expect(answer.status, answer.text).toBe(404);
    expect(dataOf(await request('GET', `${PATH}/${api.id}`, w.asViewer())).code).toBe('api');
  });
});

describe('POST /v1/connectors', () => {
  it('creates a connector (201) without a schema', async () => {
    const code = uniqueCode('con');
    const connector = await create({
      code,
      name: 'Partner API',
      connector_type: 'api',
      description: 'Pushes',
    });
    expect(Object.keys(connector).sort()).toEqual(CONNECTOR_KEYS);
    expect(connector).toEqual({
      id: expect.any(String),
      code,
      name: 'Partner API',
      connector_type: 'api',
      description: 'Pushes',
      status: 'active',
      is_active: true,
      is_builtin: false,
      default_schema_id: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: connector.created_at,
    });
    expect(dataOf(await request('GET', `${PATH}/${connector.id}`, w.asViewer()))).toEqual(
      connector,
    );
    expect((await create()).description).toBeNull();
  });

  it('refuses a code the tenant has (409 already_exists), a built-in one included', async () => {
    const code = uniqueCode('con');
    await create({ code });
    expectError(await post({ code }), 409, 'already_exists', 'code');
    expectError(await post({ code: 'sftp' }), 409, 'already_exists', 'code');
    // Another tenant's code is free.
    const foreign = await request(
      'POST',
      PATH,
      w.asForeign({ code, name: 'Feed', connector_type: 'ftp' }),
    );
    expect(foreign.status, foreign.text).toBe(201);
  });

  it('validates every field', async () => {
    const refusals: [Body, string, string][] = [
      [{ code: undefined }, 'required', 'code'],
      [{ code: 'a b' }, 'invalid_format', 'code'],
      [{ code: 'x'.repeat(101) }, 'too_long', 'code'],
      [{ name: undefined }, 'required', 'name'],
      [{ name: '' }, 'too_short', 'name'],
      [{ name: 'x'.repeat(256) }, 'too_long', 'name'],
      [{ connector_type: undefined }, 'required', 'connector_type'],
      [{ connector_type: 'ssh' }, 'invalid_value', 'connector_type'],
      [{ connector_type: 3 }, 'invalid_value', 'connector_type'],
      [{ description: 'x'.repeat(1001) }, 'too_long', 'description'],
      [{ status: 'inactive' }, 'unknown_field', 'status'],
      [{ is_builtin: true }, 'unknown_field', 'is_builtin'],
    ];
    for (const [body, code, field] of refusals) expectError(await post(body), 400, code, field);
    const longest = await create({
      code: uniqueCode('x').padEnd(100, 'x'),
      name: 'x'.repeat(255),
      description: 'x'.repeat(1000),
    });
    expect(longest.code).toHaveLength(100);
  });
});

describe('GET /v1/connectors/{id}', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await request('GET', `${PATH}/${randomUUID()}`, w.asViewer()), 404, 'not_found');
    expectError(await request('GET', `${PATH}/nope`, w.asViewer()), 400, 'invalid_format', 'id');
  });
});

describe('GET /v1/connectors', () => {
  it('filters by type (repeated or a comma list), activity and search', async () => {
    const tag = uniqueCode('flt');
    const ftp = await create({ code: `${tag}_a`, connector_type: 'ftp', name: 'Alpha' });
    const store = await create({ code: `${tag}_b`, connector_type: 'storage', name: 'Beta' });
    const market = await create({ code: `${tag}_c`, connector_type: 'marketplace', name: 'Gamma' });
    dataOf(
      await request('PATCH', `${PATH}/${market.id}/status`, w.asAdmin({ status: 'inactive' })),
    );
    const search = `&search=${tag}`;
    expect(codesOf(await list(search))).toEqual([ftp.code, store.code, market.code]);
    expect(codesOf(await list(`${search}&connector_type=ftp`))).toEqual([ftp.code]);
    expect(codesOf(await list(`${search}&connector_type=ftp,storage`))).toEqual([
      ftp.code,
      store.code,
    ]);
    expect(codesOf(await list(`${search}&connector_type=ftp&connector_type=marketplace`))).toEqual([
      ftp.code,
      market.code,
    ]);
    expect(codesOf(await list(`${search}&is_active=false`))).toEqual([market.code]);
    expect(codesOf(await list(`${search}&is_active=true`))).toEqual([ftp.code, store.code]);
    // By name, in any case.
    expect(codesOf(await list(`${search.replace(tag, 'bEtA')}`))).toContain(store.code);
    // Built-ins are found by their code.
    expect(codesOf(await list('&search=marketplace'))).toContain('marketplace');
    expectError(
      await request('GET', `${PATH}?connector_type=ssh`, w.asViewer()),
      400,
      'invalid_value',
      'connector_type.0',
    );
    expectError(
      await request('GET', `${PATH}?is_active=maybe`, w.asViewer()),
      400,
      'invalid_type',
      'is_active',
    );
    expectError(
      await request('GET', `${PATH}?status=active`, w.asViewer()),
      400,
      'unknown_field',
      'status',
    );
  });

  it('pages: 20 by default, 1..100', async () => {
    await checkPaging(request, w, PATH);
    const page = dataOf(await request('GET', `${PATH}?page_size=2&page=2`, w.asViewer()));
    expect(page.items).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 2, page_size: 2, has_next: true });
  });
});

describe('PATCH /v1/connectors/{id}', () => {
  it('changes the name and description only', async () => {
    const connector = await create({ description: 'Old' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const patch = (body: Body) => request('PATCH', `${PATH}/${connector.id}`, w.asAdmin(body));
    const renamed = dataOf(await patch({ name: 'New name' }));
    expect(renamed).toMatchObject({ name: 'New name', description: 'Old', code: connector.code });
    expect(renamed.updated_at > connector.updated_at).toBe(true);
    expect(renamed.created_at).toBe(connector.created_at);
    expect(dataOf(await patch({ description: null })).description).toBeNull();
    expect(dataOf(await patch({})).name).toBe('New name');
    expectError(await patch({ connector_type: 'api' }), 400, 'unknown_field', 'connector_type');
    expectError(await patch({ name: '' }), 400, 'too_short', 'name');
    expectError(await patch({ description: 'x'.repeat(1001) }), 400, 'too_long', 'description');
    expectError(
      await request('PATCH', `${PATH}/${randomUUID()}`, w.asAdmin({ name: 'X' })),
      404,
      'not_found',
    );
  });
});

describe('PATCH /v1/connectors/{id}/status', () => {
  it('moves between active and inactive; the same status again is a no-op', async () => {
    const connector = await create();
    const set = (status: unknown) =>
      request('PATCH', `${PATH}/${connector.id}/status`, w.asAdmin({ status }));
    expect(dataOf(await set('inactive'))).toMatchObject({ status: 'inactive', is_active: false });
    expect(dataOf(await set('inactive'))).toMatchObject({ status: 'inactive', is_active: false });
    expect(dataOf(await set('active'))).toMatchObject({ status: 'active', is_active: true });
    expectError(await set('archived'), 400, 'invalid_value', 'status');
    expectError(await set(undefined), 400, 'required', 'status');
    expectError(
      await request('PATCH', `${PATH}/${randomUUID()}/status`, w.asAdmin({ status: 'active' })),
      404,
      'not_found',
    );
  });
});

describe('GET /v1/connectors/{connectorId}/attributes', () => {
  it('is 404 for a connector without an active schema and for an unknown connector', async () => {
    const connector = await create();
    expectError(
      await request('GET', `${PATH}/${connector.id}/attributes`, w.asViewer()),
      404,
      'not_found',
    );
    expectError(
      await request('GET', `${PATH}/${randomUUID()}/attributes`, w.asViewer()),
      404,
      'not_found',
    );
  });
});

describe('access', () => {
  it('lets viewers read and refuses them (and editors) every write with 403', async () => {
    const connector = await create();
    dataOf(await request('GET', `${PATH}/${connector.id}`, w.asViewer()));
    for (const as of [w.asViewer, w.asEditor]) {
      const writes = [
        request('POST', PATH, as({ code: uniqueCode('con'), name: 'X', connector_type: 'api' })),
        request('PATCH', `${PATH}/${connector.id}`, as({ name: 'X' })),
        request('PATCH', `${PATH}/${connector.id}/status`, as({ status: 'inactive' })),
      ];
      for (const answer of await Promise.all(writes)) expectError(answer, 403, 'forbidden');
    }
    expect(dataOf(await request('GET', `${PATH}/${connector.id}`, w.asViewer()))).toEqual(
      connector,
    );
  });

  it("keeps another tenant's connectors out of sight (404), and its header out (403)", async () => {
    const foreign = createdOf(
      await request(
        'POST',
        PATH,
        w.asForeign({ code: uniqueCode('con'), name: 'Theirs', connector_type: 'api' }),
      ),
    );
    await checkIsolation(request, w, `${PATH}/${foreign.id}`, {
      procedure: 'connectors.get',
      input: { id: foreign.id },
    });
    for (const [method, url, body] of [
      ['PATCH', `${PATH}/${foreign.id}`, { name: 'Mine' }],
      ['PATCH', `${PATH}/${foreign.id}/status`, { status: 'inactive' }],
      ['GET', `${PATH}/${foreign.id}/attributes`, undefined],
    ] as const) {
      expectError(await request(method, url, w.asAdmin(body)), 404, 'not_found');
    }
    const theirs = dataOf(await request('GET', `${PATH}/${foreign.id}`, w.asForeign()));
    expect(theirs).toMatchObject({ name: 'Theirs', status: 'active' });
    expect(codesOf(await list(`&search=${foreign.code}`))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the integration operations under integration, with 201 on creates and 204 on deletes', async () => {
    const part = (await request('GET', '/v1/openapi/integration.json')).body;
    const whole = (await request('GET', '/v1/openapi.json')).body;
    const statuses = (method: string, route: string) =>
      Object.keys(whole.paths[route][method].responses).filter((s) => s.startsWith('2'));
    expect(statuses('post', '/connectors')).toEqual(['201']);
    expect(statuses('post', '/connectors/{connectorId}/schemas')).toEqual(['201']);
    expect(statuses('delete', '/connectors/{connectorId}/schemas/{id}')).toEqual(['204']);
    expect(statuses('get', '/connectors/{connectorId}/attributes')).toEqual(['200']);
    expect(whole.paths['/connectors/{id}'].delete).toBeUndefined();
    expect(Object.keys(part.paths).sort()).toEqual([
      '/category-mappings',
      '/category-mappings/{id}',
      '/connections',
      '/connections/{id}',
      '/connections/{id}/category-mappings/channel',
      '/connections/{id}/exports',
      '/connections/{id}/imports',
      '/connections/{id}/status',
      '/connections/{id}/test',
      '/connectors',
      '/connectors/{connectorId}/attributes',
      '/connectors/{connectorId}/schemas',
      '/connectors/{connectorId}/schemas/{id}',
      '/connectors/{connectorId}/schemas/{id}/attributes',
      '/connectors/{connectorId}/schemas/{id}/status',
      '/connectors/{id}',
      '/connectors/{id}/status',
    ]);
    expect(whole.paths['/connectors'].post.tags).toEqual(['Connectors']);
    expect(whole.paths['/connectors/{connectorId}/schemas'].post.tags).toEqual([
      'Connector schemas',
    ]);
  });
});
