// The command as npm would install it: one built file that plain Node runs (no TypeScript
// loader), the client bundled in, commander and cli-progress from node_modules.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// Inside the package's node_modules, so the build's imports resolve as installed.
const out = path.join(root, 'node_modules/.bin-test', String(process.pid));
const bin = path.join(out, 'pim.js');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: out, PIM_CONFIG: path.join(out, 'none.json') },
  });

beforeAll(() => {
  const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
  const built = spawnSync(process.execPath, [tsup, '--out-dir', out, '--silent'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('pim as installed', () => {
  it('is one Node script with the client bundled in', () => {
    const source = readFileSync(bin, 'utf8');
    expect(source.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(source).not.toMatch(/from ["']@pim\/client["']/);
    expect(source).toMatch(/from ["']commander["']/);
  });

  it('answers --help (0), wrong use (2) and no session (3) under plain Node', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: pim [options] [command]');
    expect(help.stdout).toContain('import [options] <file>');
    expect(run('export', '--entity', 'unicorns').status).toBe(2);
    const unsigned = run('tenants');
    expect(unsigned.status).toBe(3);
    expect(unsigned.stderr).toContain('pim: Not signed in');
  });
});
