// Opening a connection's transport by its type: the file transports (storage: local or S3;
// sftp; ftp) and the HTTP one (api, marketplace).
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
import { openFtp } from './ftp.ts';
import { DEFAULT_RETRY, openHttpEndpoint, type RetryPolicy } from './http.ts';
import { openLocalStorage } from './local.ts';
import { openS3 } from './s3.ts';
import { openSftp } from './sftp.ts';
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
      return config.driver === 'local'
        ? openLocalStorage(config, settings)
        : openS3(config, target.credentials as S3Credentials | null, settings);
    }
    case 'sftp':
      return openSftp(
        target.config as SftpConfig,
        required<SftpCredentials>(target.credentials, 'sftp'),
        settings,
      );
    case 'ftp':
      return openFtp(
        target.config as FtpConfig,
        required<FtpCredentials>(target.credentials, 'ftp'),
        settings,
      );
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
