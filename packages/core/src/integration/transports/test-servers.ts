// Real servers on loopback for the transports' tests, the API's tests and the bench (exported
// through @pim/core/testing): OpenSSH's sshd for SFTP, ftp-srv for FTP and FTPS, fauxqs for S3,
// node:http for an API receiver, and a server that accepts and then says nothing (a stalled
// peer). Each listens on 127.0.0.1 on a random port and returns how to reach it and `stop()`.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { IntegrationSettings } from '../settings.ts';
import { TransportError } from './types.ts';

const run = promisify(execFile);

/**
 * Settings for tests against these servers: loopback and plain HTTP allowed, short timeouts
 * (a stalled server fails a test in a fraction of a second), a temporary storage root.
 */
export function testIntegrationSettings(
  overrides: Partial<IntegrationSettings> = {},
): IntegrationSettings {
  return {
    storageRoot: path.join(os.tmpdir(), 'pim-test-storage'),
    outbound: { allowPrivate: true },
    allowHttp: true,
    timeouts: { connectMs: 1_000, headersMs: 1_000, bodyMs: 1_000 },
    credentialKeys: [],
    ...overrides,
  };
}

const tempDir = (prefix: string) => fs.mkdtemp(path.join(os.tmpdir(), `pim-${prefix}-`));

/** The TransportError a promise rejects with; throws when it resolves or fails otherwise. */
export async function transportFailureOf(promise: Promise<unknown>): Promise<TransportError> {
  let outcome: unknown;
  try {
    outcome = await promise;
  } catch (error) {
    if (error instanceof TransportError) return error;
    throw error;
  }
  throw new Error(`expected a TransportError, got a result: ${String(outcome)}`);
}

/** A port free now (the server that takes it is started right after). */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function keyPair(file: string): Promise<{ privateKey: string; publicKey: string }> {
  await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'pim-test', '-f', file]);
  return {
    privateKey: await fs.readFile(file, 'utf8'),
    publicKey: await fs.readFile(`${file}.pub`, 'utf8'),
  };
}

export interface SftpServer {
  host: string;
  port: number;
  username: string;
  /** The key sshd accepts (OpenSSH format). */
  privateKey: string;
  /** A valid key sshd does not know: a wrong credential. */
  wrongPrivateKey: string;
  /** An absolute directory the user may write (a connection's `path`), on this machine. */
  root: string;
  stop(): Promise<void>;
}

/**
 * Debian's OpenSSH server (openssh-server; .ci/run installs it) in the foreground, configured
 * entirely on its command line: key login only (password login would need PAM and a system
 * user's password), the SFTP subsystem in process. Logs in as the user running the tests.
 */
export async function startSftpServer(): Promise<SftpServer> {
  const dir = await tempDir('sftp');
  const root = path.join(dir, 'files');
  await fs.mkdir(root);
  await fs.mkdir('/run/sshd', { recursive: true });
  const [, client, wrong] = await Promise.all([
    run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(dir, 'host')]),
    keyPair(path.join(dir, 'client')),
    keyPair(path.join(dir, 'wrong')),
  ]);
  await fs.writeFile(path.join(dir, 'authorized_keys'), client.publicKey, { mode: 0o600 });
  const port = await freePort();
  const sshd = spawn(
    '/usr/sbin/sshd',
    [
      '-D',
      '-e',
      '-f',
      '/dev/null',
      ...[
        `ListenAddress=127.0.0.1:${port}`,
        `HostKey=${path.join(dir, 'host')}`,
        'PidFile=none',
        `AuthorizedKeysFile=${path.join(dir, 'authorized_keys')}`,
        'StrictModes=no',
        'UsePAM=no',
        'PasswordAuthentication=no',
        'KbdInteractiveAuthentication=no',
        'Subsystem=sftp internal-sftp',
      ].flatMap((option) => ['-o', option]),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sshd did not start: ${log}`)), 10_000);
    sshd.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      if (log.includes('Server listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    sshd.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sshd exited (${code}): ${log}`));
    });
  });
  return {
    host: '127.0.0.1',
    port,
    username: os.userInfo().username,
    privateKey: client.privateKey,
    wrongPrivateKey: wrong.privateKey,
    root,
    async stop() {
      if (sshd.exitCode === null) {
        sshd.kill('SIGTERM');
        await once(sshd, 'exit');
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** A self-signed certificate for localhost and 127.0.0.1 (`cert` is its own CA). */
export async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await tempDir('cert');
  try {
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]);
    return {
      key: await fs.readFile(path.join(dir, 'key.pem'), 'utf8'),
      cert: await fs.readFile(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export interface FtpServer {
  host: string;
  port: number;
  username: string;
  password: string;
  /** The directory the user lands in (its `/`), on this machine. */
  root: string;
  /** With `secure`: the server's certificate, to trust as a CA. */
  ca?: string;
  stop(): Promise<void>;
}

/** bunyan's interface, silent: ftp-srv logs JSON lines to stdout otherwise. */
const silentLog = {
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
  child() {
    return silentLog;
  },
};

/**
 * ftp-srv with one user (password checked), passive ports on loopback; `secure` adds explicit
 * TLS (AUTH TLS) with a self-signed certificate.
 */
export async function startFtpServer(options: { secure?: boolean } = {}): Promise<FtpServer> {
  const { FtpSrv } = await import('ftp-srv');
  const root = await tempDir('ftp');
  const tls = options.secure ? await selfSignedCertificate() : undefined;
  const pasvMin = 20_000 + Math.floor(Math.random() * 40_000);
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: pasvMin,
    pasv_max: pasvMin + 200,
    anonymous: false,
    greeting: 'pim test server',
    tls: tls ?? false,
    log: silentLog,
  });
  const username = 'pim';
  const password = 'test-password';
  server.on('login', ({ username: user, password: pass }, resolve, reject) => {
    if (user === username && pass === password) resolve({ root });
    else reject(new Error('Invalid username or password'));
  });
  await server.listen();
  const { port } = (
    server as unknown as { server: net.Server }
  ).server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    username,
    password,
    root,
    ca: tls?.cert,
    async stop() {
      await server.close();
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

export interface S3Server {
  /** `http://127.0.0.1:port` (path-style requests). */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  createBucket(name: string): void;
  stop(): Promise<void>;
}

/** fauxqs's S3, in memory (it accepts any credentials). */
export async function startS3Server(): Promise<S3Server> {
  const { startFauxqs } = await import('fauxqs');
  const server = await startFauxqs({ port: 0, host: '127.0.0.1', logger: false });
  return {
    endpoint: `http://127.0.0.1:${server.port}`,
    region: 'us-east-1',
    accessKeyId: 'test-access-key',
    secretAccessKey: 'test-secret-key',
    createBucket: (name) => void server.createBucket(name),
    stop: () => server.stop(),
  };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface HttpReceiverOptions {
  /** Answer the first `times` requests with `status` (500 by default) and `headers`. */
  fail?: { times: number; status?: number; headers?: Record<string, string>; body?: string };
  /** The answer after the failures (200 by default). */
  status?: number;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow receiver). */
  delayMs?: number;
}

export interface HttpReceiver {
  url: string;
  received: ReceivedRequest[];
  stop(): Promise<void>;
}

/** An API endpoint on node:http that records what it received and answers as told. */
export async function startHttpReceiver(options: HttpReceiverOptions = {}): Promise<HttpReceiver> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at,
      });
      const failing = options.fail && received.length <= options.fail.times;
      const answer = () => {
        if (failing) {
          response.writeHead(options.fail!.status ?? 500, options.fail!.headers);
          response.end(options.fail!.body ?? 'the receiver failed on purpose');
        } else {
          response.writeHead(options.status ?? 200, {
            'content-type': 'application/json',
            ...options.headers,
          });
          response.end('{"ok":true}');
        }
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/records`,
    received,
    async stop() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A TCP server that accepts connections and never says a word (a stalled peer). */
export async function startSilentServer(): Promise<{
  host: string;
  port: number;
  stop(): Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    async stop() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
