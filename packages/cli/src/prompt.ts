// Asking a person at a terminal: a line, or a password that is not echoed.
import { createInterface } from 'node:readline/promises';
import { CliError, EXIT } from './exit.ts';

const cancelled = () => new CliError('Cancelled', EXIT.interrupted);

export async function askLine(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const stop = new AbortController();
  rl.on('SIGINT', () => stop.abort());
  try {
    return (await rl.question(question, { signal: stop.signal })).trim();
  } catch (error) {
    if (stop.signal.aborted) throw cancelled();
    throw error;
  } finally {
    rl.close();
  }
}

/** Reads a password with the terminal's echo off (Enter ends it, Ctrl-C gives up). */
export function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      stderr.write('\n');
      finish();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed));
        if (char === '\u0003') return done(() => reject(cancelled()));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** Everything piped on stdin (`--password-stdin`), without its final line break. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
