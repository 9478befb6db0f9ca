// pim: the PIM's command line, over @pim/client. Results go to stdout (JSON with --json),
// progress and notes to stderr; the exit code says how it went (docs/cli.md).
import { Command, CommanderError } from 'commander';
import { jobCommands } from './commands/jobs.ts';
import { productCommands } from './commands/products.ts';
import { sessionCommands } from './commands/session.ts';
import { transferCommands } from './commands/transfer.ts';
import { readSession } from './config.ts';
import { type Globals, serverOf } from './context.ts';
import { EXIT, explain } from './exit.ts';

const program = new Command('pim')
  .description(
    'The PIM from the command line: sign in, import, export, follow jobs, read products.',
  )
  .version('0.0.0')
  .option(
    '--server <url>',
    'the PIM server (PIM_SERVER; default: the kept session’s, or http://localhost:4000)',
  )
  .option('--tenant <tenant>', 'the tenant to work in, by code or id (PIM_TENANT)')
  .option('--json', 'print the result as JSON on stdout, for scripts')
  .option('-q, --quiet', 'no progress or notes on stderr')
  .showHelpAfterError()
  .exitOverride();

const globals = () => program.opts<Globals>();
sessionCommands(program, globals);
transferCommands(program, globals);
jobCommands(program, globals);
productCommands(program, globals);
program.addHelpText(
  'after',
  `
Signed in with \`pim login\`, or with PIM_API_KEY, or PIM_EMAIL and PIM_PASSWORD.
Exit codes: 0 done, 1 refused or failed, 2 wrong use, 3 not signed in, 4 not found,
5 the job failed or was cancelled, 6 the job completed with failed items, 130 stopped.`,
);

// A reader that stops reading (`pim jobs --json | head`) ends the command quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? EXIT.ok);
});

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version end with 0; anything else commander refused is wrong use.
    process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else {
    let server: string | undefined;
    try {
      server = serverOf(globals(), readSession());
    } catch {
      server = undefined;
    }
    const failure = explain(error, server);
    process.stderr.write(`pim: ${failure.message}\n`);
    process.exitCode = failure.exitCode;
  }
}
