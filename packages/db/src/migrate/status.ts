// `migrate status`: the migration history from the engine and `_prisma_migrations`, plus
// drift checks that replay the migrations into shadow databases.
import pg from 'pg';
import { readMigrationsList, readSchemaFiles } from './files.js';
import { NO_FILTER, withEngine, type MigrateOptions } from './session.js';

export interface MigrationStatus {
  /** Migration directories on disk, in apply order. */
  local: string[];
  applied: string[];
  pending: string[];
  failed: string[];
  /** Applied migrations whose migration.sql changed since (checksum mismatch). */
  edited: string[];
  /** Recorded in the database but missing on disk. */
  missingLocally: string[];
  /** How the database differs from what its migrations produce, or null; undefined when not checked. */
  drift: string | null | undefined;
  /** Summary of schema changes that no migration captures yet, or null; undefined when not checked. */
  unmigratedChanges: string | null | undefined;
  /** Nothing pending, failed, edited, missing or drifted. */
  upToDate: boolean;
}

async function readAppliedMigrations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query<{ exists: boolean }>(
      "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists",
    );
    if (!table.rows[0]?.exists) return [];
    const rows = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM _prisma_migrations
       WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
    );
    return rows.rows.map((row) => row.migration_name);
  } finally {
    await client.end();
  }
}

/**
 * Compares the migrations folder with the database. With `checkDrift` (default true) it
 * also replays the migrations into shadow databases to tell whether the database drifted
 * from them and whether the schema has changes no migration captures.
 */
export async function migrationStatus(
  databaseUrl: string,
  options: MigrateOptions & { checkDrift?: boolean } = {},
): Promise<MigrationStatus> {
  return withEngine(databaseUrl, options, async ({ engine }, { schemaDir, migrationsDir }) => {
    const migrationsList = await readMigrationsList(migrationsDir);
    const local = migrationsList.migrationDirectories.map((dir) => dir.path);
    const diagnosis = await engine.diagnoseMigrationHistory({
      migrationsList,
      optInToShadowDatabase: false,
      filters: NO_FILTER,
    });
    const applied = await readAppliedMigrations(databaseUrl);
    const appliedSet = new Set(applied);
    const failed = diagnosis.failedMigrationNames;
    const pending = local.filter((name) => !appliedSet.has(name) && !failed.includes(name));
    const missingLocally = applied.filter((name) => !local.includes(name));
    const edited = diagnosis.editedMigrationNames;
    const historyClean =
      pending.length + failed.length + edited.length + missingLocally.length === 0;

    let drift: string | null | undefined;
    let unmigratedChanges: string | null | undefined;
    if (options.checkDrift ?? true) {
      const schemaFiles = await readSchemaFiles(schemaDir);
      const from = { tag: 'migrations' as const, ...migrationsList };
      // Only meaningful once the history matches: otherwise the database differs anyway.
      if (historyClean) {
        const live = await engine.diff({
          from,
          to: { tag: 'schemaDatasource', files: schemaFiles, configDir: schemaDir },
          script: false,
          exitCode: true,
          filters: NO_FILTER,
        });
        drift = live.exitCode === 2 ? (live.stdout ?? '').trim() || 'differs' : null;
      }
      const diff = await engine.diff({
        from,
        to: { tag: 'schemaDatamodel', files: schemaFiles },
        script: false,
        exitCode: true,
        filters: NO_FILTER,
      });
      unmigratedChanges = diff.exitCode === 2 ? (diff.stdout ?? '').trim() || 'changes' : null;
    }
    return {
      local,
      applied,
      pending,
      failed,
      edited,
      missingLocally,
      drift,
      unmigratedChanges,
      upToDate: historyClean && !drift,
    };
  });
}
