// Runs the `pim` command line as a user would, in its own process: with pipes (not a
// terminal), or under `script`, which gives it a pseudo-terminal as a person's shell does.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../../../../packages/cli/src/main.ts');
const TSX = createRequire(import.meta.url).resolve('tsx');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env?: Record<string, string>;
  /** Written to stdin, which then ends. */
  input?: string;
  /** Run on a pseudo-terminal (stdout and stderr then arrive together in `stdout`). */
  tty?: boolean;
  cwd?: string;
  /** Called with everything printed so far on stderr (stdout on a terminal), e.g. to signal. */
  onOutput?: (printed: string, child: ChildProcess) => void;
  /** Called with the process once started. */
  onSpawn?: (child: ChildProcess) => void;
}

/** A directory of its own for a test's session file and downloads. */
export const scratch = () => mkdtempSync(path.join(tmpdir(), 'pim-cli-'));

const quote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

/** Runs `pim …args`; never throws for a non-zero exit (the test asserts the code). */
export function runCli(args: string[], options: CliOptions = {}): Promise<CliRun> {
  const command = [process.execPath, '--import', TSX, MAIN, ...args];
  const [file, argv] = options.tty
    ? ['script', ['-qfec', command.map(quote).join(' '), '/dev/null']]
    : [command[0]!, command.slice(1)];
  const child = spawn(file, argv, {
    cwd: options.cwd,
    // No session or credentials leak in from the machine running the tests.
    env: {
      PATH: process.env.PATH!,
      HOME: options.cwd ?? tmpdir(),
      NODE_ENV: 'test',
      TERM: 'xterm-256color',
      COLUMNS: '120',
      ...options.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (options.tty) options.onOutput?.(stdout, child);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    if (!options.tty) options.onOutput?.(stderr, child);
  });
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
