// Opening a connection's transport by its type: the file transports (storage: local or S3;
// sftp; ftp) and the HTTP one (api, marketplace). The S3, SSH and FTP clients are loaded on
// first use: together they are ~60 MB of memory and over a second of start-up that a server
// or worker without such connections never needs.
import type {
  FtpConfig,
  FtpCredentials,
  HttpConfig,
  HttpCredentials,
  S3Credentials,
  SftpConfig,
  SftpCredentials,
  StorageConfig,
  TransportTarget,
} from '../connections/config.ts';
import type { IntegrationSettings } from '../settings.ts';
import { DEFAULT_RETRY, openHttpEndpoint, type RetryPolicy } from './http.ts';
import { openLocalStorage } from './local.ts';
import { TransportError, type FileTransport, type HttpTransport } from './types.ts';

/** Credentials a transport cannot go without (a connection saved without them). */
function required<T>(credentials: unknown, type: string): T {
  if (!credentials) {
    throw new TransportError('auth_failed', `The ${type} connection has no credentials`);
  }
  return credentials as T;
}

export const isFileTarget = (target: TransportTarget) =>
  target.type === 'storage' || target.type === 'sftp' || target.type === 'ftp';

/** Opens the file transport of a storage, sftp or ftp connection (connected and logged in). */
export async function openFileTransport(
  target: TransportTarget,
  settings: IntegrationSettings,
): Promise<FileTransport> {
  switch (target.type) {
    case 'storage': {
      const config = target.config as StorageConfig;
      if (config.driver === 'local') return openLocalStorage(config, settings);
      const { openS3 } = await import('./s3.ts');
      return openS3(config, target.credentials as S3Credentials | null, settings);
    }
    case 'sftp': {
      const { openSftp } = await import('./sftp.ts');
      return openSftp(
        target.config as SftpConfig,
        required<SftpCredentials>(target.credentials, 'sftp'),
        settings,
      );
    }
    case 'ftp': {
      const { openFtp } = await import('./ftp.ts');
      return openFtp(
        target.config as FtpConfig,
        required<FtpCredentials>(target.credentials, 'ftp'),
        settings,
      );
    }
    default:
      throw new Error(`A ${target.type} connection has no file transport (a wiring bug)`);
  }
}

/**
 * Opens the HTTP transport of an api or marketplace connection; `retry` changes the attempts
 * and delays (tests). Throws at once for a URL the settings refuse (plain HTTP).
 */
export function openHttpTransport(
  target: TransportTarget,
  settings: IntegrationSettings,
  retry: Partial<RetryPolicy> = {},
): HttpTransport {
  if (target.type !== 'api' && target.type !== 'marketplace') {
    throw new Error(`A ${target.type} connection has no HTTP transport (a wiring bug)`);
  }
  return openHttpEndpoint(
    {
      config: target.config as HttpConfig,
      credentials: target.credentials as HttpCredentials | null,
    },
    settings,
    { ...DEFAULT_RETRY, ...retry },
  );
}
