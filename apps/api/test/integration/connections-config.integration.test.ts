// A connection's config and credentials, checked per connector type: each type's shape
// (required and unknown keys, paths, URLs), the channel and its locales, plain HTTP and
// private addresses by the server's settings, the credential shapes, and the schedule's next
// run kept in `schedule_next_at`.
import { createCategoryTree, createChannel, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, type Body } from '../helpers/catalog.ts';
import { CONNECTIONS, connectionKit } from '../helpers/connections.ts';
import { expectError } from '../helpers/expect.ts';
import { ownTestServer, testIntegrationSettings, testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const { connectorOf, post, create, patch, rowOf } = await connectionKit(server, request, w);
const PATH = CONNECTIONS;
const tree = await createCategoryTree(server.db, w.home.id);
const channel = await createChannel(server.db, tree, { locales: ['en_US', 'fr_FR'] });

describe('config per connector type', () => {
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
