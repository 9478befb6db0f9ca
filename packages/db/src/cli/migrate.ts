// pnpm --filter @pim/db migrate:create <name> | migrate:deploy | migrate:status
// Uses DATABASE_URL when set, otherwise the persistent embedded PostgreSQL in <repo>/.data.
// Exit codes: 0 success; 1 failure, or (status) anything pending, failed or drifted; 2 usage.
import { resolveDatabaseUrl } from '../embedded-postgres.js';
import {
  createMigration,
  deployMigrations,
  migrationStatus,
  type MigrationStatus,
} from '../migrate/index.js';

const USAGE = 'usage: migrate.ts create <name> | deploy | status';

function printStatus(status: MigrationStatus): boolean {
  const list = (names: string[]) => names.map((name) => `  - ${name}`).join('\n');
  console.log(`${status.local.length} migration(s) found, ${status.applied.length} applied.`);
  if (status.pending.length) console.log(`Pending:\n${list(status.pending)}`);
  if (status.failed.length) console.log(`Failed:\n${list(status.failed)}`);
  if (status.edited.length) console.log(`Edited after being applied:\n${list(status.edited)}`);
  if (status.missingLocally.length)
    console.log(`Applied but missing locally:\n${list(status.missingLocally)}`);
  if (status.drift)
    console.log(`Drift: the database differs from its migrations:\n${status.drift}`);
  if (status.unmigratedChanges) {
    console.log(
      `Note: the schema has changes no migration captures yet (run migrate:create):\n${status.unmigratedChanges}`,
    );
  }
  if (status.upToDate) console.log('The database is up to date with the migrations.');
  return status.upToDate;
}

async function run(
  command: string | undefined,
  args: string[],
  databaseUrl: string,
): Promise<number> {
  switch (command) {
    case 'create': {
      const name = args[0];
      if (!name) break;
      const created = await createMigration({ name, databaseUrl });
      console.log(
        created ? `Created ${created.scriptPath}` : 'No schema changes: nothing written.',
      );
      return 0;
    }
    case 'deploy': {
      const { applied } = await deployMigrations(databaseUrl);
      console.log(
        applied.length
          ? `Applied:\n${applied.map((n) => `  - ${n}`).join('\n')}`
          : 'No pending migrations.',
      );
      return 0;
    }
    case 'status':
      return printStatus(await migrationStatus(databaseUrl)) ? 0 : 1;
  }
  console.error(USAGE);
  return 2;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (
    !command ||
    !['create', 'deploy', 'status'].includes(command) ||
    (command === 'create' && !args[0])
  ) {
    console.error(USAGE);
    return 2;
  }
  const database = await resolveDatabaseUrl();
  if (database.embedded) {
    console.error(
      `Using embedded PostgreSQL on port ${database.embedded.port} (${database.embedded.dataDir})`,
    );
  }
  try {
    return await run(command, args, database.databaseUrl);
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause) console.error('Caused by:', error.cause);
    process.exit(1);
  },
);
