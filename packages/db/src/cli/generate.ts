// `prisma generate` for a machine that cannot download Prisma's native engines.
// The CLI fetches a schema-engine binary before `generate` unless PRISMA_SCHEMA_ENGINE_BINARY
// names an existing file; generate never runs it, so any existing file will do: we use
// Node's own executable. No DATABASE_URL is needed (prisma.config.ts keeps it out).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { packageRoot } from '../paths.js';

const require = createRequire(import.meta.url);
const prismaCli = require.resolve('prisma/build/index.js');

const configured = process.env.PRISMA_SCHEMA_ENGINE_BINARY;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: configured && existsSync(configured) ? configured : process.execPath,
  // No telemetry or update checks: the hosts are unreachable here and only add delay.
  CHECKPOINT_DISABLE: '1',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};

const child = spawn(process.execPath, [prismaCli, 'generate', ...process.argv.slice(2)], {
  cwd: packageRoot,
  env,
  stdio: 'inherit',
});
child.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
