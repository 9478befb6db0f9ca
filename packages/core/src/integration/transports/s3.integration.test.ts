import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportTarget } from '../connections/config.ts';
import { checkTransport, openFileTransport } from './index.ts';
import { MAX_LISTED_FILES } from './names.ts';
import {
  startHttpReceiver,
  startS3Server,
  startSilentServer,
  testIntegrationSettings,
  transportFailureOf as failureOf,
  type S3Server,
} from './test-servers.ts';

let server: S3Server;
beforeAll(async () => {
  server = await startS3Server();
  server.createBucket('exports');
});
afterAll(() => server?.stop());

const settings = testIntegrationSettings({
  // Generous for the work (a loaded CI machine runs several suites at once); the tests
  // of a stalled or silent server use `quick`.
  timeouts: { connectMs: 10_000, headersMs: 10_000, bodyMs: 10_000 },
});
const quick = { ...settings, timeouts: { connectMs: 500, headersMs: 300, bodyMs: 300 } };
const target = (config: { endpoint?: string; path?: string; bucket?: string } = {}) =>
  ({
    type: 'storage',
    config: {
      driver: 's3',
      bucket: config.bucket ?? 'exports',
      path: config.path ?? 'out/daily',
      region: server.region,
      endpoint: config.endpoint ?? server.endpoint,
    },
    credentials: { access_key_id: server.accessKeyId, secret_access_key: server.secretAccessKey },
  }) satisfies TransportTarget;

describe('s3 transport', () => {
  it('writes, lists, reads back and moves a file into an archive, under the key prefix', async () => {
    const transport = await openFileTransport(target(), settings);
    try {
      expect(
        await transport.write('products.csv', Readable.from(['sku;name\n', 'A1;Chair\n'])),
      ).toEqual({
        size: 18,
      });
      expect(await transport.list()).toEqual([
        expect.objectContaining({ name: 'products.csv', size: 18 }),
      ]);
      expect(await text(await transport.read('products.csv'))).toBe('sku;name\nA1;Chair\n');
      expect(transport.locationOf('products.csv')).toBe('s3://exports/out/daily/products.csv');
      await transport.moveTo('products.csv', 'archive');
      expect(await transport.list()).toEqual([]);
      const archive = await openFileTransport(target({ path: 'out/daily/archive' }), settings);
      expect(await text(await archive.read('products.csv'))).toBe('sku;name\nA1;Chair\n');
      await archive.close();
      expect((await failureOf(transport.read('missing.csv'))).failure).toBe('not_found');
    } finally {
      await transport.close();
    }
  });

  it('reports a missing bucket as not_found', async () => {
    const transport = await openFileTransport(target({ bucket: 'no-such-bucket' }), settings);
    const error = await failureOf(transport.list());
    await transport.close();
    expect(error.failure).toBe('not_found');
  });

  it('reports credentials the server refuses (403) as auth_failed', async () => {
    const refusing = await startHttpReceiver({
      fail: {
        times: 10,
        status: 403,
        headers: { 'content-type': 'application/xml' },
        body: '<Error><Code>InvalidAccessKeyId</Code><Message>The key does not exist.</Message></Error>',
      },
    });
    try {
      const transport = await openFileTransport(
        target({ endpoint: new URL(refusing.url).origin }),
        settings,
      );
      const error = await failureOf(transport.list());
      await transport.close();
      expect(error.failure).toBe('auth_failed');
      expect(error.message).toBe(
        `Authentication failed on http://127.0.0.1:${new URL(refusing.url).port}`,
      );
      expect(error.message).not.toContain(server.secretAccessKey);
    } finally {
      await refusing.stop();
    }
  });

  it('reports a closed port as unreachable and a silent server as timeout', async () => {
    const silent = await startSilentServer();
    const endpoint = `http://127.0.0.1:${silent.port}`;
    try {
      const transport = await openFileTransport(target({ endpoint }), quick);
      expect((await failureOf(transport.list())).failure).toBe('timeout');
      await transport.close();
    } finally {
      await silent.stop();
    }
    const transport = await openFileTransport(target({ endpoint }), quick);
    const closed = await failureOf(transport.list());
    await transport.close();
    expect([closed.failure, closed.message]).toEqual([
      'unreachable',
      `Could not reach 127.0.0.1:${silent.port} (connection refused)`,
    ]);
  });

  it('refuses a loopback endpoint, as an IP literal and as a name, and plain HTTP unless allowed', async () => {
    const strict = { ...settings, outbound: { allowPrivate: false } };
    const literal = await failureOf(openFileTransport(target(), strict));
    expect([literal.failure, literal.message]).toEqual([
      'address_refused',
      '127.0.0.1 is a loopback address: refused',
    ]);
    const named = await openFileTransport(
      target({ endpoint: server.endpoint.replace('127.0.0.1', 'localhost') }),
      strict,
    );
    const refused = await failureOf(named.list());
    await named.close();
    expect(refused.failure).toBe('address_refused');
    expect(refused.message).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback address: refused$/,
    );
    const http = await failureOf(openFileTransport(target(), { ...settings, allowHttp: false }));
    expect([http.failure, http.message]).toEqual([
      'address_refused',
      `${server.endpoint} is plain HTTP: only https:// endpoints are allowed`,
    ]);
  });

  it('checks a connection: listing, a probe file written and deleted', async () => {
    const check = await checkTransport(target({ path: 'checked' }), settings);
    expect(check.steps.map((step) => [step.step, step.ok])).toEqual([
      ['connect', true],
      ['list', true],
      ['write', true],
      ['delete', true],
    ]);
    expect(check.ok).toBe(true);
    const transport = await openFileTransport(target({ path: 'checked' }), settings);
    expect(await transport.list()).toEqual([]);
    await transport.close();
  });
});

describe('a hostile S3 endpoint', () => {
  /** An endpoint answering every listing with `keys`, truncated (a next page) when `endless`. */
  async function hostile(keys: string[], endless: boolean) {
    let pages = 0;
    const server = createServer((_request, response) => {
      pages++;
      const contents = keys
        .map(
          (key) =>
            `<Contents><Key>${key}</Key><Size>3</Size><LastModified>2026-11-28T00:00:00.000Z</LastModified></Contents>`,
        )
        .join('');
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
            `<Name>exports</Name><Prefix>out/daily/</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys>` +
            `<IsTruncated>${endless}</IsTruncated>${endless ? `<NextContinuationToken>t${pages}</NextContinuationToken>` : ''}` +
            `${contents}</ListBucketResult>`,
        );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      endpoint: `http://127.0.0.1:${port}`,
      pages: () => pages,
      stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('leaves out listed keys that are no file names, so an import never trips on them', async () => {
    const remote = await hostile(
      [
        'out/daily/../../etc/passwd.csv',
        'out/daily/a/b.csv',
        `out/daily/${'x'.repeat(300)}.csv`,
        'out/daily/feed.csv',
      ],
      false,
    );
    try {
      const transport = await openFileTransport(target({ endpoint: remote.endpoint }), settings);
      expect((await transport.list()).map((f) => f.name)).toEqual(['feed.csv']);
      await transport.close();
    } finally {
      await remote.stop();
    }
  });

  it('refuses a listing without end instead of paging forever', async () => {
    const keys = Array.from({ length: 1000 }, (_, n) => `out/daily/f-${n}.csv`);
    const remote = await hostile(keys, true);
    try {
      const transport = await openFileTransport(target({ endpoint: remote.endpoint }), settings);
      const error = await failureOf(transport.list());
      expect(error).toMatchObject({ failure: 'remote_error' });
      expect(error.message).toContain(`more than ${MAX_LISTED_FILES} entries`);
      expect(remote.pages()).toBeLessThanOrEqual(MAX_LISTED_FILES / 1000 + 1);
      await transport.close();
    } finally {
      await remote.stop();
    }
  });
});
