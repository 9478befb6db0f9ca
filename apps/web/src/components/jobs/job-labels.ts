import {
  TERMINAL_JOB_STATUSES,
  type ExportFormat,
  type ImportEntity,
  type ImportFormat,
  type ImportMode,
  type JobStatus,
  type JobType,
} from '@pim/core/schemas';
import type { RouterOutputs } from '@/lib/api/router';

// How a job reads in the console, in words: its type, entity, status, format and mode. Plain
// functions (no component), so server pages and client screens both use them.

export type Job = RouterOutputs['jobs']['get'];

/** How often a screen showing a queued or running job asks for it again. */
export const JOB_POLL_MS = 1_500;

export const TYPE_LABELS: Record<JobType, string> = {
  import: 'Import',
  export: 'Export',
  bulk_update: 'Bulk update',
};

export const ENTITY_LABELS: Record<ImportEntity, string> = {
  categories: 'Categories',
  attributes: 'Attributes',
  attribute_options: 'Attribute options',
  families: 'Families',
  products: 'Products',
  variants: 'Variants',
};

export const FORMAT_LABELS: Record<ImportFormat | ExportFormat, string> = {
  csv: 'CSV',
  json: 'JSON (an array or one record per line)',
  xlsx: 'Excel (XLSX)',
  akeneo_csv: "Akeneo's CSV export",
};

export const MODE_LABELS: Record<ImportMode, string> = {
  upsert: 'Create or update',
  create_only: 'Create only (existing codes fail)',
  update_only: 'Update only (unknown codes fail)',
};

export const STATUS_LABELS: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const STATUS_COLORS: Record<JobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'teal',
  failed: 'red',
  cancelled: 'orange',
};

/**
 * How a job ended, as the console says it: the contract's `completed` only says the job ran to
 * its end, so a completed job whose records all failed reads "Failed" and one with some failed
 * records "Completed with errors"; every other status reads as itself.
 */
export function jobOutcome(job: Pick<Job, 'status' | 'progress'>): {
  label: string;
  color: string;
} {
  if (job.status !== 'completed' || job.progress.failed === 0) {
    return { label: STATUS_LABELS[job.status], color: STATUS_COLORS[job.status] };
  }
  return job.progress.succeeded === 0
    ? { label: 'Failed', color: 'red' }
    : { label: 'Completed with errors', color: 'yellow' };
}

/** Queued or running: its screens keep asking until it ends. */
export function isActive(job: Pick<Job, 'status'>): boolean {
  return !TERMINAL_JOB_STATUSES.includes(job.status);
}

/** A react-query refetchInterval: every JOB_POLL_MS while one of the jobs is active. */
export function pollWhileActive(jobs: readonly Pick<Job, 'status'>[] | undefined): number | false {
  return jobs?.some(isActive) ? JOB_POLL_MS : false;
}

export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity as ImportEntity] ?? entity;
}

/** An import started as a dry run (validates, writes nothing). */
export function isDryRun(job: Pick<Job, 'type' | 'options'>): boolean {
  return job.type === 'import' && job.options.dry_run === true;
}

/** What a job is: "Import of products (dry run)". */
/** A connection's export or import (`options.kind` connection_export, connection_import). */
export function isConnectionJob(job: Pick<Job, 'options'>): boolean {
  return job.options.kind === 'connection_export' || job.options.kind === 'connection_import';
}

export function jobTitle(job: Pick<Job, 'type' | 'entity' | 'options'>): string {
  const what = `${TYPE_LABELS[job.type]} of ${entityLabel(job.entity).toLowerCase()}`;
  const through = isConnectionJob(job) ? `${what} through a connection` : what;
  return isDryRun(job) || (isConnectionJob(job) && job.options.dry_run === true)
    ? `${through} (dry run)`
    : through;
}

/** A selection's filters (an export's `filters`, a bulk update's `filter`) in a few words. */
function selectionText(filter: Record<string, unknown> | undefined): string {
  const ids = filter?.product_ids;
  if (Array.isArray(ids))
    return `${ids.length} chosen ${ids.length === 1 ? 'product' : 'products'}`;
  const parts: string[] = [];
  if (typeof filter?.search === 'string' && filter.search)
    parts.push(`matching “${filter.search}”`);
  if (typeof filter?.code === 'string' && filter.code) parts.push(`code like “${filter.code}”`);
  const status = filter?.status;
  if (Array.isArray(status) && status.length) parts.push(`status ${status.join(', ')}`);
  else if (typeof status === 'string' && status) parts.push(`status ${status}`);
  if (filter?.product_family_id) parts.push('of one family');
  if (filter?.category_id) parts.push('in one category');
  return parts.length ? `records ${parts.join(', ')}` : 'all records';
}

/**
 * What a job worked on, under its title in the jobs list: an import's file, a connection's
 * code, or an export's or bulk update's selection.
 */
export function jobSubject(job: Pick<Job, 'type' | 'options'>): string {
  const options = job.options as Record<string, unknown>;
  if (typeof options.connection_code === 'string') return `Connection ${options.connection_code}`;
  const profile = options.export_profile as { name?: unknown } | undefined;
  if (typeof profile?.name === 'string') return `Profile ${profile.name}`;
  if (job.type === 'import') {
    if (typeof options.inline_items === 'number')
      return `${options.inline_items} records sent inline`;
    return typeof options.filename === 'string' ? options.filename : 'an uploaded file';
  }
  const filter = (job.type === 'export' ? options.filters : options.filter) as
    Record<string, unknown> | undefined;
  return selectionText(filter);
}

/** "1 min 5 s", "3.2 s", "under 0.1 s". */
export function formatDuration(ms: number): string {
  if (ms < 100) return 'under 0.1 s';
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours) return `${hours} h ${minutes} min`;
  return minutes ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** A file's size in words: 512 B, 3.4 KB, 12.0 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Where an item's record is in its file, as the user finds it there: "Line 5" in a CSV or
 * NDJSON file (the header is line 1), "Row 5" in an XLSX sheet, else "Record 4" (the 4th
 * record: a JSON array's element, a bulk update's product).
 */
export function itemPlace(
  item: { index: number; line: number | null },
  job: Pick<Job, 'type' | 'options'>,
): string {
  if (item.line !== null) return `${job.options.format === 'xlsx' ? 'Row' : 'Line'} ${item.line}`;
  return `Record ${item.index + 1}`;
}

/**
 * The format of the file(s) an import read: its own option (`akeneo_csv` for Akeneo's CSV), or
 * for a connection's import the connection's format, which its result names.
 */
export function importFormat(job: Pick<Job, 'options' | 'result'>): string | undefined {
  const format = isConnectionJob(job)
    ? (job.result as { format?: unknown } | null)?.format
    : job.options.format;
  return typeof format === 'string' ? format : undefined;
}

/**
 * Whether an ended import can give its failed records back as a file: one of an uploaded file
 * (CSV, XLSX, JSON or Akeneo's CSV) or of the files a connection fetched (which hold its failed
 * records whatever the run's end), with failed records.
 */
export function hasFailedRows(
  job: Pick<Job, 'type' | 'status' | 'options' | 'progress' | 'result'>,
): boolean {
  return (
    job.type === 'import' &&
    !isActive(job) &&
    job.progress.failed > 0 &&
    (isConnectionJob(job) ||
      ['csv', 'xlsx', 'json', 'akeneo_csv'].includes(importFormat(job) ?? ''))
  );
}

/** What the failed-rows file holds, said beside its button, for the import's format. */
export function failedRowsHint(job: Pick<Job, 'options' | 'result'>): string {
  const format = importFormat(job);
  const from = isConnectionJob(job)
    ? ' (every file the connection fetched, in one file: put it back in its directory)'
    : '';
  if (format === 'json') return `The failed records, to correct and import again${from}.`;
  const columns = format === 'akeneo_csv' ? 'Akeneo’s columns' : 'the same columns';
  return `The failed rows with ${columns} and an “Import errors” column saying what was wrong; correct them and import the file again${from} (that column is skipped).`;
}
