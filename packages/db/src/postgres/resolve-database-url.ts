import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-cluster.js';
import { findRepoRoot } from '../paths.js';

export const DEFAULT_EMBEDDED_PORT = 54329;

export interface ResolvedDatabase {
  databaseUrl: string;
  /** The embedded cluster when DATABASE_URL was not set; null otherwise. */
  embedded: EmbeddedPostgres | null;
  /** Stops the embedded cluster if we started one; a no-op for DATABASE_URL. Idempotent. */
  stop(): Promise<void>;
}

export interface ResolveDatabaseUrlOptions {
  env?: NodeJS.ProcessEnv;
  onLog?: (line: string) => void;
  /**
   * Only join the embedded PostgreSQL another process (the API) runs, never start one: a job
   * worker must not own the database the API serves.
   */
  join?: boolean;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_EMBEDDED_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PIM_PG_PORT is not a TCP port: ${value}`);
  return port;
}

/**
 * DATABASE_URL when set; otherwise a persistent embedded PostgreSQL in
 * `<repo>/.data/postgres` (PIM_DATA_DIR overrides) on port PIM_PG_PORT (default 54329).
 */
export async function resolveDatabaseUrl(
  options: ResolveDatabaseUrlOptions = {},
): Promise<ResolvedDatabase> {
  const env = options.env ?? process.env;
  if (env.DATABASE_URL) {
    return { databaseUrl: env.DATABASE_URL, embedded: null, stop: async () => undefined };
  }
  const dataDir = env.PIM_DATA_DIR
    ? path.resolve(env.PIM_DATA_DIR)
    : path.join(findRepoRoot(), '.data', 'postgres');
  const embedded = await startEmbeddedPostgres({
    persistent: true,
    dataDir,
    port: parsePort(env.PIM_PG_PORT),
    ...(options.join ? { join: true } : {}),
    ...(options.onLog ? { onLog: options.onLog } : {}),
  });
  return { databaseUrl: embedded.connectionString, embedded, stop: () => embedded.stop() };
}
