import type { BulkAction, ExportFilters } from '@pim/core/schemas';
import { FORMAT_LABELS, MODE_LABELS, sizeText, type Job } from '@/components/jobs/job-labels';

// What a job was started with, in words: the import's file, format and mode, the export's
// filters and scope, the bulk update's selection and actions. `options` is the API's record
// of the start input, so every field is read defensively.

export interface OptionLine {
  label: string;
  value: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

const STATUS_WORDS: Record<string, string> = {
  draft: 'draft',
  in_review: 'in review',
  approved: 'approved',
  archived: 'archived',
};

/** One bulk action as a sentence: "Set the status to approved". */
export function describeAction(action: BulkAction): string {
  switch (action.type) {
    case 'set_status':
      return `Set the status to ${STATUS_WORDS[action.status] ?? action.status}`;
    case 'add_categories':
      return `Add to ${action.category_ids.length} ${action.category_ids.length === 1 ? 'category' : 'categories'}`;
    case 'remove_categories':
      return `Remove from ${action.category_ids.length} ${action.category_ids.length === 1 ? 'category' : 'categories'}`;
    case 'set_values':
      return `Set ${action.values.length} ${action.values.length === 1 ? 'value' : 'values'}`;
    case 'remove_values':
      return `Remove ${action.values.length} ${action.values.length === 1 ? 'value' : 'values'}`;
  }
}

/** A product selection (export filters, bulk filter) as words. */
export function describeSelection(filters: Partial<ExportFilters> | undefined): string {
  if (!filters) return 'Every product';
  const parts: string[] = [];
  if (filters.product_ids?.length) parts.push(`${filters.product_ids.length} chosen products`);
  if (filters.search) parts.push(`matching “${filters.search}”`);
  if (filters.status?.length) parts.push(`status ${filters.status.join(' or ')}`);
  if (filters.product_family_id) parts.push('of one family');
  if (filters.category_id) parts.push('in one category');
  if (filters.code) parts.push(`code containing “${filters.code}”`);
  return parts.length ? parts.join(', ') : 'Every record';
}

function formatLine(options: Job['options']): OptionLine[] {
  const format = text(options.format);
  return format
    ? [{ label: 'Format', value: FORMAT_LABELS[format as keyof typeof FORMAT_LABELS] ?? format }]
    : [];
}

const DELTA_WORDS: Record<string, string> = {
  full: 'Every product of the channel (full)',
  delta: 'Changed since the last export (delta)',
};

/**
 * A connection's export or import: the connection, what it sent or read, dry run. The
 * channel and locales an export used are in its result once it has run.
 */
function connectionLines(job: Job): OptionLine[] {
  const { options } = job;
  const result = job.result ?? {};
  const dryRun = {
    label: 'Dry run',
    value: options.dry_run === true ? 'Yes: nothing is sent or written' : 'No',
  };
  const connection = { label: 'Connection', value: text(options.connection_code) ?? '—' };
  if (options.kind === 'connection_import') {
    const mode = text(options.mode);
    return [
      connection,
      {
        label: 'Files',
        value: text(options.file) ?? text(result.file_pattern) ?? 'Those matching its pattern',
      },
      ...formatLine(result),
      ...(mode
        ? [{ label: 'Mode', value: MODE_LABELS[mode as keyof typeof MODE_LABELS] ?? mode }]
        : []),
      dryRun,
    ];
  }
  const mode = text(options.mode);
  const locales = Array.isArray(result.locales) ? result.locales.join(', ') : undefined;
  const since = text(result.changed_since);
  return [
    connection,
    ...(mode ? [{ label: 'Products', value: DELTA_WORDS[mode] ?? mode }] : []),
    ...(since ? [{ label: 'Changed since', value: since }] : []),
    ...(text(result.channel_code) ? [{ label: 'Channel', value: text(result.channel_code)! }] : []),
    ...(locales ? [{ label: 'Locales', value: locales }] : []),
    dryRun,
  ];
}

export function optionLines(job: Job): OptionLine[] {
  const { options } = job;
  if (options.kind === 'connection_export' || options.kind === 'connection_import') {
    return connectionLines(job);
  }
  if (job.type === 'import') {
    const mode = text(options.mode);
    return [
      { label: 'File', value: text(options.filename) ?? 'Records sent with the request' },
      ...formatLine(options),
      ...(mode
        ? [{ label: 'Mode', value: MODE_LABELS[mode as keyof typeof MODE_LABELS] ?? mode }]
        : []),
      { label: 'Dry run', value: options.dry_run === true ? 'Yes: nothing is written' : 'No' },
    ];
  }
  if (job.type === 'export') {
    const locales = Array.isArray(options.locales) ? options.locales.join(', ') : undefined;
    return [
      ...formatLine(options),
      {
        label: 'Selection',
        value: describeSelection(options.filters as ExportFilters | undefined),
      },
      { label: 'Channel', value: text(options.channel_code) ?? 'Every channel' },
      { label: 'Locales', value: locales || 'Every locale' },
    ];
  }
  const actions = Array.isArray(options.actions) ? (options.actions as BulkAction[]) : [];
  return [
    { label: 'Selection', value: describeSelection(options.filter as ExportFilters | undefined) },
    { label: 'Actions', value: actions.map(describeAction).join('; ') || '—' },
  ];
}

const RESULT_LABELS: Record<string, string> = {
  sent: 'Sent',
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  failed: 'Failed',
  skipped: 'Skipped',
  succeeded: 'Succeeded',
  records: 'Records written',
  filename: 'File',
  size_bytes: 'Size',
};

/** Said elsewhere on the page (the options, where a connection's records went) or ids. */
const NOT_SHOWN = new Set([
  'dry_run',
  'format',
  'watermark',
  'connection_id',
  'connection_code',
  'connector_type',
  'mode',
  'channel_code',
  'schema_id',
  'changed_since',
  'file_pattern',
]);

/** The job's result (counts by outcome, an export's file) as label and value pairs. */
export function resultLines(result: Job['result']): OptionLine[] {
  if (!result) return [];
  // A connection's export builds its records, then sends them (or not): said in that order.
  const sends = 'sent' in result;
  const labels = sends ? { ...RESULT_LABELS, records: 'Records built' } : RESULT_LABELS;
  // The API's JSON keeps no key order: known counts first, in the order above.
  const known = sends ? ['records', 'sent', 'failed'] : Object.keys(RESULT_LABELS);
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return Object.entries(result)
    .sort(([a], [b]) => rank(a) - rank(b))
    .filter(
      ([key, value]) =>
        !NOT_SHOWN.has(key) && (typeof value === 'number' || typeof value === 'string'),
    )
    .map(([key, value]) => ({
      label: labels[key] ?? key.replaceAll('_', ' '),
      value: key === 'size_bytes' && typeof value === 'number' ? sizeText(value) : String(value),
    }));
}

/** One place a connection's job sent records to or read them from, in words. */
export interface DeliveryLine {
  where: string;
  detail?: string;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** What a file held and where it went after: "120 records, 3.4 KB, archived to …". */
function fileDetail(file: Record<string, unknown>): string | undefined {
  const parts: string[] = [];
  if (typeof file.records === 'number') parts.push(`${file.records} records`);
  if (typeof file.size_bytes === 'number') parts.push(sizeText(file.size_bytes));
  if (text(file.archived_to)) parts.push(`moved to ${text(file.archived_to)!} once read`);
  return parts.length ? parts.join(', ') : undefined;
}

/** The HTTP endpoint's answers: "3 requests, 120 records, HTTP 200 ×3". */
function httpDetail(http: Record<string, unknown>): string | undefined {
  const parts: string[] = [];
  if (typeof http.batches === 'number') {
    parts.push(`${http.batches} ${http.batches === 1 ? 'request' : 'requests'}`);
  }
  if (typeof http.records === 'number') parts.push(`${http.records} records`);
  const statuses = record(http.statuses);
  if (statuses) {
    parts.push(
      ...Object.entries(statuses).map(([status, count]) => `HTTP ${status} ×${String(count)}`),
    );
  }
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * Where a connection's export put its records (`result.files`: each file written, by its
 * location on the other side; `result.http`: the endpoint and its answers) or where its import
 * read them, and the next delta's watermark. The result is the job's own record, read
 * defensively.
 */
export function deliveryLines(result: Job['result']): DeliveryLine[] {
  if (!result) return [];
  const lines: DeliveryLine[] = [];
  const files = Array.isArray(result.files) ? result.files : [];
  for (const file of files) {
    const entry = record(file);
    const where = entry && (text(entry.location) ?? text(entry.filename) ?? text(entry.name));
    if (entry && where) lines.push({ where, detail: fileDetail(entry) });
  }
  const http = record(result.http);
  if (http) lines.push({ where: text(http.url) ?? 'The HTTP endpoint', detail: httpDetail(http) });
  const watermark = text(result.watermark);
  if (watermark) {
    lines.push({ where: watermark, detail: 'the next delta export takes what changed after it' });
  }
  return lines;
}
