// Prisma Migrate without the native schema engine: the wasm engine driven from Node over
// @prisma/adapter-pg. Same migrations folder and `_prisma_migrations` table as the CLI.
import { readMigrationsList, readSchemaFiles, writeMigration } from './files.js';
import { NO_FILTER, withEngine, type MigrateOptions } from './session.js';

export type { MigrateOptions } from './session.js';
export { migrationStatus, type MigrationStatus } from './status.js';

export interface CreatedMigration {
  /** Directory name, `<timestamp>_<name>`. */
  name: string;
  directory: string;
  scriptPath: string;
  sql: string;
}

/** Like the CLI: a lower-case slug, at most 200 characters. */
function migrationSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .slice(0, 200);
  if (!slug) throw new Error(`Not a usable migration name: "${name}"`);
  return slug;
}

function migrationTimestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * Diffs the schema folder against the migrations folder (replayed into a shadow database)
 * and writes `<timestamp>_<name>/migration.sql` plus migration_lock.toml. Returns null and
 * writes nothing when the schema has no changes. Does not apply the migration.
 *
 * This uses the engine's `diff` (what `prisma migrate diff --from-migrations
 * --to-schema-datamodel --script` runs) rather than its `createMigration`: in the wasm
 * engine, createMigration can only replay migrations that a preceding devDiagnostic cached,
 * and that cache is described without the schema's preview features, so every new migration
 * would re-create the partial unique indexes. The SQL is otherwise the same; the CLI's
 * data-loss "Warnings" header is not added.
 */
export async function createMigration(
  options: MigrateOptions & { name: string; databaseUrl: string },
): Promise<CreatedMigration | null> {
  const slug = migrationSlug(options.name);
  return withEngine(
    options.databaseUrl,
    options,
    async ({ engine }, { schemaDir, migrationsDir }) => {
      const diff = await engine.diff({
        from: { tag: 'migrations', ...(await readMigrationsList(migrationsDir)) },
        to: { tag: 'schemaDatamodel', files: await readSchemaFiles(schemaDir) },
        script: true,
        exitCode: true,
        filters: NO_FILTER,
      });
      if (diff.exitCode !== 2 || !diff.stdout) return null;
      const name = `${migrationTimestamp(new Date())}_${slug}`;
      const written = await writeMigration(migrationsDir, { name, script: diff.stdout });
      return { name, ...written, sql: diff.stdout };
    },
  );
}

/** Applies pending migrations (idempotent). Returns the names applied by this call. */
export async function deployMigrations(
  databaseUrl: string,
  options: MigrateOptions = {},
): Promise<{ applied: string[] }> {
  return withEngine(databaseUrl, options, async ({ engine }, { migrationsDir }) => {
    const result = await engine.applyMigrations({
      migrationsList: await readMigrationsList(migrationsDir),
      filters: NO_FILTER,
    });
    return { applied: result.appliedMigrationNames };
  });
}
