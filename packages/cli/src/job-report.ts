// What a job did, said once for every command that reports one: its outcome in its result's
// words, each item with where it was and why it failed or was skipped, and the exit code.
import type { PimJob, PimPaths } from '@pim/client';
import { EXIT } from './exit.ts';

type JobItem =
  PimPaths['/jobs/{id}/items']['get']['responses'][200]['content']['application/json']['data']['items'][number];

/**
 * What a job did, in its result's words where it has them: an import's created, updated,
 * unchanged, skipped and failed records (what it would do, on a dry run), a bulk update's
 * updated and unchanged products; the processed, succeeded and failed items otherwise.
 */
export function outcomeOf(job: PimJob): string {
  const result = job.result ?? {};
  const count = (key: string) => (typeof result[key] === 'number' ? (result[key] as number) : 0);
  const { processed, succeeded, failed } = job.progress;
  if (job.type === 'import' && typeof result.created === 'number') {
    const dry = result.dry_run === true;
    const parts = [
      `${count('created')} ${dry ? 'to create' : 'created'}`,
      `${count('updated')} ${dry ? 'to update' : 'updated'}`,
      `${count('unchanged')} unchanged`,
      ...(count('skipped') > 0 ? [`${count('skipped')} skipped`] : []),
      `${failed} failed`,
    ];
    return `${processed} processed: ${parts.join(', ')}`;
  }
  if (job.type === 'bulk_update' && typeof result.updated === 'number') {
    return `${processed} processed: ${count('updated')} updated, ${count('unchanged')} unchanged, ${failed} failed`;
  }
  return `${processed} processed, ${succeeded} succeeded, ${failed} failed`;
}

/** How a finished job ends the command: 0, 5 (failed or cancelled) or 6 (items failed). */
export function exitCodeOf(job: PimJob): number {
  if (job.status !== 'completed') return EXIT.jobFailed;
  return job.progress.failed > 0 ? EXIT.itemsFailed : EXIT.ok;
}

/** `  line 4 (sku-4): price@ecommerce: Not a number`, or `  item 2 (tee): skipped: …`. */
export function describeItem(item: JobItem): string {
  const where = [
    item.line ? `line ${item.line}` : `item ${item.index + 1}`,
    item.key ? `(${item.key})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const why = item.errors
    .map((error) => (error.field ? `${error.field}: ${error.message}` : error.message))
    .join('; ');
  if (item.status === 'failed') return `  ${where}: ${why}`;
  return `  ${where}: ${item.status}${why ? `: ${why}` : ''}`;
}
