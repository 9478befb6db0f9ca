// What a connection's `config` and `credentials` hold, by its connector's type. Unknown keys
// are a 400 (every shape is strict). The shapes are the contract: the console's forms, the
// transports and the channel export and import read them, and nothing else.
//
//   sftp         {host, port?, path?}                      credentials {username, password? | private_key?}
//   ftp          {host, port?, path?, secure?}             credentials {username, password}
//   storage      {driver: local|s3, path?, bucket?, region?, endpoint?}
//                                                           credentials (s3) {access_key_id, secret_access_key}
//   api, marketplace {url, batch_size?}                     credentials {token} | {username, password}
//
// and every type may add {channel_code?, locales?, format?, file_pattern?, schedule?}.
import { z } from 'zod';
import { zLocaleCode } from '../../catalog/locales/schemas.ts';
import { zCode } from '../../platform/shared/schemas.ts';

// The connector types are the connectors' (connectors/schemas.ts); re-exported for the
// transports, which read this module as the connection's contract.
export { CONNECTOR_TYPES, zConnectorType, type ConnectorType } from '../connectors/schemas.ts';
import type { ConnectorType } from '../connectors/schemas.ts';

export const CONNECTION_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type ConnectionFormat = (typeof CONNECTION_FORMATS)[number];

/** A host name or IP literal (no scheme, no port, no path). */
const zHost = z
  .string()
  .min(1)
  .max(253)
  .regex(/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?|[0-9A-Fa-f:.]+)$/, {
    error: 'must be a host name or an IP address, without scheme, port or path',
  });
const zPort = z.int().min(1).max(65535);
/**
 * A directory on the remote side (or, for local storage, under the configured root): a
 * relative or absolute POSIX path without `..` segments, NUL or backslashes.
 */
const zRemotePath = z
  .string()
  .min(1)
  .max(500)
  .refine((value) => !/[\\\0]/.test(value) && !value.split('/').includes('..'), {
    error: 'must be a directory path without .. segments or backslashes',
  });

/**
 * A file name pattern for imports: `*` and `?` wildcards, no directory part
 * (`products-*.csv`). Without one, an import reads every file of the directory.
 */
const zFilePattern = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[^/\\\0]+$/, { error: 'must be a file name pattern without a directory part' });

/**
 * A five-field cron expression (minute hour day-of-month month day-of-week) for a scheduled
 * delta export, in UTC.
 */
const zSchedule = z
  .string()
  .min(9)
  .max(100)
  .regex(/^\S+(\s+\S+){4}$/, { error: 'must be a five-field cron expression' });

/** What every type may add: which channel and locales to deliver, the file format, ... */
const common = {
  channel_code: zCode(100).optional(),
  locales: z.array(zLocaleCode).min(1).max(50).optional(),
  format: z.enum(CONNECTION_FORMATS).optional(),
  file_pattern: zFilePattern.optional(),
  schedule: zSchedule.optional(),
};

export const zSftpConfig = z.strictObject({
  host: zHost,
  port: zPort.optional(),
  path: zRemotePath.optional(),
  ...common,
});
export const zFtpConfig = z.strictObject({
  host: zHost,
  port: zPort.optional(),
  path: zRemotePath.optional(),
  /** FTPS (explicit TLS). */
  secure: z.boolean().optional(),
  ...common,
});
/** An http(s) URL: no other scheme (file:, ftp:, javascript:) reaches a transport. */
const zHttpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .max(2000);

export const zStorageConfig = z
  .strictObject({
    driver: z.enum(['local', 's3']),
    /**
     * local: a directory under the configured root; s3: a key prefix in the bucket. Relative
     * either way: an absolute path would leave the root.
     */
    path: zRemotePath
      .refine((value) => !value.startsWith('/'), {
        error: 'must be a relative path (under the storage root, or a key prefix)',
      })
      .optional(),
    bucket: z.string().min(3).max(63).optional(),
    region: z.string().min(1).max(50).optional(),
    /** An S3-compatible endpoint (https:// unless plain HTTP is allowed). */
    endpoint: zHttpUrl.optional(),
    ...common,
  })
  .superRefine((config, ctx) => {
    if (config.driver === 's3' && config.bucket === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['bucket'],
        message: 'an s3 storage needs a bucket',
        params: { code: 'required' },
      });
    }
    if (config.driver === 'local') {
      for (const key of ['bucket', 'region', 'endpoint'] as const) {
        if (config[key] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `only an s3 storage takes ${key}`,
            params: { code: 'invalid_combination' },
          });
        }
      }
    }
  });
export const zHttpConfig = z.strictObject({
  /** https:// unless plain HTTP is allowed (the service checks the deployment's setting). */
  url: zHttpUrl,
  /** Records per POST (default 100). */
  batch_size: z.int().min(1).max(1000).optional(),
  ...common,
});

export const CONFIG_SCHEMAS = {
  sftp: zSftpConfig,
  ftp: zFtpConfig,
  storage: zStorageConfig,
  api: zHttpConfig,
  marketplace: zHttpConfig,
} as const;

export type SftpConfig = z.infer<typeof zSftpConfig>;
export type FtpConfig = z.infer<typeof zFtpConfig>;
export type StorageConfig = z.infer<typeof zStorageConfig>;
export type HttpConfig = z.infer<typeof zHttpConfig>;
export type ConnectionConfig = SftpConfig | FtpConfig | StorageConfig | HttpConfig;

const secret = z.string().min(1).max(4096);
export const zSftpCredentials = z.union([
  z.strictObject({ username: secret, password: secret }),
  z.strictObject({ username: secret, private_key: z.string().min(1).max(16384) }),
]);
export const zFtpCredentials = z.strictObject({ username: secret, password: secret });
export const zS3Credentials = z.strictObject({
  access_key_id: secret,
  secret_access_key: secret,
});
export const zHttpCredentials = z.union([
  z.strictObject({ token: secret }),
  z.strictObject({ username: secret, password: secret }),
]);

export type SftpCredentials = z.infer<typeof zSftpCredentials>;
export type FtpCredentials = z.infer<typeof zFtpCredentials>;
export type S3Credentials = z.infer<typeof zS3Credentials>;
export type HttpCredentials = z.infer<typeof zHttpCredentials>;
export type ConnectionCredentials =
  SftpCredentials | FtpCredentials | S3Credentials | HttpCredentials;

/** A connection as a transport needs it: its type, its checked config, its opened credentials. */
export interface TransportTarget {
  type: ConnectorType;
  config: ConnectionConfig;
  credentials: ConnectionCredentials | null;
}
