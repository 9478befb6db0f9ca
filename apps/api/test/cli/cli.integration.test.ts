// The `pim` command line end to end against the real server: sign-in kept in a private file,
// tenants, an import (with failed rows, a dry run, --json), an export downloaded to a file, jobs,
// a product with its values; what it prints on a terminal (a progress bar) and in a pipe (plain
// lines), and the exit codes scripts branch on.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createEnrichmentCatalog, uniqueCode } from '@pim/db/seed';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogWorld } from '../helpers/catalog.ts';
import { testServer } from '../helpers/server.ts';
import { runCli, scratch } from './run-cli.ts';

const { server } = await testServer();
await server.startWorker();
const w = await createCatalogWorld();
await createEnrichmentCatalog(server.db, w.home.id);

const dir = scratch();
/** Every run shares the session file `pim login` writes, and polls fast. */
const env = { PIM_CONFIG: path.join(dir, 'session.json') };
const pim = (args: string[], options: { input?: string; tty?: boolean } = {}) =>
  runCli(args, { env, cwd: dir, ...options });
const FAST = ['--interval', '0.2'];

const prefix = uniqueCode('cli');
const csv = (rows: string[]) =>
  ['code,family,status,name:en_US,name:fr_FR,rating', ...rows].join('\n') + '\n';

beforeAll(async () => {
  const login = await pim(
    ['login', '--server', server.baseUrl, '--email', w.admin.email, '--password-stdin'],
    { input: `${w.admin.password}\n` },
  );
  expect(login.stderr).toBe('');
  expect(login.code).toBe(0);
  expect(login.stdout).toContain(`Signed in to ${server.baseUrl} as`);
});

describe('pim login and tenants', () => {
  it('keeps the session in a file only its owner reads, without the password', async () => {
    const file = env.PIM_CONFIG;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    expect(kept).toMatchObject({ server: server.baseUrl, email: w.admin.email });
    expect(kept.refresh_token).toEqual(expect.any(String));
    expect(JSON.stringify(kept)).not.toContain(w.admin.password);
  });

  it('lists the tenants, marks the one in use, and switches by code', async () => {
    const listed = await pim(['tenants']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^CODE|\s+CODE/m);
    expect(listed.stdout).toContain(w.home.id);
    const json = await pim(['tenants', '--json']);
    const tenants = JSON.parse(json.stdout) as Array<{ tenant_id: string; tenant_code: string }>;
    expect(tenants.map((t) => t.tenant_id)).toContain(w.home.id);
    const home = tenants.find((t) => t.tenant_id === w.home.id)!;
    const used = await pim(['tenants', 'use', home.tenant_code]);
    expect(used.code).toBe(0);
    expect(used.stdout).toContain(`(${home.tenant_code})`);
    expect((await pim(['tenants'])).stdout).toMatch(
      new RegExp(`^\\*\\s+${home.tenant_code}\\s`, 'm'),
    );
    const unknown = await pim(['tenants', 'use', 'no-such-tenant']);
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).toContain('No tenant "no-such-tenant"');
  });

  it('refuses a wrong password (3) and wrong use (2), and says so on stderr', async () => {
    const refused = await runCli(
      ['login', '--server', server.baseUrl, '--email', w.admin.email, '--password-stdin'],
      { env: { PIM_CONFIG: path.join(dir, 'other.json') }, input: 'not-the-password' },
    );
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^pim: .+/);
    const unsigned = await runCli(['jobs'], { env: { PIM_CONFIG: path.join(dir, 'none.json') } });
    expect(unsigned.code).toBe(3);
    expect(unsigned.stderr).toContain('Not signed in');
    const wrong = await pim(['import', 'x.csv']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("required option '--entity <entity>'");
    expect((await pim(['export', '--entity', 'unicorns'])).code).toBe(2);
    expect((await pim(['no-such-command'])).code).toBe(2);
    expect((await pim(['import', 'missing.csv', '--entity', 'products'])).code).toBe(2);
  });
});

describe('pim import', () => {
  it('imports a CSV, prints plain progress lines in a pipe, and the failed rows (exit 6)', async () => {
    writeFileSync(
      path.join(dir, 'mixed.csv'),
      csv([
        `${prefix}_1,shirts,draft,Blue shirt,Chemise bleue,4`,
        `${prefix}_2,shirts,draft,Red shirt,Chemise rouge,5`,
        `${prefix}_3,shirts,draft,Bad shirt,Chemise,not-a-number`,
      ]),
    );
    const run = await pim(['import', 'mixed.csv', '--entity', 'products', ...FAST]);
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(
      /^Import of products: job [0-9a-f-]{36} started \(mixed\.csv, \d+ B\)$/m,
    );
    expect(run.stderr).toMatch(/^Import of products: completed 3\/3 \(100%\), 1 failed/m);
    expect(run.stderr).not.toContain('█');
    expect(run.stdout).toMatch(
      /^Import of products completed in .+: 3 processed: 2 created, 0 updated, 0 unchanged, 1 failed\.$/m,
    );
    expect(run.stdout).toContain('Failed items (1):');
    expect(run.stdout).toMatch(new RegExp(`^  line 4 \\(${prefix}_3\\): rating: .+`, 'm'));
    const jobId = /job ([0-9a-f-]{36})/.exec(run.stderr)![1]!;
    expect(run.stdout).toContain(`pim jobs items ${jobId} --failed`);

    const items = await pim(['jobs', 'items', jobId, '--failed']);
    expect(items.code).toBe(0);
    expect(items.stdout).toContain(`(${prefix}_3): rating:`);
    const rows = await pim(['jobs', 'failed-rows', jobId, '-o', 'failed.csv']);
    expect(rows.code).toBe(0);
    expect(readFileSync(path.join(dir, 'failed.csv'), 'utf8')).toContain(`${prefix}_3`);

    const product = await pim(['products', 'get', `${prefix}_1`]);
    expect(product.code).toBe(0);
    expect(product.stdout).toMatch(new RegExp(`^${prefix}_1  draft  family shirts`, 'm'));
    expect(product.stdout).toContain('  name [en_US]: Blue shirt');
    expect(product.stdout).toContain('  name [fr_FR]: Chemise bleue');
    const json = JSON.parse((await pim(['products', 'get', `${prefix}_2`, '--json'])).stdout);
    expect(json).toMatchObject({ code: `${prefix}_2`, status: 'draft' });
    expect(json.values).toEqual(
      expect.arrayContaining([
        { attribute: 'name', channel: '$default', locale: 'fr_FR', value: 'Chemise rouge' },
      ]),
    );
    const missing = await pim(['products', 'get', `${prefix}_3`]);
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain(`No product with the code "${prefix}_3"`);
  });

  it('draws a progress bar on a terminal and ends 0 when every row is imported', async () => {
    writeFileSync(
      path.join(dir, 'clean.csv'),
      csv(
        Array.from({ length: 40 }, (_, i) => `${prefix}_t${i},shirts,draft,Shirt ${i},,${i % 5}`),
      ),
    );
    const run = await pim(['import', 'clean.csv', '--entity', 'products', ...FAST], { tty: true });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Import of products \|█+\| 100% \| 40\/40 \| \d+\/s/);
    expect(run.stdout).toMatch(
      /Import of products completed in .+: 40 processed: 40 created, 0 updated, 0 unchanged, 0 failed\./,
    );
    expect(run.stdout).not.toMatch(/Import of products: completed/);
  });

  it('checks without writing on --dry-run, and answers JSON for scripts', async () => {
    writeFileSync(path.join(dir, 'dry.csv'), csv([`${prefix}_dry,shirts,draft,Dry,,1`]));
    const run = await pim([
      'import',
      'dry.csv',
      '--entity',
      'products',
      '--dry-run',
      '--json',
      ...FAST,
    ]);
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.stdout);
    expect(answer.job).toMatchObject({
      type: 'import',
      status: 'completed',
      progress: { processed: 1, succeeded: 1, failed: 0 },
    });
    expect(answer.failed_items).toEqual([]);
    expect((await pim(['products', 'get', `${prefix}_dry`])).code).toBe(4);
    const human = await pim([
      'import',
      'dry.csv',
      '--entity',
      'products',
      '--dry-run',
      '-q',
      ...FAST,
    ]);
    expect(human.stderr).toBe('');
    expect(human.stdout).toMatch(
      /completed in .+: 1 processed: 1 to create, 0 to update, 0 unchanged, 0 failed\./,
    );
    expect(human.stdout).toContain('Dry run: nothing was written.');
    const dryId = JSON.parse(run.stdout).job.id as string;
    const listed = await pim(['jobs', '--type', 'import']);
    expect(listed.stdout).toMatch(new RegExp(`^${dryId}\\s+import \\(dry run\\)\\s+products`, 'm'));
  });
});

describe('pim export and jobs', () => {
  it('exports to a file, then lists and watches the job', async () => {
    const run = await pim([
      'export',
      '--entity',
      'products',
      '--format',
      'csv',
      '-o',
      'out.csv',
      ...FAST,
    ]);
    expect(run.code).toBe(0);
    const file = path.join(dir, 'out.csv');
    expect(run.stdout).toMatch(
      new RegExp(
        `^Export of products completed in .+: \\d+ exported to ${file.replaceAll('/', '\\/')} \\(.+\\)\\.$`,
        'm',
      ),
    );
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n')[0]).toMatch(/^code,family,/);
    expect(text).toContain(`${prefix}_1,shirts`);
    const jobId = /job ([0-9a-f-]{36})/.exec(run.stderr)![1]!;

    const listed = await pim(['jobs', '--type', 'export', '--limit', '5']);
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')[0]).toMatch(
      /^ID\s+TYPE\s+ENTITY\s+STATUS\s+PROGRESS\s+CREATED$/,
    );
    expect(listed.stdout).toMatch(new RegExp(`^${jobId}\\s+export\\s+products\\s+completed`, 'm'));
    const watched = await pim(['jobs', 'watch', jobId, '--json']);
    expect(watched.code).toBe(0);
    expect(JSON.parse(watched.stdout)).toMatchObject({ id: jobId, status: 'completed' });
    expect((await pim(['jobs', 'watch', '00000000-0000-7000-8000-000000000000'])).code).toBe(4);
    expect((await pim(['jobs', '--limit', '500'])).code).toBe(2);
  });

  it('exports to stdout with -o -, byte for byte, the counts on stderr', async () => {
    const run = await pim(['export', '--entity', 'families', '-o', '-', ...FAST]);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^code,/);
    expect(run.stdout).toContain('shirts');
    expect(run.stderr).toMatch(/Export of families completed/);
    const jobId = /job ([0-9a-f-]{36})/.exec(run.stderr)![1]!;
    const saved = await pim(['jobs', 'download', jobId, '-o', 'families.csv']);
    expect(saved.code).toBe(0);
    expect(readFileSync(path.join(dir, 'families.csv'), 'utf8')).toBe(run.stdout);
  });

  it('works with an API key from the environment, in the key’s own tenant', async () => {
    const machine = await w.addMachine('home', 'admin');
    const run = await runCli(['jobs', '--type', 'export', '--json'], {
      env: { PIM_SERVER: server.baseUrl, PIM_API_KEY: machine.key.rawKey },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const jobs = JSON.parse(run.stdout) as Array<{ type: string }>;
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs.map((job) => job.type))).toEqual(new Set(['export']));
  });
});
