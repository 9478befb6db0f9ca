import { describe, expect, it } from 'vitest';
import { failedRowsHint, hasFailedRows, itemPlace, jobOutcome, jobSubject } from './job-labels';

const job = (
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled',
  succeeded = 0,
  failed = 0,
) => ({
  status,
  progress: { total: succeeded + failed, processed: succeeded + failed, succeeded, failed },
});

describe('jobOutcome', () => {
  it('reads a completed job with no failed record as Completed', () => {
    expect(jobOutcome(job('completed', 3, 0))).toEqual({ label: 'Completed', color: 'teal' });
    expect(jobOutcome(job('completed'))).toEqual({ label: 'Completed', color: 'teal' });
  });

  it('reads a completed job with some failed records as Completed with errors (amber)', () => {
    expect(jobOutcome(job('completed', 2, 1))).toEqual({
      label: 'Completed with errors',
      color: 'yellow',
    });
  });

  it('reads a completed job whose every record failed as Failed (red)', () => {
    expect(jobOutcome(job('completed', 0, 3))).toEqual({ label: 'Failed', color: 'red' });
  });

  it('reads every other status as itself, whatever the counts', () => {
    expect(jobOutcome(job('running', 1, 1)).label).toBe('Running');
    expect(jobOutcome(job('failed')).label).toBe('Failed');
    expect(jobOutcome(job('cancelled', 0, 2)).label).toBe('Cancelled');
  });
});

describe('jobSubject', () => {
  it("names an import's file, or its inline records", () => {
    expect(jobSubject({ type: 'import', options: { filename: 'products.csv' } })).toBe(
      'products.csv',
    );
    expect(jobSubject({ type: 'import', options: { inline_items: 3 } })).toBe(
      '3 records sent inline',
    );
  });

  it("names a connection's code for its export and import", () => {
    expect(
      jobSubject({
        type: 'export',
        options: { kind: 'connection_export', connection_code: 'feed' },
      }),
    ).toBe('Connection feed');
  });

  it("says an export's and a bulk update's selection in a few words", () => {
    expect(jobSubject({ type: 'export', options: { format: 'csv' } })).toBe('all records');
    expect(
      jobSubject({ type: 'export', options: { filters: { product_ids: ['a', 'b', 'c'] } } }),
    ).toBe('3 chosen products');
    expect(
      jobSubject({
        type: 'bulk_update',
        options: { filter: { search: 'shirt', status: ['draft'] } },
      }),
    ).toBe('records matching “shirt”, status draft');
  });
});

describe('itemPlace', () => {
  const job = (format: string) => ({ type: 'import' as const, options: { format } });
  it('names the line of a CSV or NDJSON file, the row of a sheet, else the record', () => {
    expect(itemPlace({ index: 1, line: 3 }, job('csv'))).toBe('Line 3');
    expect(itemPlace({ index: 1, line: 3 }, job('json'))).toBe('Line 3');
    expect(itemPlace({ index: 3, line: 5 }, job('xlsx'))).toBe('Row 5');
    expect(itemPlace({ index: 3, line: null }, job('json'))).toBe('Record 4');
  });
});

describe('hasFailedRows', () => {
  const ended = (
    options: Record<string, unknown>,
    result: Record<string, unknown> | null = null,
  ) => ({
    ...job('completed', 1, 2),
    type: 'import' as const,
    options,
    result,
  });

  it("offers the file for uploaded files of every import format, Akeneo's CSV included", () => {
    for (const format of ['csv', 'xlsx', 'json', 'akeneo_csv']) {
      expect(hasFailedRows(ended({ format }))).toBe(true);
    }
    expect(failedRowsHint(ended({ format: 'akeneo_csv' }))).toContain('Akeneo’s columns');
  });

  it("offers it for a connection's import in the connection's format, once it has ended", () => {
    const connection = ended({ kind: 'connection_import' }, { format: 'xlsx' });
    expect(hasFailedRows(connection)).toBe(true);
    expect(failedRowsHint(connection)).toContain('every file the connection fetched');
    expect(hasFailedRows({ ...connection, status: 'running' })).toBe(false);
    // A cancelled one has no result, but its fetched files: the API tells their format.
    expect(hasFailedRows(ended({ kind: 'connection_import' }, null))).toBe(true);
  });

  it('does not offer it without failed records or for other jobs', () => {
    expect(hasFailedRows({ ...ended({ format: 'csv' }), ...job('completed', 3, 0) })).toBe(false);
    expect(hasFailedRows({ ...ended({ format: 'csv' }), type: 'export' })).toBe(false);
  });
});
