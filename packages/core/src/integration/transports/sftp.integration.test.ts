import { once } from 'node:events';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportTarget } from '../connections/config.ts';
import { checkTransport, openFileTransport } from './index.ts';
import {
  startSftpServer,
  startSilentServer,
  testIntegrationSettings,
  transportFailureOf,
  type SftpServer,
} from './test-servers.ts';

let server: SftpServer;
beforeAll(async () => {
  server = await startSftpServer();
});
afterAll(() => server?.stop());

const settings = testIntegrationSettings({
  // Generous for the work (a loaded CI machine runs several suites at once); the tests
  // of a stalled or silent server use `quick`.
  timeouts: { connectMs: 10_000, headersMs: 10_000, bodyMs: 10_000 },
});
const quick = { ...settings, timeouts: { connectMs: 500, headersMs: 300, bodyMs: 300 } };
const target = (
  overrides: Partial<{ host: string; port: number; key: string; dir: string }> = {},
) =>
  ({
    type: 'sftp',
    config: {
      host: overrides.host ?? server.host,
      port: overrides.port ?? server.port,
      path: overrides.dir ?? path.join(server.root, 'out'),
    },
    credentials: { username: server.username, private_key: overrides.key ?? server.privateKey },
  }) satisfies TransportTarget;

const failureOf = transportFailureOf;

describe('sftp transport', () => {
  it('survives the connection closed while a download is being wound up', async () => {
    // What an import does: reads a file to its end (or stops at the size limit), then closes
    // at once. The library's requests still in flight then (closing the file's handle, a
    // read ahead) fail when the channel closes, as errors of a stream nothing listens to any
    // more: thrown, they would be an uncaught exception, which ends the whole worker process.
    const dir = path.join(server.root, 'wound-up');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'small.csv'), 'sku\nA1\n');
    await fs.writeFile(path.join(dir, 'big.csv'), Buffer.alloc(4 * 1024 * 1024, 'x'));
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      for (let round = 0; round < 10; round++) {
        const transport = await openFileTransport(target({ dir }), settings);
        expect(await text(await transport.read('small.csv'))).toBe('sku\nA1\n');
        await transport.close();
        const again = await openFileTransport(target({ dir }), settings);
        const stream = await again.read('big.csv');
        const [chunk] = (await once(stream, 'data')) as [Buffer];
        expect(chunk.length).toBeGreaterThan(0);
        stream.destroy();
        await again.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
  });

  it('writes (making the directory), lists, reads back and moves a file into an archive', async () => {
    const transport = await openFileTransport(target(), settings);
    try {
      const written = await transport.write(
        'products.csv',
        Readable.from(['sku;name\n', 'A1;Chair\n']),
      );
      expect(written.size).toBe(18);
      expect(await transport.list()).toEqual([
        expect.objectContaining({ name: 'products.csv', size: 18 }),
      ]);
      expect(await text(await transport.read('products.csv'))).toBe('sku;name\nA1;Chair\n');
      await transport.moveTo('products.csv', 'archive');
      expect(await transport.list()).toEqual([]);
      expect(
        await fs.readFile(path.join(server.root, 'out', 'archive', 'products.csv'), 'utf8'),
      ).toBe('sku;name\nA1;Chair\n');
      expect(transport.locationOf('products.csv')).toBe(
        `sftp://127.0.0.1:${server.port}${server.root}/out/products.csv`,
      );
      expect((await failureOf(transport.read('missing.csv'))).failure).toBe('not_found');
    } finally {
      await transport.close();
    }
  });

  it('reports a key the server does not accept as auth_failed, naming the user and the server', async () => {
    const error = await failureOf(
      openFileTransport(target({ key: server.wrongPrivateKey }), settings),
    );
    expect(error.failure).toBe('auth_failed');
    expect(error.message).toBe(
      `Authentication failed for user ${server.username} on sftp://127.0.0.1:${server.port}`,
    );
    expect(error.message).not.toContain('PRIVATE KEY');
  });

  it('reports a closed port as unreachable', async () => {
    const silent = await startSilentServer();
    await silent.stop();
    const error = await failureOf(openFileTransport(target({ port: silent.port }), quick));
    expect(error.failure).toBe('unreachable');
    expect(error.message).toBe(`Could not reach 127.0.0.1:${silent.port} (connection refused)`);
  });

  it('fails a server that accepts and then says nothing with timeout', async () => {
    const silent = await startSilentServer();
    try {
      const error = await failureOf(openFileTransport(target({ port: silent.port }), quick));
      expect(error.failure).toBe('timeout');
    } finally {
      await silent.stop();
    }
  });

  it('refuses loopback, as an IP literal and as a name, when private addresses are not allowed', async () => {
    const strict = { ...settings, outbound: { allowPrivate: false } };
    const literal = await failureOf(openFileTransport(target(), strict));
    expect(literal.failure).toBe('address_refused');
    expect(literal.message).toBe('127.0.0.1 is a loopback address: refused');
    const named = await failureOf(openFileTransport(target({ host: 'localhost' }), strict));
    expect(named.failure).toBe('address_refused');
    expect(named.message).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback address: refused$/,
    );
  });

  it('checks a connection: login, listing, a probe file written and deleted', async () => {
    await fs.mkdir(path.join(server.root, 'checked'));
    const check = await checkTransport(
      target({ dir: path.join(server.root, 'checked') }),
      settings,
    );
    expect(check.ok).toBe(true);
    expect(check.steps.map((step) => [step.step, step.ok])).toEqual([
      ['connect', true],
      ['list', true],
      ['write', true],
      ['delete', true],
    ]);
    expect(check.steps[2]!.message).toMatch(
      /^Wrote a probe file sftp:\/\/.*\.pim-probe-[0-9a-f]{8}\.txt \(20 bytes\)$/,
    );
    expect(await fs.readdir(path.join(server.root, 'checked'))).toEqual([]);

    const failed = await checkTransport(target({ key: server.wrongPrivateKey }), settings);
    expect(failed).toEqual({
      ok: false,
      steps: [
        {
          step: 'connect',
          ok: false,
          message: `Authentication failed for user ${server.username} on sftp://127.0.0.1:${server.port}`,
          duration_ms: expect.any(Number),
        },
      ],
    });
  });
});
