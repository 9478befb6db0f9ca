import { CliError, EXIT } from './exit.ts';

// What a command prints: its result on stdout (JSON with --json, for scripts; text otherwise)
// and what happens on the way on stderr (progress, notes), which --quiet silences.

export interface OutputOptions {
  json?: boolean;
  quiet?: boolean;
}

export class Output {
  constructor(
    readonly options: OutputOptions,
    private readonly stdout: NodeJS.WritableStream = process.stdout,
    readonly stderr: NodeJS.WriteStream = process.stderr,
  ) {}

  get json(): boolean {
    return Boolean(this.options.json);
  }

  /** The command's result: `data` as JSON with --json, `text()` otherwise. */
  result(data: unknown, text: () => string): void {
    this.stdout.write(this.json ? `${JSON.stringify(data, null, 2)}\n` : `${text()}\n`);
  }

  /** The result of writing a file: where, and how big (nothing when the file went to stdout). */
  wrote(saved: { path: string; bytes: number }): void {
    if (saved.path === '-') return;
    this.result(saved, () => `Wrote ${saved.path} (${bytes(saved.bytes)}).`);
  }

  /** `-o -` puts the file on stdout, where --json would put the result too. */
  refuseJsonWith(output: string | undefined): void {
    if (output === '-' && this.json) {
      throw new CliError('--json and -o - both write to stdout: choose one', EXIT.usage);
    }
  }

  /** A note on the way (stderr), unless --quiet. */
  note(line: string): void {
    if (!this.options.quiet) this.stderr.write(`${line}\n`);
  }

  /** Progress drawn in place when stderr is a terminal, plain lines otherwise. */
  get interactive(): boolean {
    return Boolean(this.stderr.isTTY) && !this.options.quiet;
  }
}

/** Rows under their headers, each column as wide as its widest cell. */
export function table(headers: string[], rows: string[][]): string {
  if (rows.length === 0) return '(none)';
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ');
  return [line(headers), ...rows.map(line)].join('\n');
}

/** 12.3 kB, 4.0 MB: a size a person reads. */
export function bytes(count: number): string {
  if (count < 1000) return `${count} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = count;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** 3 s, 2 min 5 s, 1 h 4 min. */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
