// Connections: create on a connector of the tenant with a config checked per connector type
// and credentials sealed at rest, read, list, update (config replaced, credentials replaced or
// removed), status, soft delete, the schedule's next run, and what transports read of one
// (loadTransportTarget, key rotation). Isolated per tenant. Credentials never answered nor
// logged: connections-secrets.integration.test.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CredentialsError,
  type IntegrationScope,
  type IntegrationSettings,
  loadTransportTarget,
} from '@pim/core';
import { createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf, type Body } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import {
  ownTestServer,
  testIntegrationSettings,
  testServer,
  trpcMutation,
} from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const tree = await createCategoryTree(server.db, w.home.id);
const channel = await createChannel(server.db, tree, { locales: ['en_US', 'fr_FR'] });

const PATH = '/v1/connections';
const CONNECTION_KEYS = [
  'code',
  'config',
  'connector_id',
  'connector_type',
  'created_at',
  'description',
  'has_credentials',
  'id',
  'last_export_at',
  'name',
  'status',
  'updated_at',
];

const connectors = await server.db.connector.findMany({ where: { tenantId: w.home.id } });
const connectorOf = (type: string) => connectors.find((c) => c.code === type)!.id;

/** A valid config and credentials per connector type (storage: local takes none). */
const VALID: Record<string, { config: Body; credentials?: Body }> = {
  sftp: {
    config: { host: 'sftp.example.com', port: 2222, path: '/upload/pim' },
    credentials: { username: 'deploy', private_key: '-----BEGIN OPENSSH PRIVATE KEY-----' },
  },
  ftp: {
    config: { host: '203.0.113.7', secure: true, format: 'csv', file_pattern: 'products-*.csv' },
    credentials: { username: 'ftp-user', password: 'ftp-pass' },
  },
  storage: { config: { driver: 'local', path: 'exports/shop' } },
  api: {
    config: { url: 'https://api.example.com/products', batch_size: 50 },
    credentials: { token: 'api-token' },
  },
  marketplace: {
    config: { url: 'https://market.example.com/feed', format: 'json' },
    credentials: { username: 'seller', password: 'seller-pass' },
  },
};

function post(type: string, body: Body = {}, as = w.asAdmin) {
  return request(
    'POST',
    PATH,
    as({
      connector_id: connectorOf(type),
      code: uniqueCode('conn'),
      name: `A ${type} connection`,
      ...VALID[type],
      ...body,
    }),
  );
}
async function create(type: string, body: Body = {}) {
  const answer = await post(type, body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data;
}
const rowOf = (id: string) => server.db.connection.findUniqueOrThrow({ where: { id } });
const patch = (id: string, body: Body, as = w.asAdmin) =>
  request('PATCH', `${PATH}/${id}`, as(body));
const scopeOf = (integration: IntegrationSettings, tenantId = w.home.id) =>
  ({ db: server.database, tenantId, integration }) as unknown as IntegrationScope;

describe('POST /v1/connections', () => {
  it.each(Object.keys(VALID))('creates a %s connection, its credentials sealed', async (type) => {
    const connection = await create(type, { description: 'Nightly feed' });
    expect(Object.keys(connection).sort()).toEqual(CONNECTION_KEYS);
    expect(connection).toMatchObject({
      connector_id: connectorOf(type),
      connector_type: type,
      description: 'Nightly feed',
      status: 'active',
      config: VALID[type]!.config,
      has_credentials: VALID[type]!.credentials !== undefined,
      last_export_at: null,
    });
    expect(connection.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(connection.updated_at).toBe(connection.created_at);
    const row = await rowOf(connection.id);
    expect(row.tenantId).toBe(w.home.id);
    if (VALID[type]!.credentials) {
      expect(row.credentialsKeyId).toBe('test-run');
      for (const value of Object.values(VALID[type]!.credentials!)) {
        expect(row.credentials).not.toContain(value);
      }
      const target = await loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id);
      expect(target).toMatchObject({
        type,
        config: VALID[type]!.config,
        credentials: VALID[type]!.credentials,
        connection,
      });
    } else {
      expect([row.credentials, row.credentialsKeyId]).toEqual([null, null]);
    }
  });

  it('creates an s3 storage connection with s3 credentials', async () => {
    const credentials = { access_key_id: 'AKIAEXAMPLE', secret_access_key: 's3-secret' };
    const connection = await create('storage', {
      config: { driver: 's3', bucket: 'pim-exports', region: 'eu-west-1', path: 'feeds' },
      credentials,
    });
    expect(connection.has_credentials).toBe(true);
    const target = await loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id);
    expect(target.credentials).toEqual(credentials);
  });

  it('names a channel of the tenant and locales of that channel', async () => {
    const connection = await create('api', {
      config: {
        url: 'https://api.example.com',
        channel_code: channel.code,
        locales: ['fr_FR', 'en_US'],
      },
    });
    expect(connection.config).toMatchObject({ channel_code: channel.code });
    const base = { url: 'https://api.example.com' };
    expectError(
      await post('api', { config: { ...base, channel_code: 'no_such_channel' } }),
      400,
      'invalid_reference',
      'config.channel_code',
    );
    expectError(
      await post('api', { config: { ...base, channel_code: channel.code, locales: ['de_DE'] } }),
      400,
      'invalid_value',
      'config.locales.0',
    );
    expectError(
      await post('api', {
        config: { ...base, channel_code: channel.code, locales: ['en_US', 'en_US'] },
      }),
      400,
      'invalid_value',
      'config.locales.1',
    );
    expectError(
      await post('api', { config: { ...base, locales: ['en_US'] } }),
      400,
      'invalid_combination',
      'config.locales',
    );
  });

  it.each<[type: string, config: Body, code: string, field: string]>([
    ['sftp', {}, 'required', 'config.host'],
    ['sftp', { host: 'h.example.com', user: 'x' }, 'unknown_field', 'config.user'],
    ['sftp', { host: 'h.example.com', port: 70000 }, 'out_of_range', 'config.port'],
    ['sftp', { host: 'h.example.com/x' }, 'invalid_format', 'config.host'],
    ['sftp', { host: 'h.example.com', path: 'in/../../etc' }, 'invalid_value', 'config.path'],
    ['ftp', {}, 'required', 'config.host'],
    ['ftp', { host: 'h.example.com', secure: 'yes' }, 'invalid_type', 'config.secure'],
    ['storage', {}, 'required', 'config.driver'],
    ['storage', { driver: 'ftp' }, 'invalid_value', 'config.driver'],
    ['storage', { driver: 'local', path: '/etc' }, 'invalid_value', 'config.path'],
    ['storage', { driver: 'local', path: '../outside' }, 'invalid_value', 'config.path'],
    ['storage', { driver: 'local', path: 'a\\b' }, 'invalid_value', 'config.path'],
    ['storage', { driver: 's3' }, 'required', 'config.bucket'],
    ['storage', { driver: 's3', bucket: 'b-1', path: '/abs' }, 'invalid_value', 'config.path'],
    ['storage', { driver: 'local', bucket: 'b-1' }, 'invalid_combination', 'config.bucket'],
    [
      'storage',
      { driver: 's3', bucket: 'b-1', endpoint: 'ftp://x' },
      'invalid_format',
      'config.endpoint',
    ],
    ['api', {}, 'required', 'config.url'],
    ['api', { url: 'not a url' }, 'invalid_format', 'config.url'],
    ['api', { url: 'file:///etc/passwd' }, 'invalid_format', 'config.url'],
    ['api', { url: 'https://u:p@api.example.com' }, 'invalid_value', 'config.url'],
    ['api', { url: 'https://api.example.com', batch_size: 0 }, 'out_of_range', 'config.batch_size'],
    ['marketplace', {}, 'required', 'config.url'],
    ['marketplace', { url: 'https://m.example.com', token: 'x' }, 'unknown_field', 'config.token'],
    ['api', { url: 'https://a.example.com', format: 'pdf' }, 'invalid_value', 'config.format'],
    [
      'api',
      { url: 'https://a.example.com', file_pattern: 'a/b' },
      'invalid_format',
      'config.file_pattern',
    ],
    [
      'api',
      { url: 'https://a.example.com', schedule: 'daily' },
      'invalid_format',
      'config.schedule',
    ],
    [
      'api',
      { url: 'https://a.example.com', schedule: '61 * * * *' },
      'invalid_value',
      'config.schedule',
    ],
    [
      'api',
      { url: 'https://a.example.com', schedule: 'a b c d e' },
      'invalid_value',
      'config.schedule',
    ],
    [
      'api',
      { url: 'https://a.example.com', schedule: '0 0 31 2 *' },
      'invalid_value',
      'config.schedule',
    ],
  ])('refuses a %s config %j: %s on %s', async (type, config, code, field) => {
    expectError(await post(type, { config, credentials: undefined }), 400, code, field);
  });

  it('refuses a config that is not an object, and no config where the type needs one', async () => {
    expectError(await post('api', { config: 'https://x' }), 400, 'invalid_type', 'config');
    expectError(await post('api', { config: undefined }), 400, 'required', 'config.url');
  });

  it.each<
    [type: string, config: Body | undefined, credentials: unknown, code: string, field: string]
  >([
    [
      'storage',
      undefined,
      { access_key_id: 'a', secret_access_key: 'b' },
      'invalid_value',
      'credentials',
    ],
    [
      'storage',
      { driver: 's3', bucket: 'b-1' },
      { token: 't' },
      'unknown_field',
      'credentials.token',
    ],
    [
      'storage',
      { driver: 's3', bucket: 'b-1' },
      { access_key_id: 'a' },
      'required',
      'credentials.secret_access_key',
    ],
    ['ftp', undefined, { username: 'u', password: 5 }, 'invalid_type', 'credentials.password'],
    ['ftp', undefined, { username: 'u', password: '' }, 'too_short', 'credentials.password'],
    ['sftp', undefined, { username: 'u' }, 'invalid_value', 'credentials'],
    [
      'sftp',
      undefined,
      { username: 'u', password: 'p', private_key: 'k' },
      'invalid_value',
      'credentials',
    ],
    ['api', undefined, { apikey: 'k' }, 'invalid_value', 'credentials'],
    ['api', undefined, 'a-token', 'invalid_type', 'credentials'],
  ])(
    'refuses %s credentials (config %j) %j: %s on %s',
    async (type, config, credentials, code, field) => {
      expectError(
        await post(type, { ...(config ? { config } : {}), credentials }),
        400,
        code,
        field,
      );
    },
  );

  it('refuses a connector of no tenant, another tenant or inactive', async () => {
    expectError(
      await post('api', { connector_id: randomUUID() }),
      400,
      'invalid_reference',
      'connector_id',
    );
    const foreign = await server.db.connector.findFirstOrThrow({
      where: { tenantId: w.foreign.id, code: 'api' },
    });
    expectError(
      await post('api', { connector_id: foreign.id }),
      400,
      'invalid_reference',
      'connector_id',
    );
    const inactive = await server.db.connector.create({
      data: {
        tenantId: w.home.id,
        code: uniqueCode('off'),
        name: 'Retired API',
        connectorType: 'api',
        status: 'inactive',
      },
    });
    const answer = await post('api', { connector_id: inactive.id });
    expectError(answer, 400, 'invalid_value', 'connector_id');
    expect(answer.body.message).toMatch(/inactive/);
  });

  it('refuses unknown fields, bad codes and names', async () => {
    expectError(await post('api', { credential: {} }), 400, 'unknown_field', 'credential');
    expectError(await post('api', { status: 'inactive' }), 400, 'unknown_field', 'status');
    expectError(await post('api', { code: 'a b' }), 400, 'invalid_format', 'code');
    expectError(await post('api', { code: 'x'.repeat(101) }), 400, 'too_long', 'code');
    expectError(await post('api', { name: '' }), 400, 'too_short', 'name');
    expectError(await post('api', { name: undefined }), 400, 'required', 'name');
    expectError(
      await post('api', { description: 'x'.repeat(1001) }),
      400,
      'too_long',
      'description',
    );
    expectError(await post('api', { connector_id: 'nope' }), 400, 'invalid_format', 'connector_id');
  });

  it('refuses a code a live connection has (409), and takes it again once it is deleted', async () => {
    const first = await create('api');
    const again = await post('api', { code: first.code });
    expectError(again, 409, 'already_exists', 'code');
    const race = await Promise.all([1, 2, 3].map(() => post('sftp', { code: `${first.code}_r` })));
    expect(race.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    for (const answer of race.filter((a) => a.status === 409)) {
      expectError(answer, 409, 'already_exists', 'code');
    }
    expect((await request('DELETE', `${PATH}/${first.id}`, w.asAdmin())).status).toBe(204);
    const reused = await create('ftp', { code: first.code });
    expect(reused.id).not.toBe(first.id);
  });
});

// A server that allows neither plain HTTP nor private addresses.
const strict = await ownTestServer({
  integration: {
    ...testIntegrationSettings(),
    allowHttp: false,
    outbound: { allowPrivate: false },
  },
});
const postTo = (type: string, config: Body) =>
  strict.request(
    'POST',
    PATH,
    w.asAdmin({ connector_id: connectorOf(type), code: uniqueCode('conn'), name: 'N', config }),
  );

describe('plain HTTP and private addresses', () => {
  it('refuses http:// unless the server allows plain HTTP', async () => {
    for (const type of ['api', 'marketplace']) {
      expectError(
        await postTo(type, { url: 'http://api.example.com' }),
        400,
        'invalid_value',
        'config.url',
      );
    }
    expectError(
      await postTo('storage', { driver: 's3', bucket: 'b-1', endpoint: 'http://s3.example.com' }),
      400,
      'invalid_value',
      'config.endpoint',
    );
    expect((await post('api', { config: { url: 'http://api.example.com' } })).status).toBe(201);
  });

  it('refuses IP literals of private ranges unless private addresses are allowed', async () => {
    for (const host of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '[::1]', '::1']) {
      expectError(await postTo('sftp', { host }), 400, 'invalid_value', 'config.host');
    }
    expectError(
      await postTo('api', { url: 'https://192.168.1.10/feed' }),
      400,
      'invalid_value',
      'config.url',
    );
    expectError(
      await postTo('api', { url: 'https://[fd00::1]/feed' }),
      400,
      'invalid_value',
      'config.url',
    );
    // Names are not resolved when saved (the transports check addresses when they connect).
    expect((await postTo('sftp', { host: 'localhost.example.internal' })).status).toBe(201);
    expect((await postTo('ftp', { host: '93.184.215.14' })).status).toBe(201);
    expect((await post('sftp', { config: { host: '127.0.0.1' } })).status).toBe(201);
  });
});

/** Three connections named by one tag, the second inactive. */
const tag = uniqueCode('lst');
const made: { id: string; code: string }[] = [];
for (const [index, type] of ['api', 'sftp', 'ftp'].entries()) {
  made.push(await create(type, { code: `${tag}_${index}`, name: `Listed ${tag} ${index}` }));
}
await request('PATCH', `${PATH}/${made[1]!.id}/status`, w.asAdmin({ status: 'inactive' }));

describe('GET /v1/connections', () => {
  it('pages newest first, filters by status and searches code and name', async () => {
    const all = dataOf(await request('GET', `${PATH}?search=${tag}`, w.asViewer()));
    expect(all.items.map((c: { id: string }) => c.id)).toEqual(made.map((c) => c.id).reverse());
    expect(all.pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 20,
      total_items: 3,
      total_pages: 1,
    });
    const page = dataOf(
      await request('GET', `${PATH}?search=${tag}&page=2&page_size=2`, w.asViewer()),
    );
    expect(page.items.map((c: { id: string }) => c.id)).toEqual([made[0]!.id]);
    expect(page.pagination).toMatchObject({ page: 2, page_size: 2, total_items: 3 });
    const inactive = dataOf(
      await request('GET', `${PATH}?search=${tag}&status=inactive`, w.asViewer()),
    );
    expect(inactive.items.map((c: { id: string }) => c.id)).toEqual([made[1]!.id]);
    const byName = dataOf(
      await request('GET', `${PATH}?search=${encodeURIComponent(`Listed ${tag} 2`)}`, w.asViewer()),
    );
    expect(byName.items.map((c: { id: string }) => c.id)).toEqual([made[2]!.id]);
    for (const item of all.items) expect(Object.keys(item).sort()).toEqual(CONNECTION_KEYS);
  });

  it('refuses bad paging and filters', async () => {
    expectError(await request('GET', `${PATH}?page=0`, w.asViewer()), 400, 'out_of_range', 'page');
    expectError(
      await request('GET', `${PATH}?page_size=101`, w.asViewer()),
      400,
      'out_of_range',
      'page_size',
    );
    expectError(
      await request('GET', `${PATH}?status=draft`, w.asViewer()),
      400,
      'invalid_value',
      'status.0',
    );
    expectError(
      await request('GET', `${PATH}?color=red`, w.asViewer()),
      400,
      'unknown_field',
      'color',
    );
  });

  it("lists none of another tenant's connections", async () => {
    const foreign = dataOf(await request('GET', `${PATH}?search=${tag}`, w.asForeign()));
    expect(foreign.items).toEqual([]);
  });
});

describe('GET /v1/connections/{id}', () => {
  it('answers the connection, 404 for none', async () => {
    const connection = await create('ftp');
    expect(dataOf(await request('GET', `${PATH}/${connection.id}`, w.asViewer()))).toEqual(
      connection,
    );
    expectError(await request('GET', `${PATH}/${randomUUID()}`, w.asViewer()), 404, 'not_found');
    expectError(await request('GET', `${PATH}/nope`, w.asViewer()), 400, 'invalid_format', 'id');
  });
});

describe('PATCH /v1/connections/{id}', () => {
  it('renames, describes, and replaces the whole config, validated against the type', async () => {
    const connection = await create('sftp');
    const updated = dataOf(
      await patch(connection.id, {
        name: 'Renamed',
        description: 'Moved',
        config: { host: 'other.example.com' },
      }),
    );
    expect(updated).toMatchObject({
      name: 'Renamed',
      description: 'Moved',
      config: { host: 'other.example.com' },
      has_credentials: true,
    });
    expect(updated.config).toEqual({ host: 'other.example.com' });
    expect(updated.updated_at > connection.updated_at).toBe(true);
    expect(updated.created_at).toBe(connection.created_at);
    expect(dataOf(await patch(connection.id, { description: null })).description).toBeNull();
    expectError(await patch(connection.id, { config: {} }), 400, 'required', 'config.host');
    expectError(
      await patch(connection.id, { config: { host: 'h.example.com', url: 'x' } }),
      400,
      'unknown_field',
      'config.url',
    );
    expectError(await patch(connection.id, { code: 'other' }), 400, 'unknown_field', 'code');
    expectError(
      await patch(connection.id, { connector_id: connectorOf('api') }),
      400,
      'unknown_field',
      'connector_id',
    );
    expectError(await patch(connection.id, { name: '' }), 400, 'too_short', 'name');
    expect(dataOf(await request('GET', `${PATH}/${connection.id}`, w.asViewer())).name).toBe(
      'Renamed',
    );
  });

  it('replaces the credentials, and removes them with null', async () => {
    const connection = await create('api');
    const before = await rowOf(connection.id);
    const replaced = dataOf(
      await patch(connection.id, { credentials: { username: 'u', password: 'p' } }),
    );
    expect(replaced.has_credentials).toBe(true);
    const after = await rowOf(connection.id);
    expect(after.credentials).not.toBe(before.credentials);
    const target = await loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id);
    expect(target.credentials).toEqual({ username: 'u', password: 'p' });
    // Kept when not named.
    expect(dataOf(await patch(connection.id, { name: 'Kept' })).has_credentials).toBe(true);
    expect((await rowOf(connection.id)).credentials).toBe(after.credentials);
    const removed = dataOf(await patch(connection.id, { credentials: null }));
    expect(removed.has_credentials).toBe(false);
    const row = await rowOf(connection.id);
    expect([row.credentials, row.credentialsKeyId]).toEqual([null, null]);
    expect(
      (await loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id)).credentials,
    ).toBeNull();
    expectError(
      await patch(connection.id, { credentials: { token: '' } }),
      400,
      'too_short',
      'credentials.token',
    );
    expectError(
      await patch(connection.id, { credentials: { token: 't', password: 'p' } }),
      400,
      'unknown_field',
      'credentials.password',
    );
  });

  it('refuses to keep credentials a new config does not take', async () => {
    const connection = await create('storage', {
      config: { driver: 's3', bucket: 'b-1' },
      credentials: { access_key_id: 'a', secret_access_key: 'b' },
    });
    const local = { config: { driver: 'local', path: 'here' } };
    expectError(await patch(connection.id, local), 400, 'invalid_value', 'credentials');
    expectError(
      await patch(connection.id, {
        ...local,
        credentials: { access_key_id: 'a', secret_access_key: 'b' },
      }),
      400,
      'invalid_value',
      'credentials',
    );
    const moved = dataOf(await patch(connection.id, { ...local, credentials: null }));
    expect(moved).toMatchObject({ config: local.config, has_credentials: false });
  });

  it('answers 404 for no connection, a deleted one, or another tenant’s', async () => {
    expectError(await patch(randomUUID(), { name: 'x' }), 404, 'not_found');
    const connection = await create('api');
    await request('DELETE', `${PATH}/${connection.id}`, w.asAdmin());
    expectError(await patch(connection.id, { name: 'x' }), 404, 'not_found');
  });
});

describe('PATCH /v1/connections/{id}/status', () => {
  it('moves active <-> inactive; the same status again changes nothing', async () => {
    const connection = await create('api');
    const setStatus = (status: unknown) =>
      request('PATCH', `${PATH}/${connection.id}/status`, w.asAdmin({ status }));
    const inactive = dataOf(await setStatus('inactive'));
    expect(inactive.status).toBe('inactive');
    const again = dataOf(await setStatus('inactive'));
    expect(again).toEqual(inactive);
    expect(dataOf(await setStatus('active')).status).toBe('active');
    expectError(await setStatus('deleted'), 400, 'invalid_value', 'status');
    expectError(await setStatus(undefined), 400, 'required', 'status');
    expectError(
      await request('PATCH', `${PATH}/${randomUUID()}/status`, w.asAdmin({ status: 'active' })),
      404,
      'not_found',
    );
  });
});

describe('config.schedule', () => {
  it('sets when the next delta export starts while the connection is active and live', async () => {
    const before = Date.now();
    const connection = await create('api', {
      config: { url: 'https://a.example.com', schedule: '*/15 * * * *' },
    });
    const next = (await rowOf(connection.id)).scheduleNextAt!;
    expect(next.getTime()).toBeGreaterThan(before);
    expect(next.getTime()).toBeLessThanOrEqual(before + 15 * 60_000);
    expect([next.getUTCMinutes() % 15, next.getUTCSeconds(), next.getUTCMilliseconds()]).toEqual([
      0, 0, 0,
    ]);
    // Daily at 03:30 UTC.
    await patch(connection.id, {
      config: { url: 'https://a.example.com', schedule: '30 3 * * *' },
    });
    const daily = (await rowOf(connection.id)).scheduleNextAt!;
    expect([daily.getUTCHours(), daily.getUTCMinutes()]).toEqual([3, 30]);
    expect(daily.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const setStatus = (status: string) =>
      request('PATCH', `${PATH}/${connection.id}/status`, w.asAdmin({ status }));
    await setStatus('inactive');
    expect((await rowOf(connection.id)).scheduleNextAt).toBeNull();
    await setStatus('active');
    expect((await rowOf(connection.id)).scheduleNextAt).toEqual(daily);
    await patch(connection.id, { config: { url: 'https://a.example.com' } });
    expect((await rowOf(connection.id)).scheduleNextAt).toBeNull();
    await patch(connection.id, { config: { url: 'https://a.example.com', schedule: '0 0 * * 1' } });
    expect((await rowOf(connection.id)).scheduleNextAt!.getUTCDay()).toBe(1);
    await request('DELETE', `${PATH}/${connection.id}`, w.asAdmin());
    expect((await rowOf(connection.id)).scheduleNextAt).toBeNull();
  });

  it('stays null without a schedule', async () => {
    const connection = await create('ftp');
    expect((await rowOf(connection.id)).scheduleNextAt).toBeNull();
  });
});

describe('DELETE /v1/connections/{id}', () => {
  it('soft-deletes (204, empty body); the connection is gone from every operation', async () => {
    const connection = await create('sftp');
    const answer = await request('DELETE', `${PATH}/${connection.id}`, w.asAdmin());
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await rowOf(connection.id)).deletedAt).not.toBeNull();
    expectError(await request('GET', `${PATH}/${connection.id}`, w.asViewer()), 404, 'not_found');
    expectError(await request('DELETE', `${PATH}/${connection.id}`, w.asAdmin()), 404, 'not_found');
    const listed = dataOf(await request('GET', `${PATH}?search=${connection.code}`, w.asViewer()));
    expect(listed.items).toEqual([]);
    await expect(
      loadTransportTarget(scopeOf(testIntegrationSettings()), connection.id),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('who may call', () => {
  it('lets viewers read and only writers of connections write', async () => {
    const connection = await create('api');
    dataOf(await request('GET', `${PATH}/${connection.id}`, w.asViewer()));
    dataOf(await request('GET', PATH, w.asEditor()));
    for (const as of [w.asViewer, w.asEditor]) {
      expectError(await post('api', {}, as), 403, 'forbidden');
      expectError(await patch(connection.id, { name: 'x' }, as), 403, 'forbidden');
      expectError(
        await request('PATCH', `${PATH}/${connection.id}/status`, as({ status: 'inactive' })),
        403,
        'forbidden',
      );
      expectError(await request('DELETE', `${PATH}/${connection.id}`, as()), 403, 'forbidden');
    }
    expectError(await request('GET', PATH), 401, 'unauthenticated');
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another tenant's connection and 403 for a tenant the caller is not in", async () => {
    const theirs = await request(
      'POST',
      PATH,
      w.asForeign({
        connector_id: (
          await server.db.connector.findFirstOrThrow({
            where: { tenantId: w.foreign.id, code: 'api' },
          })
        ).id,
        code: uniqueCode('conn'),
        name: 'Theirs',
        config: { url: 'https://their.example.com' },
        credentials: { token: 'their-token' },
      }),
    );
    expect(theirs.status, theirs.text).toBe(201);
    const id = theirs.body.data.id;
    expectError(await request('GET', `${PATH}/${id}`, w.asAdmin()), 404, 'not_found');
    expectError(await patch(id, { name: 'mine' }), 404, 'not_found');
    expectError(
      await request('PATCH', `${PATH}/${id}/status`, w.asAdmin({ status: 'inactive' })),
      404,
      'not_found',
    );
    expectError(await request('DELETE', `${PATH}/${id}`, w.asAdmin()), 404, 'not_found');
    expectError(await request('GET', PATH, w.asAdminInForeign()), 403, 'tenant_forbidden');
    await expect(loadTransportTarget(scopeOf(testIntegrationSettings()), id)).rejects.toMatchObject(
      { code: 'not_found' },
    );
    const row = await rowOf(id);
    expect([row.name, row.status, row.deletedAt]).toEqual(['Theirs', 'active', null]);
  });

  it('serves the same rules over tRPC', async () => {
    const answer = await trpcMutation(
      request,
      'connections.create',
      { connector_id: randomUUID(), code: uniqueCode('conn'), name: 'N', config: {} },
      { token: w.tokens.admin, tenant: w.home.id },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.data.errors).toContainEqual(
      expect.objectContaining({ code: 'invalid_reference', field: 'connector_id' }),
    );
  });
});

describe('sealed credentials', () => {
  it('open after a key rotation and are sealed again with the new key on the next save', async () => {
    const settings = testIntegrationSettings();
    const newKey = { id: 'rotated-2', key: randomBytes(32) };
    const rotated = { ...settings, credentialKeys: [newKey, ...settings.credentialKeys] };
    const own = await ownTestServer({ integration: rotated });
    const credentials = { username: 'ftp-user', password: 'rotate-me' };
    const connection = await create('ftp', { credentials });
    expect((await rowOf(connection.id)).credentialsKeyId).toBe('test-run');
    // The old key still opens what it sealed ...
    expect((await loadTransportTarget(scopeOf(rotated), connection.id)).credentials).toEqual(
      credentials,
    );
    // ... and any save through a server whose first key is the new one seals again.
    const saved = await own.request(
      'PATCH',
      `${PATH}/${connection.id}`,
      w.asAdmin({ name: 'Saved' }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect((await rowOf(connection.id)).credentialsKeyId).toBe('rotated-2');
    const newOnly = { ...settings, credentialKeys: [newKey] };
    expect((await loadTransportTarget(scopeOf(newOnly), connection.id)).credentials).toEqual(
      credentials,
    );
    // Without the key that sealed them, they do not open, and the error names the key.
    await expect(loadTransportTarget(scopeOf(settings), connection.id)).rejects.toThrow(
      /sealed with the key rotated-2/,
    );
  });

  it('sealed under a key the server lost, leave the connection savable and replaceable', async () => {
    const lost = {
      ...testIntegrationSettings(),
      credentialKeys: [{ id: 'other', key: randomBytes(32) }],
    };
    const own = await ownTestServer({ integration: lost });
    const connection = await create('api', { credentials: { token: 'unreachable' } });
    const renamed = await own.request(
      'PATCH',
      `${PATH}/${connection.id}`,
      w.asAdmin({ name: 'Renamed' }),
    );
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data.has_credentials).toBe(true);
    expect((await rowOf(connection.id)).credentialsKeyId).toBe('test-run');
    await expect(loadTransportTarget(scopeOf(lost), connection.id)).rejects.toThrow(
      /sealed with the key test-run/,
    );
    const replaced = await own.request(
      'PATCH',
      `${PATH}/${connection.id}`,
      w.asAdmin({ credentials: { token: 'fresh' } }),
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect((await loadTransportTarget(scopeOf(lost), connection.id)).credentials).toEqual({
      token: 'fresh',
    });
  });

  it('do not open on another connection (bound to the tenant and the connection)', async () => {
    const a = await create('api', { credentials: { token: 'token-of-a' } });
    const b = await create('api', { credentials: { token: 'token-of-b' } });
    const sealed = await rowOf(a.id);
    await server.db.connection.update({
      where: { id: b.id },
      data: { credentials: sealed.credentials, credentialsKeyId: sealed.credentialsKeyId },
    });
    await expect(loadTransportTarget(scopeOf(testIntegrationSettings()), b.id)).rejects.toThrow(
      CredentialsError,
    );
  });
});
