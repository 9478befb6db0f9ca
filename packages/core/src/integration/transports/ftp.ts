// FTP and FTPS (explicit TLS, AUTH TLS) through basic-ftp. The control connection goes to the
// address the outbound policy checked, and the data connections to that same address only:
// EPSV names a port alone, and a PASV answer naming another host is refused (basic-ftp's
// allowSeparateTransferHost stays false), so a hostile server cannot send us to a private
// address through its PASV answer. TLS checks the certificate
// against the host name the user gave (SNI and identity), not the address we dialled.
import path from 'node:path';
import tls from 'node:tls';
import { PassThrough, type Readable } from 'node:stream';
import { Client, FTPError } from 'basic-ftp';
import type { FtpConfig, FtpCredentials } from '../connections/config.ts';
import type { IntegrationSettings } from '../settings.ts';
import { idleGuardedRead, resolveGuarded, stallGuardedWrite, withDeadline } from './connect.ts';
import {
  authFailed,
  describeEndpoint,
  networkFailure,
  remoteFailure,
  timedOut,
  unreachable,
  type Endpoint,
} from './failures.ts';
import { checkFileName, checkSubdirectory, listingOf, remotePath } from './names.ts';
import { TransportError, type FileTransport, type RemoteFile } from './types.ts';

function ftpFailure(
  error: unknown,
  endpoint: Endpoint,
  what: string,
  timeoutMs: number,
  secrets: readonly string[] = [],
): unknown {
  const known = networkFailure(error, endpoint);
  if (known) return known;
  if (error instanceof FTPError) {
    if (error.code === 530) return authFailed(endpoint);
    if (error.code === 550) {
      return new TransportError(
        'not_found',
        `${what} does not exist on ${describeEndpoint(endpoint)}`,
        error.code,
      );
    }
    return remoteFailure(
      'remote_error',
      `${what} failed on ${describeEndpoint(endpoint)}`,
      error.message,
      error.code,
      secrets,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('Timeout')) return timedOut(endpoint, timeoutMs);
  const elsewhere = /PASV returned another host \(([^)]{1,60})\)/.exec(message);
  if (elsewhere) {
    return new TransportError(
      'address_refused',
      `${describeEndpoint(endpoint)} named another host (${elsewhere[1]}) for the data connection: refused`,
    );
  }
  return remoteFailure(
    'remote_error',
    `${what} failed on ${describeEndpoint(endpoint)}`,
    message,
    undefined,
    secrets,
  );
}

/** The TLS options: identity checked against the name the user gave, extra CAs trusted. */
function tlsOptions(
  host: string,
  address: string,
  settings: IntegrationSettings,
): tls.ConnectionOptions {
  const named = host !== address && !host.startsWith('[');
  return {
    ...(named ? { servername: host, host } : { host: address }),
    ...(settings.trustedCertificates
      ? { ca: [...tls.rootCertificates, settings.trustedCertificates] }
      : {}),
  };
}

export async function openFtp(
  config: FtpConfig,
  credentials: FtpCredentials,
  settings: IntegrationSettings,
): Promise<FileTransport> {
  const endpoint: Endpoint = {
    scheme: config.secure ? 'ftps' : 'ftp',
    host: config.host,
    port: config.port ?? 21,
    user: credentials.username,
  };
  const { connectMs, bodyMs } = settings.timeouts;
  const secrets = [credentials.password];
  // basic-ftp's timeout: the control connection during each command, the data connection
  // while it transfers. allowSeparateTransferHost: false is its default; stated, as it matters.
  const client = new Client(bodyMs, { allowSeparateTransferHost: false });
  let connected = false;
  const login = async () => {
    const address = await resolveGuarded(config.host, settings.outbound);
    const welcome = client.connect(address, endpoint.port);
    client.ftp.socket.once('connect', () => (connected = true));
    await welcome;
    if (config.secure) {
      await client.useTLS(tlsOptions(config.host, address, settings)).catch((error: unknown) => {
        if (error instanceof FTPError) throw error;
        throw new TransportError(
          'remote_error',
          `${describeEndpoint(endpoint)}: the server's certificate was refused (${(error as Error).message})`,
        );
      });
    }
    await client.login(credentials.username, credentials.password);
    await client.useDefaultSettings();
    return client.pwd();
  };
  let home: string;
  try {
    // Connecting, TLS and login within the connect timeout: no TCP answer by then is
    // unreachable, a server that accepted and then stalled is a timeout.
    home = await withDeadline(
      connectMs,
      login(),
      () => client.close(),
      () =>
        connected
          ? timedOut(endpoint, connectMs)
          : unreachable(endpoint, `no answer within ${connectMs} ms`),
    );
  } catch (error) {
    client.close();
    throw ftpFailure(error, endpoint, 'Logging in', bodyMs, secrets);
  }

  const directory = config.path ?? '.';
  const base = path.posix.resolve(home, directory);
  const call = async <T>(what: string, operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw ftpFailure(error, endpoint, what, bodyMs, secrets);
    }
  };
  /** basic-ftp's ensureDir changes the working directory: go back to the login directory. */
  const ensureDirectory = async (directoryPath: string) => {
    await client.ensureDir(directoryPath);
    await client.cd(home);
  };

  return {
    async list(): Promise<RemoteFile[]> {
      // basic-ftp's timeout is between two chunks and its listing is held whole in memory: a
      // server listing without end is cut at the transfer timeout.
      const entries = await call(`The directory "${directory}"`, () =>
        withDeadline(
          bodyMs,
          client.list(base),
          () => client.close(),
          () =>
            new TransportError(
              'timeout',
              `${describeEndpoint(endpoint)} did not finish listing "${directory}" within ${bodyMs} ms`,
            ),
        ),
      );
      return listingOf(
        entries
          .filter((entry) => entry.isFile)
          .map((entry) => ({ name: entry.name, size: entry.size, modifiedAt: entry.modifiedAt })),
        `The directory "${directory}"`,
      );
    },

    async read(name: string): Promise<Readable> {
      const file = remotePath(base, checkFileName(name));
      await call(`"${name}"`, () => client.size(file));
      // basic-ftp writes a download into a stream it is given; the transfer runs beside the
      // reader, whose backpressure pauses the data connection (its timeout then pauses too).
      const passthrough = new PassThrough();
      const download = client.downloadTo(passthrough, file);
      download.catch(() => passthrough.end());
      // The stream ends once the server confirmed the transfer (226), so the next command
      // never meets a task still running.
      async function* bytes() {
        yield* passthrough;
        try {
          await download;
        } catch (error) {
          throw ftpFailure(error, endpoint, `Reading "${name}"`, bodyMs, secrets);
        }
      }
      return idleGuardedRead(
        bytes(),
        bodyMs,
        () => timedOut(endpoint, bodyMs, 'sending'),
        () => client.close(),
      );
    },

    async write(name: string, body: Readable): Promise<{ size: number }> {
      const file = remotePath(base, checkFileName(name));
      await call(`The directory "${directory}"`, () => ensureDirectory(base));
      let stalled = false;
      const upload = stallGuardedWrite(body, bodyMs, () => {
        stalled = true;
        client.close();
      });
      try {
        await client.uploadFrom(upload.stream, file);
      } catch (error) {
        throw stalled
          ? timedOut(endpoint, bodyMs, 'receiving')
          : ftpFailure(error, endpoint, `Writing "${name}"`, bodyMs, secrets);
      } finally {
        upload.settle();
      }
      return { size: upload.written() };
    },

    async remove(name: string): Promise<void> {
      const file = remotePath(base, checkFileName(name));
      await call(`"${name}"`, () => client.remove(file));
    },

    async moveTo(name: string, dir: string): Promise<void> {
      const from = remotePath(base, checkFileName(name));
      const into = remotePath(base, checkSubdirectory(dir));
      await call(`"${name}"`, () => client.size(from));
      await call(`The directory "${dir}"`, () => ensureDirectory(into));
      await call(`Moving "${name}"`, () => client.rename(from, remotePath(into, name)));
    },

    locationOf: (name: string) => `${describeEndpoint(endpoint)}${remotePath(base, name)}`,

    async close() {
      client.close();
    },
  };
}
