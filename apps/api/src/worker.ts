// A job worker alone (`pnpm worker`, and what `pnpm start` runs beside the API): works the jobs
// of the database at DATABASE_URL, or without it of the embedded PostgreSQL the API runs,
// beside API processes started with JOB_WORKER=off, or beside other workers. Several share the work
// (each slot takes the next job from the job rows, fairly across tenants; the job row's lease
// guards the rest). SIGINT or
// SIGTERM stop it after the batches in flight; SIGKILL loses at most the batch in flight,
// which the next worker redoes from the job's checkpoint.
import {
  configureCatalog,
  configureIntegration,
  JobQueue,
  loadCatalogSettings,
  loadJobSettings,
  startJobWorker,
  startWebhookDispatcher,
} from '@pim/core';
import { connectDatabase } from '@pim/db';
import { resolveDatabaseUrl } from '@pim/db/embedded';
import { findRepoRoot } from '@pim/db/paths';
import pino from 'pino';
import { readJobWorkerEnv, resolveIntegrationSettings } from './config.ts';
import { loggerOptions } from './logger.ts';

async function main() {
  // Never starts a database: the embedded one belongs to the API, which stops it.
  const url = await resolveDatabaseUrl({ join: true })
    .then((resolved) => resolved.databaseUrl)
    .catch((error: unknown) => {
      throw new Error(
        `set DATABASE_URL, or start the API first (a worker joins its embedded PostgreSQL): ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  const env = readJobWorkerEnv(process.env);
  configureCatalog(loadCatalogSettings(process.env));
  // The same keys as the API's (CREDENTIALS_KEYS, or the one generated in .data/).
  const integration = resolveIntegrationSettings(process.env, findRepoRoot()).settings;
  configureIntegration(integration);
  const logger = pino(loggerOptions());
  const database = connectDatabase(url, { max: env.concurrency + 4 });
  const queue = new JobQueue();
  const worker = await startJobWorker({
    database,
    queue,
    files: loadJobSettings(process.env, findRepoRoot()),
    concurrency: env.concurrency,
    leaseSeconds: env.leaseSeconds,
    log: (level, message, fields) => logger[level](fields ?? {}, message),
  });
  const dispatcher = startWebhookDispatcher({
    database,
    settings: integration,
    log: (level, message, fields) => logger[level](fields ?? {}, message),
  });
  logger.info({ worker: worker.id, concurrency: env.concurrency }, 'job worker started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'job worker stopping');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    await worker.stop();
    await dispatcher.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[worker] failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
