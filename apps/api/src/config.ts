// Reads the API's environment once at start. See the README's configuration table.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type CredentialKey,
  DEFAULT_JOB_CONCURRENCY,
  loadIntegrationSettings,
  parseCredentialKeys,
} from '@pim/core';

export interface ApiEnv {
  port: number;
  host: string;
  logLevel: string;
  migrateOnStart: boolean;
  /** Demo data: always with the embedded database, on request with DATABASE_URL. */
  seedDemo: boolean | undefined;
  rateLimitPerMinute: number;
  /** Shared with the console: its calls then count under the browser's address. */
  consoleForwardSecret: string | undefined;
  /** Origins whose web pages may call `/v1` from a browser (CORS); none by default. */
  corsOrigins: CorsOrigins;
  jobWorker: JobWorkerEnv;
}

/** Exact origins (`https://shop.example.com`), or `*` for any. */
export type CorsOrigins = readonly string[] | '*';

/** The in-process job worker (JOB_WORKER=off leaves jobs to `pnpm worker` processes). */
export interface JobWorkerEnv {
  enabled: boolean;
  concurrency: number;
  leaseSeconds: number;
}

export function readJobWorkerEnv(env: NodeJS.ProcessEnv): JobWorkerEnv {
  return {
    enabled: env.JOB_WORKER !== 'off',
    concurrency: positiveInt('JOB_CONCURRENCY', env.JOB_CONCURRENCY, DEFAULT_JOB_CONCURRENCY),
    leaseSeconds: positiveInt('JOB_LEASE_SECONDS', env.JOB_LEASE_SECONDS, 60),
  };
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer: ${raw}`);
  return value;
}

export function readApiEnv(env: NodeJS.ProcessEnv): ApiEnv {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a TCP port: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    logLevel: env.LOG_LEVEL ?? 'info',
    migrateOnStart: env.PIM_MIGRATE_ON_START !== 'false',
    seedDemo: env.PIM_SEED_DEMO === undefined ? undefined : env.PIM_SEED_DEMO === 'true',
    rateLimitPerMinute: positiveInt('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 1200),
    consoleForwardSecret: forwardSecret(env.CONSOLE_FORWARD_SECRET),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    jobWorker: readJobWorkerEnv(env),
  };
}

/**
 * CORS_ORIGINS: a comma list of origins (scheme, host and port, nothing else), or `*`. Calls
 * carry a bearer token and never a cookie, so an allowed page can only act with a token its own
 * code holds; the list says which sites' pages may use the API directly at all.
 */
export function parseCorsOrigins(raw: string | undefined): CorsOrigins {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === '*') return '*';
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (https://host[:port])`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry) {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin: write it as ${url.origin}`);
    }
    return url.origin;
  });
}

/** A guessable secret would let anyone pick the address their requests count under. */
function forwardSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32) throw new Error('CONSOLE_FORWARD_SECRET must be at least 32 characters');
  return raw;
}

/**
 * JWT_SECRET, or a random one kept in `<repo>/.data/jwt-secret` so tokens survive restarts
 * of a local installation. Production deployments set JWT_SECRET.
 */
export function resolveJwtSecret(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
): { secret: string; generated: boolean } {
  if (env.JWT_SECRET) return { secret: env.JWT_SECRET, generated: false };
  const file = path.join(repoRoot, '.data', 'jwt-secret');
  if (existsSync(file)) return { secret: readFileSync(file, 'utf8').trim(), generated: true };
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return { secret, generated: true };
}

/**
 * CREDENTIALS_KEYS, or one random key kept in `<repo>/.data/credentials-keys` (mode 0600) so
 * the credentials of a local installation's connections open after a restart. Production
 * deployments set CREDENTIALS_KEYS (and keep it: credentials sealed under a lost key are lost).
 */
export function resolveCredentialKeys(
  env: Readonly<Record<string, string | undefined>>,
  repoRoot: string,
): { keys: CredentialKey[]; generated: boolean } {
  if (env.CREDENTIALS_KEYS) {
    return { keys: parseCredentialKeys(env.CREDENTIALS_KEYS), generated: false };
  }
  const file = path.join(repoRoot, '.data', 'credentials-keys');
  if (!existsSync(file)) {
    // The API and a worker may start together: the key is written whole under another name
    // and linked into place, so one of them makes it and both read the same.
    mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `local-1:${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return { keys: parseCredentialKeys(readFileSync(file, 'utf8')), generated: true };
}

/** The integration settings of a server or worker: the environment's, with the resolved keys. */
export function resolveIntegrationSettings(
  env: Readonly<Record<string, string | undefined>>,
  repoRoot: string,
) {
  const credentialKeys = resolveCredentialKeys(env, repoRoot);
  return {
    settings: loadIntegrationSettings(env, { repoRoot, credentialKeys: credentialKeys.keys }),
    generatedKey: credentialKeys.generated,
  };
}
