// Watching a job to its end: a bar drawn in place on a terminal (processed / total, rate, time
// left), a plain line per change otherwise (logs, CI), nothing with --quiet. Ctrl-C stops the
// watching, not the job.
import type { PimJob } from '@pim/client';
import { SingleBar } from 'cli-progress';
import { Option } from 'commander';
import type { Context } from './context.ts';
import { CliError, EXIT } from './exit.ts';
import { duration } from './output.ts';

export interface WatchOptions {
  /** Seconds between polls; the API's advice (5 s, growing to 15 s) when not given. */
  interval?: number;
  /** What the bar is labelled with: "Import products". */
  label: string;
}

interface Pace {
  rate: number;
  eta: number | undefined;
}

/** Items per second since the first poll that saw the job running, and the time left. */
function paceOf(job: PimJob, start: { at: number; processed: number } | undefined): Pace {
  const { processed, total } = job.progress;
  if (!start) return { rate: 0, eta: undefined };
  const seconds = (Date.now() - start.at) / 1000;
  const rate = seconds > 0 ? (processed - start.processed) / seconds : 0;
  const eta = rate > 0 && total > 0 ? (total - processed) / rate : undefined;
  return { rate, eta };
}

function plainLine(label: string, job: PimJob, pace: Pace): string {
  const { processed, total, failed } = job.progress;
  const share = total > 0 ? ` (${Math.floor((processed / total) * 100)}%)` : '';
  const counts = total > 0 || processed > 0 ? ` ${processed}/${total}${share}` : '';
  const failures = failed > 0 ? `, ${failed} failed` : '';
  const rate = pace.rate > 0 ? `, ${Math.round(pace.rate)}/s` : '';
  const eta =
    pace.eta !== undefined && job.status === 'running' ? `, ${duration(pace.eta)} left` : '';
  return `${label}: ${job.status}${counts}${failures}${rate}${eta}`;
}

export async function watchJob(
  ctx: Context,
  first: PimJob,
  options: WatchOptions,
): Promise<PimJob> {
  const { out } = ctx;
  const interval = options.interval === undefined ? undefined : options.interval * 1000;
  const stop = new AbortController();
  const onInterrupt = () => stop.abort();
  process.once('SIGINT', onInterrupt);

  let bar: SingleBar | undefined;
  let start: { at: number; processed: number } | undefined;
  let lastLine = '';
  const show = (job: PimJob) => {
    if (job.status === 'running' && !start) {
      start = { at: Date.now(), processed: job.progress.processed };
    }
    const pace = paceOf(job, start);
    if (out.interactive) {
      const { processed, total } = job.progress;
      const payload = {
        label: options.label,
        status: job.status,
        rate: Math.round(pace.rate),
        left: pace.eta === undefined ? '…' : duration(pace.eta),
      };
      if (!bar && total > 0) {
        bar = new SingleBar({
          format: '{label} |{bar}| {percentage}% | {value}/{total} | {rate}/s | {left} left',
          stream: out.stderr,
          hideCursor: true,
          barsize: 30,
          barCompleteChar: '\u2588',
          barIncompleteChar: '\u2591',
          // Draw even when the stream is not judged a terminal by cli-progress (it is).
          noTTYOutput: false,
        });
        bar.start(total, processed, payload);
      } else if (bar) {
        bar.setTotal(Math.max(total, 1));
        bar.update(processed, payload);
      }
      return;
    }
    const line = plainLine(options.label, job, pace);
    if (line !== lastLine) out.note(line);
    lastLine = line;
  };

  try {
    show(first);
    if (['completed', 'failed', 'cancelled'].includes(first.status)) return first;
    return await ctx.pim.waitForJob(first.id, {
      // A quick job is seen ending after a second; a longer one is then polled as the API
      // advises (5 s, growing to 15 s), unless --interval fixes the wait.
      ...(interval === undefined
        ? { firstDelayMs: 1_000 }
        : { delayMs: interval, maxDelayMs: interval }),
      signal: stop.signal,
      onProgress: show,
    });
  } catch (error) {
    if (stop.signal.aborted) {
      throw new CliError(
        `Stopped watching job ${first.id}; it goes on (pim jobs watch ${first.id})`,
        EXIT.interrupted,
      );
    }
    throw error;
  } finally {
    bar?.stop();
    process.removeListener('SIGINT', onInterrupt);
  }
}

/** `--interval <seconds>`: a fixed wait between polls, from 0.1 to 60 s. */
export const intervalOption = () =>
  new Option('--interval <seconds>', 'seconds between polls (default: 5, growing to 15)').argParser(
    (value) => {
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 60) {
        throw new CliError('--interval must be a number of seconds from 0.1 to 60', EXIT.usage);
      }
      return seconds;
    },
  );
