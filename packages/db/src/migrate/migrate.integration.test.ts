import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir as repoMigrationsDir, schemaDir as repoSchemaDir } from '../paths.js';
import { createMigration, deployMigrations, migrationStatus } from './index.js';

// The global setup's server; every test gets its own empty database on it.
const serverUrl = inject('databaseUrl');
const databases: string[] = [];
let workDir = '';

async function sql<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `migrate_test_${randomBytes(6).toString('hex')}`;
  await sql(serverUrl, `CREATE DATABASE "${name}"`);
  databases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Copies of the repo's schema and migrations, so tests can change them freely. */
async function workspace(): Promise<{ schemaDir: string; migrationsDir: string }> {
  const root = await mkdtemp(path.join(workDir, 'ws-'));
  const schemaDir = path.join(root, 'schema');
  const migrationsDir = path.join(root, 'migrations');
  await cp(repoSchemaDir, schemaDir, { recursive: true });
  await cp(repoMigrationsDir, migrationsDir, { recursive: true });
  return { schemaDir, migrationsDir };
}

async function snapshot(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

const repoMigrations = async () =>
  (await readdir(repoMigrationsDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'pim-migrate-test-'));
});
afterAll(async () => {
  await Promise.all(
    databases.map((name) => sql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  );
  await rm(workDir, { recursive: true, force: true });
});

describe('deployMigrations', () => {
  it('creates the tables, with the partial unique indexes, on an empty database', async () => {
    const url = await emptyDatabase();
    const { applied } = await deployMigrations(url);
    expect(applied).toEqual(await repoMigrations());
    const tables = await sql<{ tablename: string }>(
      url,
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
    );
    expect(tables.map((t) => t.tablename)).toEqual(
      expect.arrayContaining([
        '_prisma_migrations',
        'users',
        'tenants',
        'roles',
        'permissions',
        'sessions',
      ]),
    );
    const [index] = await sql<{ indexdef: string }>(
      url,
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'roles_tenant_code_live_key'",
    );
    expect(index?.indexdef).toMatch(/UNIQUE INDEX .* WHERE \(deleted_at IS NULL\)/);
  });

  it('is a no-op the second time', async () => {
    const url = await emptyDatabase();
    await deployMigrations(url);
    const before = await sql(url, 'SELECT id, finished_at FROM _prisma_migrations ORDER BY id');
    expect(await deployMigrations(url)).toEqual({ applied: [] });
    expect(await sql(url, 'SELECT id, finished_at FROM _prisma_migrations ORDER BY id')).toEqual(
      before,
    );
  });

  it('runs hand-written SQL with semicolons inside bodies and strings as one script', async () => {
    const url = await emptyDatabase();
    const { migrationsDir } = await workspace();
    const custom = path.join(migrationsDir, '99990101000000_function');
    await mkdir(custom);
    await writeFile(
      path.join(custom, 'migration.sql'),
      `CREATE FUNCTION shout(t text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  RETURN upper(t) || ';!';
END;
$$;
COMMENT ON FUNCTION shout(text) IS 'adds ";!"; really';
`,
    );
    const { applied } = await deployMigrations(url, { migrationsDir });
    expect(applied.at(-1)).toBe('99990101000000_function');
    expect(await sql(url, "SELECT shout('hi') AS v")).toEqual([{ v: 'HI;!' }]);
  });
});

describe('migrationStatus', () => {
  it('reports pending migrations, then up to date after deploy', async () => {
    const url = await emptyDatabase();
    const local = await repoMigrations();
    const before = await migrationStatus(url);
    expect(before).toMatchObject({
      local,
      applied: [],
      pending: local,
      failed: [],
      upToDate: false,
    });

    await deployMigrations(url);
    const after = await migrationStatus(url);
    expect(after).toMatchObject({
      applied: local,
      pending: [],
      failed: [],
      edited: [],
      drift: null,
      upToDate: true,
    });
    // The repo's schema and migrations agree (run migrate:create after changing the schema).
    expect(after.unmigratedChanges).toBeNull();
  });

  it('detects drift: a change made behind the migrations’ back', async () => {
    const url = await emptyDatabase();
    await deployMigrations(url);
    await sql(url, 'ALTER TABLE users ADD COLUMN nickname text');
    const status = await migrationStatus(url);
    expect(status.upToDate).toBe(false);
    expect(status.drift).toContain('users');
  });
});

describe('createMigration', () => {
  it('writes nothing when the schema has no changes', async () => {
    const { schemaDir, migrationsDir } = await workspace();
    const before = await snapshot(migrationsDir);
    expect(
      await createMigration({ name: 'nothing', databaseUrl: serverUrl, schemaDir, migrationsDir }),
    ).toBeNull();
    expect(await snapshot(migrationsDir)).toEqual(before);
  });

  it('writes <timestamp>_<name>/migration.sql and the lock file for a change, then nothing more', async () => {
    const { schemaDir, migrationsDir } = await workspace();
    await rm(path.join(migrationsDir, 'migration_lock.toml'), { force: true });
    await writeFile(
      path.join(schemaDir, 'widget.prisma'),
      `model Widget {
  id        Int       @id @default(autoincrement())
  code      String
  deletedAt DateTime? @map("deleted_at")

  @@unique([code], map: "widgets_code_live_key", where: raw("deleted_at IS NULL"))
  @@map("widgets")
}
`,
    );
    const created = await createMigration({
      name: 'Add widgets!',
      databaseUrl: serverUrl,
      schemaDir,
      migrationsDir,
    });
    expect(created?.name).toMatch(/^\d{14}_add_widgets$/);
    const script = await readFile(created?.scriptPath ?? '', 'utf8');
    expect(script).toContain('CREATE TABLE "widgets"');
    expect(script).toContain(
      'CREATE UNIQUE INDEX "widgets_code_live_key" ON "widgets"("code") WHERE (deleted_at IS NULL);',
    );
    expect(script).not.toContain('"users"');
    expect(await readFile(path.join(migrationsDir, 'migration_lock.toml'), 'utf8')).toContain(
      'provider = "postgresql"',
    );

    // Partial indexes must survive the round trip, or every run would re-create them.
    expect(
      await createMigration({ name: 'again', databaseUrl: serverUrl, schemaDir, migrationsDir }),
    ).toBeNull();
    const url = await emptyDatabase();
    expect((await deployMigrations(url, { migrationsDir })).applied.at(-1)).toBe(created?.name);
  });
});
