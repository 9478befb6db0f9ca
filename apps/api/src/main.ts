// Starts the API: database (DATABASE_URL, or an embedded PostgreSQL), migrations, the
// permission catalog and demo data, then the HTTP server. Stops cleanly on SIGINT/SIGTERM.
import path from 'node:path';
import {
  configureIntegration,
  hashPassword,
  JobQueue,
  loadAssetSettings,
  loadAuthConfig,
  loadJobSettings,
  recordLoadedProducts,
  startJobWorker,
  startWebhookDispatcher,
  type WebhookDispatcher,
  type JobWorker,
} from '@pim/core';
import { connectDatabase } from '@pim/db';
import { resolveDatabaseUrl } from '@pim/db/embedded';
import { deployMigrations } from '@pim/db/migrate';
import {
  DEMO_CREDENTIALS,
  ensureBuiltinConnectors,
  ensurePermissionTree,
  seedDatabase,
  SYSTEM_ACTOR,
} from '@pim/db/seed';
import { findRepoRoot } from '@pim/db/paths';
import { readApiEnv, resolveIntegrationSettings, resolveJwtSecret } from './config.ts';
import { demoAssetStore } from './demo-assets.ts';
import { buildServer } from './server.ts';

async function main() {
  const env = readApiEnv(process.env);
  const log = (message: string) => process.stdout.write(`[api] ${message}\n`);

  const resolved = await resolveDatabaseUrl();
  log(
    resolved.embedded
      ? `embedded PostgreSQL on port ${resolved.embedded.port} (${resolved.embedded.dataDir})`
      : 'using DATABASE_URL',
  );
  // Resolved from the repository root: in the bundled build, paths relative to the db
  // package's own source no longer point at its migrations.
  const prismaDir = path.join(findRepoRoot(), 'packages', 'db', 'prisma');
  if (env.migrateOnStart) {
    const { applied } = await deployMigrations(resolved.databaseUrl, {
      schemaDir: path.join(prismaDir, 'schema'),
      migrationsDir: path.join(prismaDir, 'migrations'),
    });
    if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
  }

  const database = connectDatabase(resolved.databaseUrl);
  const seedDemo = env.seedDemo ?? resolved.embedded !== null;
  if (seedDemo) {
    const { created } = await seedDatabase(database.prisma, {
      hashPassword,
      // The demo products' pictures are uploaded where the server keeps assets.
      storeAsset: demoAssetStore(database, loadAssetSettings(process.env, findRepoRoot())),
      // The demo products are rows: their completeness and first revision come from the rules.
      afterProducts: (tenantId, productIds) =>
        recordLoadedProducts(database, tenantId, productIds, {
          source: 'import',
          actor: SYSTEM_ACTOR,
        }),
    });
    if (created) log('demo data created');
  } else {
    await ensurePermissionTree(database.prisma);
  }
  // Tenants made before a version that had built-in connectors get theirs.
  await ensureBuiltinConnectors(database.prisma, SYSTEM_ACTOR);

  const jwt = resolveJwtSecret(process.env, findRepoRoot());
  // Requests read them from their context, jobs of the in-process worker from the process.
  const integration = resolveIntegrationSettings(process.env, findRepoRoot());
  configureIntegration(integration.settings);
  const jobs = {
    files: loadJobSettings(process.env, findRepoRoot()),
    queue: new JobQueue(),
  };
  const app = await buildServer({
    database,
    config: loadAuthConfig(process.env, jwt.secret),
    logLevel: env.logLevel,
    rateLimit: { max: env.rateLimitPerMinute, windowMs: 60_000 },
    consoleForwardSecret: env.consoleForwardSecret,
    corsOrigins: env.corsOrigins,
    jobs,
    integration: integration.settings,
  });
  if (!env.consoleForwardSecret) {
    app.log.warn(
      'CONSOLE_FORWARD_SECRET is not set: the console cannot forward browser addresses, so ' +
        'every sign-in through it shares the address budget of the console (pnpm start sets it)',
    );
  }
  // Jobs are worked and webhooks sent in this process unless JOB_WORKER=off (then by
  // `pnpm worker` processes).
  let worker: JobWorker | undefined;
  let dispatcher: WebhookDispatcher | undefined;
  if (env.jobWorker.enabled) {
    dispatcher = startWebhookDispatcher({
      database,
      settings: integration.settings,
      log: (level, message, fields) => app.log[level](fields ?? {}, message),
    });
    worker = await startJobWorker({
      database,
      ...jobs,
      concurrency: env.jobWorker.concurrency,
      leaseSeconds: env.jobWorker.leaseSeconds,
      log: (level, message, fields) => app.log[level](fields ?? {}, message),
    });
    log(`job worker ${worker.id} (concurrency ${env.jobWorker.concurrency})`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close(); // waits for requests in flight
    await worker?.stop(); // waits for the job batches in flight
    await dispatcher?.stop(); // and for the webhook deliveries in flight
    await database.close();
    await resolved.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  log(`listening on http://localhost:${env.port} (REST /v1, tRPC /trpc, docs /docs)`);
  if (seedDemo) {
    log(`demo administrator: ${DEMO_CREDENTIALS.admin.email} / ${DEMO_CREDENTIALS.admin.password}`);
    log(
      `demo editor:        ${DEMO_CREDENTIALS.editor.email} / ${DEMO_CREDENTIALS.editor.password}`,
    );
  }
  if (jwt.generated)
    log('JWT_SECRET is not set: using a generated secret kept in .data/jwt-secret');
  if (integration.generatedKey)
    log('CREDENTIALS_KEYS is not set: using a generated key kept in .data/credentials-keys');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[api] failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
