// Throwaway databases for the tests of one migration on existing data: each test gets its own
// database on the global setup's server, migrated up to (not including) the migration under
// test, fills it the way the old schema takes data, then deploys the rest.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { deployMigrations } from '../migrate/index.js';
import { migrationsDir as repoMigrationsDir } from '../paths.js';

export async function withClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Runs an INSERT and returns the id of the row it made. */
export async function insertReturningId(
  client: pg.Client,
  text: string,
  values: unknown[] = [],
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(`${text} RETURNING id`, values);
  return rows[0]!.id;
}

export interface ScratchDatabases {
  /** A fresh database with the repository's migrations applied up to, not including, `migration`. */
  before(migration: string): Promise<string>;
  /** Drops every database made here and the copied migrations. */
  dropAll(): Promise<void>;
}

export async function scratchDatabases(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabases> {
  const workDir = await mkdtemp(path.join(tmpdir(), `pim-${prefix}-`));
  const databases: string[] = [];
  return {
    async before(migration) {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      await withClient(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
      databases.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const migrationsDir = await mkdtemp(path.join(workDir, 'migrations-'));
      await cp(repoMigrationsDir, migrationsDir, { recursive: true });
      for (const entry of await readdir(migrationsDir)) {
        if (entry >= migration && entry !== 'migration_lock.toml') {
          await rm(path.join(migrationsDir, entry), { recursive: true });
        }
      }
      await deployMigrations(url.toString(), { migrationsDir });
      return url.toString();
    },
    async dropAll() {
      await withClient(serverUrl, async (c) => {
        for (const name of databases) {
          await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
      });
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
