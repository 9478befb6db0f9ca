// Exit codes a script can branch on, and the one error every command throws to end with one.
import { PimApiError } from '@pim/client';

export const EXIT = {
  ok: 0,
  /** A refusal of the server, a network failure, a file that cannot be read or written. */
  failed: 1,
  /** Wrong use of the command (an unknown option, a missing argument, a bad value). */
  usage: 2,
  /** Not signed in, or the session or key was refused. */
  auth: 3,
  /** What was asked for does not exist (a product code, a job id). */
  notFound: 4,
  /** The job ended failed or cancelled. */
  jobFailed: 5,
  /** The job completed, but some of its items failed. */
  itemsFailed: 6,
  /** Stopped by Ctrl-C (the job goes on). */
  interrupted: 130,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** Any error as the message and exit code the command ends with. */
export function explain(error: unknown, server: string | undefined): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof PimApiError) {
    const details = error.errors
      .filter((detail) => detail.message !== error.message)
      .map((detail) => `\n  ${detail.field ? `${detail.field}: ` : ''}${detail.message}`)
      .join('');
    if (error.status === 401) {
      const hint = /sign in/i.test(error.message) ? '' : ' (sign in with `pim login`)';
      return new CliError(`${error.message}${hint}${details}`, EXIT.auth);
    }
    const code = error.status === 404 ? EXIT.notFound : EXIT.failed;
    return new CliError(`${error.message} (HTTP ${error.status})${details}`, code);
  }
  if (error instanceof TypeError && error.message === 'fetch failed') {
    const cause = (error.cause as { code?: string; message?: string } | undefined) ?? {};
    return new CliError(
      `Cannot reach ${server ?? 'the server'}: ${cause.code ?? cause.message ?? 'no answer'}`,
      EXIT.failed,
    );
  }
  if (error instanceof Error) return new CliError(error.message, EXIT.failed);
  return new CliError(String(error), EXIT.failed);
}
