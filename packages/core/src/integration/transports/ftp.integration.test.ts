import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
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

/**
 * A minimal FTP server that refuses EPSV and answers PASV naming `pasvHost` (as `a,b,c,d`),
 * while it listens for the data connection on loopback and counts who came. `endless`: its
 * listing never ends (a line every few milliseconds).
 */
async function startHostileFtpServer(
  pasvHost: string,
  { endless = false, listReply }: { endless?: boolean; listReply?: string } = {},
) {
  let dataConnections = 0;
  const streams = new Set<NodeJS.Timeout>();
  const data = net.createServer((socket) => {
    dataConnections++;
    socket.on('error', () => undefined);
    if (!endless) {
      socket.end('-rw-r--r-- 1 owner group 2 Nov 28 11:00 a.csv\r\n');
      return;
    }
    let n = 0;
    const timer = setInterval(
      () => socket.write(`-rw-r--r-- 1 owner group 2 Nov 28 11:00 f-${n++}.csv\r\n`),
      5,
    );
    streams.add(timer);
    socket.on('close', () => clearInterval(timer));
  });
  data.listen(0, '127.0.0.1');
  await once(data, 'listening');
  const dataPort = (data.address() as net.AddressInfo).port;
  const control = net.createServer((socket) => {
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 hostile');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const [command] = buffered.slice(0, end).split(' ');
        buffered = buffered.slice(end + 2);
        if (command === 'USER') reply('331 password please');
        else if (command === 'PASS') reply('230 logged in');
        else if (command === 'PWD') reply('257 "/"');
        else if (command === 'EPSV' || command === 'FEAT') reply('502 not here');
        else if (command === 'PASV')
          reply(`227 Entering Passive Mode (${pasvHost},${dataPort >> 8},${dataPort & 255})`);
        else if (command === 'LIST' && listReply) reply(listReply);
        else if (command === 'LIST') {
          reply('150 here it comes');
          setTimeout(() => reply('226 done'), 20);
        } else reply('200 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  control.listen(0, '127.0.0.1');
  await once(control, 'listening');
  return {
    host: '127.0.0.1',
    port: (control.address() as net.AddressInfo).port,
    dataConnections: () => dataConnections,
    async stop() {
      for (const timer of streams) clearInterval(timer);
      control.close();
      data.close();
    },
  };
}

let plain: FtpServer;
let secure: FtpServer;
beforeAll(async () => {
  [plain, secure] = await Promise.all([startFtpServer(), startFtpServer({ secure: true })]);
});
afterAll(() => Promise.all([plain?.stop(), secure?.stop()]));

const settings = testIntegrationSettings({
  // Generous for the work (a loaded CI machine runs several suites at once); the tests
  // of a stalled or silent server use `quick`.
  timeouts: { connectMs: 10_000, headersMs: 10_000, bodyMs: 10_000 },
});
const quick = { ...settings, timeouts: { connectMs: 500, headersMs: 300, bodyMs: 300 } };
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
        openFileTransport(target({ ...plain, port: silent.port }), quick),
      );
      expect(stalled.failure).toBe('timeout');
    } finally {
      await silent.stop();
    }
    const closed = await failureOf(
      openFileTransport(target({ ...plain, port: silent.port }), quick),
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

  it('refuses a PASV answer that names another host, and never connects there', async () => {
    const hostile = await startHostileFtpServer('10,1,2,3');
    try {
      const transport = await openFileTransport(
        target({ ...hostile, username: 'u', password: 'p' }),
        settings,
      );
      const error = await failureOf(transport.list());
      await transport.close();
      expect([error.failure, error.message]).toEqual([
        'address_refused',
        `ftp://127.0.0.1:${hostile.port} named another host (10.1.2.3) for the data connection: refused`,
      ]);
      expect(hostile.dataConnections()).toBe(0);
    } finally {
      await hostile.stop();
    }
  });

  it('fails a listing that never ends within the transfer timeout', async () => {
    const hostile = await startHostileFtpServer('127,0,0,1', { endless: true });
    try {
      const transport = await openFileTransport(
        target({ ...hostile, username: 'u', password: 'p' }),
        quick,
      );
      // The listing never ends: that it fails at all is the bound.
      const error = await failureOf(transport.list());
      await transport.close();
      expect(error.failure).toBe('timeout');
    } finally {
      await hostile.stop();
    }
  });

  it('never repeats the password a server says back in a reply', async () => {
    const hostile = await startHostileFtpServer('127,0,0,1', {
      listReply: '451 cannot list for the password secret-0123456789',
    });
    try {
      const transport = await openFileTransport(
        target({ ...hostile, username: 'u', password: 'secret-0123456789' }),
        settings,
      );
      const error = await failureOf(transport.list());
      await transport.close();
      expect(error.message).toContain('cannot list for the password [redacted]');
    } finally {
      await hostile.stop();
    }
  });

  it('opens the data connection to the control address when PASV names that address', async () => {
    const honest = await startHostileFtpServer('127,0,0,1');
    try {
      const transport = await openFileTransport(
        target({ ...honest, username: 'u', password: 'p' }),
        settings,
      );
      expect(await transport.list()).toEqual([expect.objectContaining({ name: 'a.csv', size: 2 })]);
      await transport.close();
      expect(honest.dataConnections()).toBe(1);
    } finally {
      await honest.stop();
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
