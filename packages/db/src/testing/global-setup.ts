// Vitest globalSetup for any package's integration tests:
//   test: { globalSetup: ['@pim/db/testing/global-setup'] }
// Starts a throwaway PostgreSQL (fresh temp dir, random port), deploys the migrations, and
// hands the URL to the tests as process.env.DATABASE_URL and as inject('databaseUrl').
import { spawn } from 'node:child_process';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { packageRoot } from '../paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

// The wasm migration engine runs in a child process: inside vitest's main process it used
// to keep the run alive ~10 s after the last test, and a child keeps the engine's memory
// and timers out of the test runner whatever the engine does.
function deployInChildProcess(databaseUrl: string): Promise<void> {
  const cli = path.join(packageRoot, 'src', 'cli', 'migrate.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'deploy'], {
      cwd: packageRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Deploying migrations failed (exit ${String(code)}):\n${output}`)),
    );
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startEmbeddedPostgres({ persistent: false });
  try {
    await deployInChildProcess(postgres.connectionString);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  // Workers start after global setup and inherit this environment.
  process.env.DATABASE_URL = postgres.connectionString;
  project.provide('databaseUrl', postgres.connectionString);
  return () => postgres.stop();
}
