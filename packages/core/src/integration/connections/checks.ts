// What a connection's config and credentials must be beyond their shapes (config.ts): the
// channel and locales it delivers are the tenant's, URLs are https unless the deployment
// allows plain HTTP, an IP literal of a private range is refused early unless private
// addresses are allowed (names are resolved and checked when a transport connects, never
// here), and the schedule is a cron expression that runs. Errors name the field under
// `config.` or `credentials.`; a credential error never carries the value that was sent.
import net from 'node:net';
import { Cron } from 'croner';
import type { DbTx } from '@pim/db';
import { findChannelToDeliver } from '../../catalog/channels/index.ts';
import { AppError, validationError } from '../../platform/errors/index.ts';
import { checkHostLiteral, OutboundRefusedError } from '../../platform/outbound/index.ts';
import type { IntegrationSettings } from '../settings.ts';
import {
  CONFIG_SCHEMAS,
  type ConnectionConfig,
  type ConnectionCredentials,
  type ConnectorType,
  type HttpConfig,
  type StorageConfig,
  zFtpCredentials,
  zHttpCredentials,
  zS3Credentials,
  zSftpCredentials,
} from './config.ts';

type Issues = Parameters<typeof validationError>[0];

/** The issues of a nested field, with their paths under `field`. */
const under = (field: string, issues: Issues): Issues =>
  issues.map((issue) => ({ ...issue, path: [field, ...issue.path] }));

/** The config's shape for the connector's type; 400 naming each failing `config.<field>`. */
export function parseConfig(type: ConnectorType, raw: unknown): ConnectionConfig {
  const parsed = CONFIG_SCHEMAS[type].safeParse(raw);
  if (!parsed.success) throw validationError(under('config', parsed.error.issues), { config: raw });
  return parsed.data;
}

/** What each credential shape holds, for an error that cannot echo what was sent. */
const CREDENTIAL_SHAPES: Record<Exclude<ConnectorType, 'storage'> | 's3', string> = {
  sftp: '{username, password} or {username, private_key}',
  ftp: '{username, password}',
  s3: '{access_key_id, secret_access_key}',
  api: '{token} or {username, password}',
  marketplace: '{token} or {username, password}',
};
const CREDENTIAL_SCHEMAS = {
  sftp: zSftpCredentials,
  ftp: zFtpCredentials,
  s3: zS3Credentials,
  api: zHttpCredentials,
  marketplace: zHttpCredentials,
};

/**
 * The credentials' shape for the connector's type (a local storage takes none). Unknown
 * fields are named; any other failure says which shape is expected, never the value.
 */
export function parseCredentials(
  type: ConnectorType,
  config: ConnectionConfig,
  raw: unknown,
): ConnectionCredentials {
  const kind = type === 'storage' ? (config as StorageConfig).driver : type;
  if (kind === 'local') {
    throw new AppError('invalid_value', 'A local storage connection takes no credentials', {
      field: 'credentials',
    });
  }
  const parsed = CREDENTIAL_SCHEMAS[kind].safeParse(raw);
  if (parsed.success) return parsed.data;
  const unknown = parsed.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? [issue] : [],
  );
  if (unknown.length > 0) throw validationError(under('credentials', unknown), {});
  // The issues of each field: their messages are zod's (type, length), never the input.
  const fields = parsed.error.issues.filter((issue) => issue.code !== 'invalid_union');
  if (fields.length > 0) throw validationError(under('credentials', fields), { credentials: raw });
  throw new AppError(
    'invalid_value',
    `credentials of a ${kind} connection are ${CREDENTIAL_SHAPES[kind]}`,
    { field: 'credentials' },
  );
}

/** The next time a five-field cron expression runs, in UTC, after `from`. */
export function nextRunOf(schedule: string, from: Date): Date {
  let next: Date | null;
  try {
    next = new Cron(schedule, { timezone: 'UTC', mode: '5-part' }).nextRun(from);
  } catch (error) {
    throw new AppError(
      'invalid_value',
      `config.schedule is not a valid cron expression: ${(error as Error).message}`,
      { field: 'config.schedule' },
    );
  }
  if (!next) {
    throw new AppError('invalid_value', 'config.schedule never runs', {
      field: 'config.schedule',
    });
  }
  return next;
}

/** An IP literal of a range the deployment does not connect to is refused now. */
function checkHost(host: string, field: string, settings: IntegrationSettings): void {
  try {
    checkHostLiteral(host, settings.outbound);
  } catch (error) {
    if (!(error instanceof OutboundRefusedError)) throw error;
    throw new AppError('invalid_value', `${field}: ${error.message}`, { field });
  }
}

function checkUrl(value: string, field: string, settings: IntegrationSettings): void {
  const url = new URL(value);
  if (url.protocol === 'http:' && !settings.allowHttp) {
    throw new AppError(
      'invalid_value',
      `${field} must be an https:// URL (plain HTTP is not allowed on this server)`,
      { field },
    );
  }
  if (url.username || url.password) {
    throw new AppError(
      'invalid_value',
      `${field} must not hold a user name or password: put them in credentials`,
      { field },
    );
  }
  // URL keeps the brackets of an IPv6 host; checkHostLiteral takes them.
  if (net.isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0)
    checkHost(url.hostname, field, settings);
}

/** The checks that need the deployment's settings: addresses and schemes. */
function checkEndpoints(
  type: ConnectorType,
  config: ConnectionConfig,
  settings: IntegrationSettings,
) {
  if (type === 'sftp' || type === 'ftp') {
    checkHost((config as { host: string }).host, 'config.host', settings);
  } else if (type === 'api' || type === 'marketplace') {
    checkUrl((config as HttpConfig).url, 'config.url', settings);
  } else {
    const { endpoint } = config as StorageConfig;
    if (endpoint !== undefined) checkUrl(endpoint, 'config.endpoint', settings);
  }
}

/** `config.channel_code` names a live channel of the tenant; `config.locales` are its own. */
async function checkChannel(db: DbTx, tenantId: string, config: ConnectionConfig) {
  const { channel_code: code, locales } = config;
  if (code === undefined) {
    if (locales !== undefined) {
      throw new AppError('invalid_combination', 'config.locales needs config.channel_code', {
        field: 'config.locales',
      });
    }
    return;
  }
  const channel = await findChannelToDeliver(db, tenantId, code);
  if (!channel) {
    throw new AppError('invalid_reference', `No channel ${code} in this tenant`, {
      field: 'config.channel_code',
    });
  }
  const own = new Set(channel.locales.map((l) => l.locale.code));
  locales?.forEach((locale, index) => {
    const field = `config.locales.${index}`;
    if (!own.has(locale)) {
      throw new AppError('invalid_value', `The channel ${code} has no locale ${locale}`, {
        field,
      });
    }
    if (locales.indexOf(locale) !== index) {
      throw new AppError('invalid_value', `The locale ${locale} is given twice`, { field });
    }
  });
}

/**
 * A config as it is saved: its type's shape, its endpoints, its channel and locales, and
 * when its schedule next runs (null without one).
 */
export async function checkConfig(
  db: DbTx,
  tenantId: string,
  type: ConnectorType,
  raw: unknown,
  settings: IntegrationSettings,
): Promise<ConnectionConfig> {
  const config = parseConfig(type, raw);
  checkEndpoints(type, config, settings);
  if (config.schedule !== undefined) nextRunOf(config.schedule, new Date());
  await checkChannel(db, tenantId, config);
  return config;
}
