import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportTarget } from '../connections/config.ts';
import { checkTransport, openFileTransport } from './index.ts';
import {
  startFtpServer,
  startSilentServer,
  testIntegrationSettings,
  transportFailureOf as failureOf,
  type FtpServer,
} from './test-servers.ts';

let plain: FtpServer;
let secure: FtpServer;
beforeAll(async () => {
  [plain, secure] = await Promise.all([startFtpServer(), startFtpServer({ secure: true })]);
});
afterAll(() => Promise.all([plain?.stop(), secure?.stop()]));

const settings = testIntegrationSettings({
  timeouts: { connectMs: 500, headersMs: 300, bodyMs: 300 },
});
const target = (
  server: { host: string; port: number; username: string; password: string },
  config: { host?: string; path?: string; secure?: boolean } = {},
) =>
  ({
    type: 'ftp',
    config: {
      host: config.host ?? server.host,
      port: server.port,
      path: config.path ?? 'out',
      secure: config.secure,
    },
    credentials: { username: server.username, password: server.password },
  }) satisfies TransportTarget;

describe('ftp transport', () => {
  it.each([
    ['FTP', () => plain, false],
    ['FTPS (explicit TLS, certificate checked against a trusted CA)', () => secure, true],
  ])('%s: writes, lists, reads back and moves a file into an archive', async (_, server, tls) => {
    const withCa = { ...settings, trustedCertificates: server().ca };
    const transport = await openFileTransport(
      target(server(), { secure: tls, host: tls ? 'localhost' : undefined }),
      withCa,
    );
    try {
      expect(
        await transport.write('products.csv', Readable.from(['sku;name\n', 'A1;Chair\n'])),
      ).toEqual({ size: 18 });
      expect(await transport.list()).toEqual([
        expect.objectContaining({ name: 'products.csv', size: 18 }),
      ]);
      expect(await text(await transport.read('products.csv'))).toBe('sku;name\nA1;Chair\n');
      await transport.moveTo('products.csv', 'archive');
      expect(await transport.list()).toEqual([]);
      expect(
        await fs.readFile(path.join(server().root, 'out', 'archive', 'products.csv'), 'utf8'),
      ).toBe('sku;name\nA1;Chair\n');
      expect((await failureOf(transport.read('missing.csv'))).failure).toBe('not_found');
    } finally {
      await transport.close();
    }
  });

  it('refuses an FTPS server whose certificate is not trusted', async () => {
    const error = await failureOf(
      openFileTransport(target(secure, { secure: true, host: 'localhost' }), settings),
    );
    expect(error.failure).toBe('remote_error');
    expect(error.message).toMatch(/^ftps:\/\/localhost:\d+: the server's certificate was refused/);
  });

  it('reports a wrong password as auth_failed, naming the user and never the password', async () => {
    const error = await failureOf(
      openFileTransport(
        { ...target(plain), credentials: { username: 'pim', password: 'wrong-secret' } },
        settings,
      ),
    );
    expect(error.failure).toBe('auth_failed');
    expect(error.message).toBe(
      `Authentication failed for user pim on ftp://127.0.0.1:${plain.port}`,
    );
  });

  it('reports a closed port as unreachable and a silent server as timeout', async () => {
    const silent = await startSilentServer();
    try {
      const stalled = await failureOf(
        openFileTransport(target({ ...plain, port: silent.port }), settings),
      );
      expect(stalled.failure).toBe('timeout');
    } finally {
      await silent.stop();
    }
    const closed = await failureOf(
      openFileTransport(target({ ...plain, port: silent.port }), settings),
    );
    expect(closed.failure).toBe('unreachable');
    expect(closed.message).toBe(`Could not reach 127.0.0.1:${silent.port} (connection refused)`);
  });

  it('refuses loopback, as an IP literal and as a name, when private addresses are not allowed', async () => {
    const strict = { ...settings, outbound: { allowPrivate: false } };
    const literal = await failureOf(openFileTransport(target(plain), strict));
    expect([literal.failure, literal.message]).toEqual([
      'address_refused',
      '127.0.0.1 is a loopback address: refused',
    ]);
    const named = await failureOf(openFileTransport(target(plain, { host: 'localhost' }), strict));
    expect(named.failure).toBe('address_refused');
    expect(named.message).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback address: refused$/,
    );
  });

  it("transfers through the control connection's address when the server announces another host", async () => {
    const hostile = await startFtpServer({ pasvUrl: '10.1.2.3' });
    try {
      const transport = await openFileTransport(target(hostile), settings);
      try {
        await transport.write('a.csv', Readable.from(['x\n']));
        expect(await transport.list()).toEqual([
          expect.objectContaining({ name: 'a.csv', size: 2 }),
        ]);
      } finally {
        await transport.close();
      }
    } finally {
      await hostile.stop();
    }
  });

  it('checks a connection: login, listing, a probe file written and deleted', async () => {
    await fs.mkdir(path.join(plain.root, 'checked'));
    const check = await checkTransport(target(plain, { path: 'checked' }), settings);
    expect(check.steps.map((step) => [step.step, step.ok])).toEqual([
      ['connect', true],
      ['list', true],
      ['write', true],
      ['delete', true],
    ]);
    expect(check.ok).toBe(true);
    expect(await fs.readdir(path.join(plain.root, 'checked'))).toEqual([]);
  });
});
