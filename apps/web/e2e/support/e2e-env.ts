/**
 * Per-run settings for the servers Playwright starts. The config is evaluated by the runner
 * and again by every worker; values are created once and handed down through process.env.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DATA_DIR_PREFIX = 'pim-e2e-';

/**
 * Access tokens live 5 seconds in e2e runs (900 by default), below the console's 60-second
 * refresh margin: every request exercises the refresh path, and a test can outlive a token.
 */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 5;

/**
 * Earlier runs leave their PostgreSQL data behind (the servers stop after Playwright's global
 * teardown). A directory without postmaster.pid belongs to a cluster that has shut down.
 */
function sweepStoppedRuns(): void {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(DATA_DIR_PREFIX)) continue;
    const dir = path.join(tmpdir(), entry);
    if (!existsSync(path.join(dir, 'postmaster.pid')))
      rmSync(dir, { recursive: true, force: true });
  }
}

function freshDataDir(): string {
  sweepStoppedRuns();
  const dir = mkdtempSync(path.join(tmpdir(), DATA_DIR_PREFIX));
  // The embedded PostgreSQL runs as user `postgres` when we are root: it must enter the dir.
  chmodSync(dir, 0o755);
  return dir;
}

/** A port nothing listens on right now, so the test database never meets a developer's. */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

export function e2eDataDir(): string {
  process.env.PIM_E2E_DATA_DIR ??= freshDataDir();
  return process.env.PIM_E2E_DATA_DIR;
}

export function e2ePostgresPort(): string {
  process.env.PIM_E2E_PG_PORT ??= freePort();
  return process.env.PIM_E2E_PG_PORT;
}

/** A port with nothing behind it, standing in for an API that is down. */
export function e2eDeadPort(): string {
  process.env.PIM_E2E_DEAD_PORT ??= freePort();
  return process.env.PIM_E2E_DEAD_PORT;
}

/**
 * The API Playwright starts (the built apps/api), for specs that call it directly. The ports
 * can be moved (PIM_E2E_API_PORT, PIM_E2E_CONSOLE_PORT, PIM_E2E_DEAD_CONSOLE_PORT) so that two
 * runs share a machine.
 */
export const E2E_API_PORT = Number(process.env.PIM_E2E_API_PORT ?? 4010);
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_CONSOLE_PORT = Number(process.env.PIM_E2E_CONSOLE_PORT ?? 3010);

/** The console started against e2eDeadPort(). */
export const UNREACHABLE_CONSOLE_URL = `http://localhost:${process.env.PIM_E2E_DEAD_CONSOLE_PORT ?? 3011}`;
