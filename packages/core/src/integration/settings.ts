// What a deployment sets for integration (read once at start from the environment): where a
// `storage` connection's local directory may be, whether connections may reach private
// addresses or plain HTTP, the transfer timeouts, and the keys that seal connection
// credentials. A server and a worker configure the process's settings at start
// (configureIntegration); tests configure their own.
import path from 'node:path';
import type { TenantScope } from '../platform/access/index.ts';
import type { OutboundPolicy, OutboundTimeouts } from '../platform/outbound/index.ts';
import { DEFAULT_OUTBOUND_TIMEOUTS } from '../platform/outbound/index.ts';

/** A key that seals credentials: its id is stored beside each sealed value. */
export interface CredentialKey {
  id: string;
  /** 32 bytes (AES-256). */
  key: Buffer;
}

/** How webhooks are delivered (WEBHOOK_* settings; tests shorten the delays). */
export interface WebhookSettings {
  /** Seconds before each retry of a failed attempt (WEBHOOK_RETRY_SCHEDULE: 60,300,1800,7200,43200). */
  retryScheduleSeconds: readonly number[];
  /** An attempt's longest wait for the receiver, headers and body (WEBHOOK_TIMEOUT_MS: 10000). */
  timeoutMs: number;
  /** A subscription whose every delivery failed this long is switched off (WEBHOOK_DISABLE_AFTER_HOURS: 72). */
  disableAfterHours: number;
  /** How long a rotated secret keeps signing beside the new one (WEBHOOK_PREVIOUS_SECRET_HOURS: 24). */
  previousSecretHours: number;
  /** An idle dispatcher's look for due deliveries (WEBHOOK_POLL_MS: 200). */
  pollMs: number;
  /** Deliveries a dispatcher sends at once (WEBHOOK_CONCURRENCY: 32). */
  concurrency: number;
  /** Days settled events and their deliveries are kept (WEBHOOK_RETENTION_DAYS: 30). */
  retentionDays: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  retryScheduleSeconds: [60, 300, 1800, 7200, 43200],
  timeoutMs: 10_000,
  disableAfterHours: 72,
  previousSecretHours: 24,
  pollMs: 200,
  concurrency: 32,
  retentionDays: 30,
};

export interface IntegrationSettings {
  /**
   * The directory under which `storage` connections with the `local` driver read and write
   * (CONNECTION_STORAGE_ROOT); a connection's `path` is relative to it and never leaves it.
   */
  storageRoot: string;
  /** Private, loopback and link-local addresses allowed (OUTBOUND_ALLOW_PRIVATE; tests). */
  outbound: OutboundPolicy;
  /** `http://` endpoints allowed for api and marketplace connections (OUTBOUND_ALLOW_HTTP). */
  allowHttp: boolean;
  timeouts: OutboundTimeouts;
  /**
   * The keys credentials are sealed with (CREDENTIALS_KEYS, `<id>:<base64 32 bytes>` items
   * separated by commas): the first seals, every one opens, so a key is rotated by putting a
   * new one first and keeping the old one until every connection was saved again.
   */
  credentialKeys: readonly CredentialKey[];
  /**
   * Certificates (PEM) trusted besides the system's for FTPS and S3 endpoints: a deployment's
   * own authority, a test server's self-signed certificate.
   */
  trustedCertificates?: string;
  /** Webhook delivery (defaults when absent). */
  webhooks?: WebhookSettings;
}

const flag = (raw: string | undefined) => raw === '1' || raw === 'true';

/** Parses CREDENTIALS_KEYS; throws on a malformed item (a server must not start without). */
export function parseCredentialKeys(raw: string): CredentialKey[] {
  const keys = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const colon = item.indexOf(':');
      const id = item.slice(0, colon);
      const key = Buffer.from(item.slice(colon + 1), 'base64');
      if (colon <= 0 || !/^[A-Za-z0-9_.-]{1,64}$/.test(id) || key.length !== 32) {
        throw new Error(
          'CREDENTIALS_KEYS items must be <id>:<base64 of 32 random bytes> (id: letters, digits, _.-)',
        );
      }
      return { id, key };
    });
  if (keys.length === 0) throw new Error('CREDENTIALS_KEYS holds no key');
  return keys;
}

export function loadIntegrationSettings(
  env: Readonly<Record<string, string | undefined>>,
  options: { repoRoot: string; credentialKeys: readonly CredentialKey[] },
): IntegrationSettings {
  return {
    storageRoot: path.resolve(
      env.CONNECTION_STORAGE_ROOT ?? path.join(options.repoRoot, '.data', 'connections'),
    ),
    outbound: { allowPrivate: flag(env.OUTBOUND_ALLOW_PRIVATE) },
    allowHttp: flag(env.OUTBOUND_ALLOW_HTTP),
    timeouts: DEFAULT_OUTBOUND_TIMEOUTS,
    credentialKeys: options.credentialKeys,
    webhooks: loadWebhookSettings(env),
  };
}

function loadWebhookSettings(env: Readonly<Record<string, string | undefined>>): WebhookSettings {
  const int = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error(`${name} must be a positive integer, got "${raw}"`);
    }
    return value;
  };
  const schedule = env.WEBHOOK_RETRY_SCHEDULE?.trim();
  const retryScheduleSeconds = schedule
    ? schedule.split(',').map((item) => Number(item.trim()))
    : DEFAULT_WEBHOOK_SETTINGS.retryScheduleSeconds;
  if (retryScheduleSeconds.some((value) => !Number.isFinite(value) || value < 0)) {
    throw new Error('WEBHOOK_RETRY_SCHEDULE must be seconds separated by commas (60,300,…)');
  }
  const d = DEFAULT_WEBHOOK_SETTINGS;
  return {
    retryScheduleSeconds,
    timeoutMs: int('WEBHOOK_TIMEOUT_MS', d.timeoutMs),
    disableAfterHours: int('WEBHOOK_DISABLE_AFTER_HOURS', d.disableAfterHours),
    previousSecretHours: int('WEBHOOK_PREVIOUS_SECRET_HOURS', d.previousSecretHours),
    pollMs: int('WEBHOOK_POLL_MS', d.pollMs),
    concurrency: int('WEBHOOK_CONCURRENCY', d.concurrency),
    retentionDays: int('WEBHOOK_RETENTION_DAYS', d.retentionDays),
  };
}

export const webhookSettingsOf = (settings: IntegrationSettings): WebhookSettings =>
  settings.webhooks ?? DEFAULT_WEBHOOK_SETTINGS;

let current: IntegrationSettings | undefined;

/** Sets the process's integration settings (a server or a worker at start, a test). */
export function configureIntegration(settings: IntegrationSettings): void {
  current = settings;
}

export function integrationSettings(): IntegrationSettings {
  if (!current) throw new Error('Integration settings were never configured (a wiring bug)');
  return current;
}

/**
 * What integration operations work with: a tenant scope and, in a request, the server's
 * integration settings (its context carries them; tests give each server its own). Without
 * them (jobs), the process's.
 */
export type IntegrationScope = TenantScope & { integration?: IntegrationSettings };

export const integrationSettingsOf = (scope: {
  integration?: IntegrationSettings;
}): IntegrationSettings => scope.integration ?? integrationSettings();

/**
 * The settings a tenant's transports open with: its local storage is a directory of its own
 * under the storage root, named by the tenant's id, so the same `path` in two tenants names
 * two directories and no tenant reads, overwrites or archives another one's files.
 */
export const transportSettingsOf = (scope: IntegrationScope): IntegrationSettings => {
  const settings = integrationSettingsOf(scope);
  return { ...settings, storageRoot: path.join(settings.storageRoot, scope.tenantId) };
};
