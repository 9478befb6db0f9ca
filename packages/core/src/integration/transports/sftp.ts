// SFTP through ssh2-sftp-client (ssh2 underneath, pure JavaScript). The TCP socket is ours:
// opened to the address the outbound policy checked (connect.ts) and handed to ssh2, which so
// never resolves the name itself. Login by password or private key within the connect
// timeout; every later operation has the transfer timeout, after which the socket is closed.
import type { Readable } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import type { SftpConfig, SftpCredentials } from '../connections/config.ts';
import type { IntegrationSettings } from '../settings.ts';
import { connectGuarded, idleGuardedRead, stallGuardedWrite, withDeadline } from './connect.ts';
import {
  authFailed,
  describeEndpoint,
  networkFailure,
  remoteFailure,
  secretsOf,
  timedOut,
  type Endpoint,
} from './failures.ts';
import { checkFileName, checkSubdirectory, listingOf, remotePath } from './names.ts';
import { TransportError, type FileTransport, type RemoteFile } from './types.ts';

/** What ssh2 and ssh2-sftp-client throw, in the transport's terms. */
function sftpFailure(
  error: unknown,
  endpoint: Endpoint,
  what: string,
  secrets: readonly string[] = [],
): unknown {
  const known = networkFailure(error, endpoint);
  if (known) return known;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown }).code;
  if (message.includes('authentication methods failed')) return authFailed(endpoint);
  if (message.includes('Cannot parse privateKey')) {
    return new TransportError(
      'auth_failed',
      `The private key for user ${endpoint.user} cannot be read (an OpenSSH or PEM key without a passphrase is expected)`,
    );
  }
  if (message.includes('Timed out while waiting for handshake')) {
    return new TransportError(
      'timeout',
      `${describeEndpoint(endpoint)} did not complete the SSH handshake`,
    );
  }
  if (code === 2 || /no such file/i.test(message)) {
    return new TransportError(
      'not_found',
      `${what} does not exist on ${describeEndpoint(endpoint)}`,
    );
  }
  if (code === 3 || /permission denied/i.test(message)) {
    return new TransportError(
      'remote_error',
      `${what}: permission denied on ${describeEndpoint(endpoint)}`,
    );
  }
  // ssh2-sftp-client prefixes its method names ("rename: ..."); the server's words follow.
  return remoteFailure(
    'remote_error',
    `${what} failed on ${describeEndpoint(endpoint)}`,
    message.replace(/^[\w.>-]+:\s*/, ''),
    undefined,
    secrets,
  );
}

export async function openSftp(
  config: SftpConfig,
  credentials: SftpCredentials,
  settings: IntegrationSettings,
): Promise<FileTransport> {
  const endpoint: Endpoint = {
    scheme: 'sftp',
    host: config.host,
    port: config.port ?? 22,
    user: credentials.username,
  };
  const { connectMs, bodyMs } = settings.timeouts;
  const secrets = secretsOf(credentials);
  const socket = await connectGuarded(endpoint, settings.outbound, connectMs);
  // No global listeners: the library's defaults print every end and close to the console.
  const client = new SftpClient('pim', {
    error: () => undefined,
    end: () => undefined,
    close: () => undefined,
  });
  const abort = () => socket.destroy();
  try {
    // The handshake, login and the SFTP subsystem's start, all within the connect timeout.
    const login = client.connect({
      sock: socket,
      username: credentials.username,
      ...('password' in credentials
        ? { password: credentials.password }
        : { privateKey: credentials.private_key }),
      readyTimeout: connectMs,
    });
    await withDeadline(connectMs, login, abort, () => timedOut(endpoint, connectMs));
  } catch (error) {
    abort();
    throw sftpFailure(error, endpoint, 'Logging in', secrets);
  }

  const directory = config.path ?? '.';
  /** One remote call, bounded by the transfer timeout. */
  const call = async <T>(what: string, operation: () => Promise<T>): Promise<T> => {
    try {
      return await withDeadline(bodyMs, operation(), abort, () => timedOut(endpoint, bodyMs));
    } catch (error) {
      throw sftpFailure(error, endpoint, what, secrets);
    }
  };
  let directoryMade = false;
  const makeDirectory = async () => {
    if (directoryMade) return;
    await call(`The directory "${directory}"`, () => client.mkdir(directory, true));
    directoryMade = true;
  };

  return {
    async list(): Promise<RemoteFile[]> {
      const entries = await call(`The directory "${directory}"`, () => client.list(directory));
      return listingOf(
        entries
          .filter((entry) => entry.type === '-')
          .map((entry) => ({
            name: entry.name,
            size: entry.size,
            modifiedAt: new Date(entry.modifyTime),
          })),
        `The directory "${directory}"`,
      );
    },

    async read(name: string): Promise<Readable> {
      const file = remotePath(directory, checkFileName(name));
      await call(`"${name}"`, () => client.stat(file));
      const stream = client.createReadStream(file) as Readable;
      // Once read (or given up), the stream still closes its remote handle; when the channel
      // closes first, ssh2 fails that request as an 'error' of a stream nobody listens to any
      // more: an uncaught exception, the end of the process. Errors while reading still reach
      // the reader (the iterator below listens for them itself).
      stream.on('error', () => undefined);
      return idleGuardedRead(stream, bodyMs, () => timedOut(endpoint, bodyMs, 'sending'), abort);
    },

    async write(name: string, body: Readable): Promise<{ size: number }> {
      const file = remotePath(directory, checkFileName(name));
      await makeDirectory();
      let stalled = false;
      const upload = stallGuardedWrite(body, bodyMs, () => {
        stalled = true;
        abort();
      });
      try {
        await client.put(upload.stream, file);
      } catch (error) {
        throw stalled
          ? timedOut(endpoint, bodyMs, 'receiving')
          : sftpFailure(error, endpoint, `Writing "${name}"`, secrets);
      } finally {
        upload.settle();
      }
      return { size: upload.written() };
    },

    async remove(name: string): Promise<void> {
      const file = remotePath(directory, checkFileName(name));
      await call(`"${name}"`, () => client.delete(file));
    },

    async moveTo(name: string, dir: string): Promise<void> {
      const from = remotePath(directory, checkFileName(name));
      const into = remotePath(directory, checkSubdirectory(dir));
      const to = remotePath(into, name);
      await call(`"${name}"`, () => client.stat(from));
      await call(`The directory "${dir}"`, () => client.mkdir(into, true));
      // SFTP's rename does not replace an existing file: an archived file of that name goes.
      if (await call(`"${dir}/${name}"`, () => client.exists(to))) {
        await call(`"${dir}/${name}"`, () => client.delete(to));
      }
      await call(`Moving "${name}"`, () => client.rename(from, to));
    },

    locationOf: (name: string) =>
      `${describeEndpoint(endpoint)}/${remotePath(directory, name).replace(/^\.?\//, '')}`,

    async close() {
      await withDeadline(bodyMs, client.end(), abort, () => timedOut(endpoint, bodyMs)).catch(() =>
        abort(),
      );
    },
  };
}
