// What `pim` does against a stand-in server whose job moves as scripted: while watching, a bar
// filling on a terminal, a line per change in a pipe (processed / total, rate, time left), the
// exit code of the end it reaches, Ctrl-C stopping the watch, not the job; when downloading, a
// file name the server gives kept in the current directory, an existing file never replaced,
// and Ctrl-C leaving no partial file.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { runCli, scratch } from './run-cli.ts';

const JOB = '0193a5f0-0000-7000-8000-00000000c0de';
const TENANT = '0193a5f0-0000-7000-8000-0000000000aa';

/** A job answer at one point of its life. */
const job = (status: string, processed: number, failed = 0, total = 100) => ({
  id: JOB,
  type: 'import',
  entity: 'products',
  status,
  progress: { total, processed, succeeded: processed - failed, failed },
  options: {},
  result: null,
  error: status === 'failed' ? { code: 'job_failed', message: 'The file could not be read' } : null,
  created_at: '2026-11-28T10:00:00.000Z',
  started_at: status === 'queued' ? null : '2026-11-28T10:00:01.000Z',
  finished_at: ['completed', 'failed'].includes(status) ? '2026-11-28T10:00:04.000Z' : null,
  created_by: null,
});

/** Each GET of the job answers the next state; the last one repeats. */
let script: ReturnType<typeof job>[] = [];
/** How the artifact is answered: its file name, and whether it ends. */
let artifact = { filename: 'products.csv', ends: true };
let downloading: (() => void) | undefined;
/** Reads of the job so far; the one numbered `holdRead` is never answered (`onHold` is told). */
let jobReads = 0;
let holdRead: number | undefined;
let onHold: (() => void) | undefined;
const server = http.createServer((request, response) => {
  const authorized = request.headers.authorization === 'Bearer pim_fake';
  if (authorized && request.url === '/v1/auth/me') {
    // The key's own tenant, which the client names on every call when none is given.
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: true, data: { active_tenant: { tenant_id: TENANT } } }));
    return;
  }
  if (authorized && request.headers['x-tenant-id'] !== TENANT) {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: false, message: 'Send the tenant', errors: [] }));
    return;
  }
  if (authorized && request.url === `/v1/jobs/${JOB}/artifact`) {
    response.writeHead(200, {
      'content-type': 'text/csv',
      'content-disposition': `attachment; filename="${artifact.filename}"`,
    });
    response.write('code,family\n');
    if (artifact.ends) response.end('tee-1,shirts\n');
    else downloading?.();
    return;
  }
  if (request.url === `/v1/jobs/${JOB}` && ++jobReads === holdRead) {
    onHold?.();
    return;
  }
  answer(request, response);
});

function answer(request: http.IncomingMessage, response: http.ServerResponse) {
  const authorized = request.headers.authorization === 'Bearer pim_fake';
  const state = script.length > 1 ? script.shift()! : script[0];
  const found = request.url === `/v1/jobs/${JOB}` && state;
  response.writeHead(!authorized ? 401 : found ? 200 : 404, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify(
      !authorized
        ? { success: false, message: 'Unauthorized', errors: [] }
        : found
          ? { success: true, data: state }
          : {
              success: false,
              message: 'Not found',
              errors: [{ code: 'not_found', field: 'id', message: 'No such job' }],
            },
    ),
  );
}
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
const env = {
  PIM_SERVER: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  PIM_API_KEY: 'pim_fake',
};
const watch = ['jobs', 'watch', JOB, '--interval', '0.2'];
const dir = scratch();

describe('pim jobs watch', () => {
  it('prints a line per change in a pipe, with rate and time left, and ends 6 on failed items', async () => {
    script = [
      job('queued', 0, 0, 0),
      job('running', 20),
      job('running', 60, 2),
      job('completed', 100, 3),
    ];
    const run = await runCli(watch, { env });
    expect(run.code).toBe(6);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toBe('Import of products: queued');
    expect(lines[1]).toBe('Import of products: running 20/100 (20%)');
    expect(lines[2]).toMatch(
      /^Import of products: running 60\/100 \(60%\), 2 failed, \d+\/s, .+ left$/,
    );
    expect(lines.at(-1)).toMatch(/^Import of products: completed 100\/100 \(100%\), 3 failed/);
    expect(run.stdout).toBe(
      'Import of products completed: 100 processed, 97 succeeded, 3 failed.\n',
    );
  });

  it('draws one bar in place on a terminal and ends 5 when the job fails', async () => {
    script = [job('running', 10), job('running', 50), job('failed', 50)];
    const run = await runCli(watch, { env, tty: true });
    expect(run.code).toBe(5);
    expect(run.stdout).toMatch(/Import of products \|█{3}░{27}\| 10% \| 10\/100/);
    expect(run.stdout).toMatch(
      /Import of products \|█{15}░{15}\| 50% \| 50\/100 \| \d+\/s \| .+ left/,
    );
    expect(run.stdout).toContain(
      'Import of products failed: The file could not be read: 50 processed',
    );
    expect(run.stdout).not.toContain('Import of products: running');
  });

  it('stops watching on Ctrl-C (130) and says the job goes on', async () => {
    script = [job('running', 10)];
    let interrupted = false;
    const run = await runCli(watch, {
      env,
      // Once: a second Ctrl-C ends the process at once, as a terminal user expects.
      onOutput: (printed, child) => {
        if (interrupted || !printed.includes('running 10/100')) return;
        interrupted = true;
        child.kill('SIGINT');
      },
    });
    expect(run.code).toBe(130);
    expect(run.stderr).toContain(
      `pim: Stopped watching job ${JOB}; it goes on (pim jobs watch ${JOB})`,
    );
  });

  it('stops at once on Ctrl-C while a poll is on its way (the next is a minute away)', async () => {
    script = [job('running', 10)];
    jobReads = 0;
    holdRead = 2; // the command's own read is answered, the first poll is not
    let child: { kill(signal: NodeJS.Signals): boolean } | undefined;
    onHold = () => setTimeout(() => child?.kill('SIGINT'), 200);
    const run = await runCli(['jobs', 'watch', JOB, '--interval', '60'], {
      env,
      onSpawn: (spawned) => (child = spawned),
    });
    holdRead = undefined;
    expect(run.code).toBe(130);
    expect(run.stderr).toContain(`pim: Stopped watching job ${JOB}`);
  });

  it('polls as long as the job runs without piling up listeners', async () => {
    script = [
      ...Array.from({ length: 15 }, (_, i) => job('running', i + 1)),
      job('completed', 100),
    ];
    const run = await runCli([...watch.slice(0, 3), '--interval', '0.1'], { env });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('running 15/100');
    expect(run.stderr).not.toContain('MaxListenersExceededWarning');
  });

  it('prints JSON only on stdout with --json, and nothing on stderr with -q', async () => {
    script = [job('completed', 100)];
    const run = await runCli([...watch, '--json', '-q'], { env });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ id: JOB, status: 'completed' });
  });

  it('exits 3 when the key is refused and 1 when the server cannot be reached', async () => {
    const refused = await runCli(watch, { env: { ...env, PIM_API_KEY: 'pim_wrong' } });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('pim: Unauthorized (sign in with `pim login`)');
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nobody = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const away = await runCli(watch, { env: { ...env, PIM_SERVER: nobody } });
    expect(away.code).toBe(1);
    expect(away.stderr).toContain(`pim: Cannot reach ${nobody}: ECONNREFUSED`);
  });
});

describe('pim jobs download', () => {
  it('keeps the server’s file name in the current directory, and never replaces a file', async () => {
    script = [{ ...job('completed', 1), type: 'export', options: { format: 'csv' } }];
    artifact = { filename: '../../escaped.csv', ends: true };
    const run = await runCli(['jobs', 'download', JOB], { env, cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`Wrote ${path.join(dir, 'escaped.csv')} (25 B).\n`);
    expect(readFileSync(path.join(dir, 'escaped.csv'), 'utf8')).toBe('code,family\ntee-1,shirts\n');
    expect(existsSync(path.join(dir, '..', 'escaped.csv'))).toBe(false);

    writeFileSync(path.join(dir, 'escaped.csv'), 'mine');
    const again = await runCli(['jobs', 'download', JOB], { env, cwd: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      `pim: escaped.csv exists already: name the file to write with -o (pim jobs download ${JOB} -o <file>)`,
    );
    expect(readFileSync(path.join(dir, 'escaped.csv'), 'utf8')).toBe('mine');

    const piped = await runCli(['jobs', 'download', JOB, '-o', '-'], { env, cwd: dir });
    expect(piped.stdout).toBe('code,family\ntee-1,shirts\n');
    expect(
      (await runCli(['jobs', 'download', JOB, '-o', '-', '--json'], { env, cwd: dir })).code,
    ).toBe(2);
  });

  it('leaves no partial file when Ctrl-C stops a download (130)', async () => {
    script = [{ ...job('completed', 1), type: 'export', options: { format: 'csv' } }];
    artifact = { filename: 'slow.csv', ends: false };
    let child: { kill(signal: NodeJS.Signals): boolean } | undefined;
    downloading = () => setTimeout(() => child?.kill('SIGINT'), 300);
    const run = await runCli(['jobs', 'download', JOB, '-o', 'slow.csv'], {
      env,
      cwd: dir,
      onSpawn: (spawned) => (child = spawned),
    });
    downloading = undefined;
    expect(run.code).toBe(130);
    expect(run.stderr).toContain('pim: Stopped: the download was interrupted and nothing was kept');
    expect(readdirSync(dir).filter((name) => name.startsWith('slow.csv'))).toEqual([]);
  });

  it('refuses a server URL holding a password, without repeating it', async () => {
    const run = await runCli(['jobs', '--server', 'http://someone:hunter2@127.0.0.1:1'], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'pim: --server must not hold a user or password: sign in with `pim login`\n',
    );
  });
});
