// One record of an import job: its import through its entity's importer (or the adapter of
// an external format), the key its job item is listed under, and what the item keeps of it.
import type { TenantScope } from '../../platform/access/index.ts';
import { AppError, type ErrorDetail } from '../../platform/errors/index.ts';
import { MAX_INPUT_DEPTH } from '../../platform/shared/index.ts';
import type { SourceRecord } from '../formats/index.ts';
import { importerOf } from '../imports/index.ts';
import type {
  AdaptedRecord,
  AdaptNote,
  ImportedRecord,
  ImportMemo,
  ImportOptions,
  RecordAdapter,
} from '../imports/importer.ts';
import type { ImportEntity } from '../schemas.ts';

/** Records nest no deeper than API bodies may (MAX_INPUT_DEPTH). */
const MAX_RECORD_DEPTH = MAX_INPUT_DEPTH;
/** A failed item keeps its record up to this size (JSON characters). */
const PAYLOAD_MAX = 20_000;

export type RecordOutcome =
  | (ImportedRecord & { key: string | null; note?: AdaptNote })
  | { skip: string; key?: string | null }
  | { failed: ErrorDetail[]; key: string | null };

export async function importRecord(
  scope: TenantScope,
  entity: ImportEntity,
  source: SourceRecord,
  options: ImportOptions,
  cells: boolean,
  adapter: RecordAdapter | undefined,
  memo: ImportMemo,
  read?: object,
): Promise<RecordOutcome> {
  if (source.problem) {
    return { failed: [{ ...source.problem, field: '' }], key: null };
  }
  if (nestsDeeperThan(source.value, MAX_RECORD_DEPTH)) {
    throw new AppError(
      'invalid_value',
      `The record nests deeper than ${MAX_RECORD_DEPTH} levels, which no record needs`,
      { field: '' },
    );
  }
  if (read) {
    const importer = await importerOf(entity);
    return { ...(await importer.importOne(scope, read, options, memo)), key: importer.keyOf(read) };
  }
  const adapted: AdaptedRecord[] = adapter
    ? [await adapter.adapt(scope, source.value as Record<string, string>, memo)].flat()
    : [
        cells
          ? { entity, cells: source.value as Record<string, string> }
          : { entity, record: source.value },
      ];
  let last: ImportedRecord & { key: string | null; note?: AdaptNote } = {
    action: 'unchanged',
    key: null,
  };
  for (const one of adapted) {
    if ('skip' in one) return one;
    const importer = await importerOf(one.entity);
    const record =
      'cells' in one && one.cells ? await importer.fromCells(one.cells, scope, memo) : one.record;
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      throw new AppError('invalid_type', 'A record must be a JSON object', { field: '' });
    }
    const done = await importer.importOne(scope, record, options, memo);
    last = { ...done, key: importer.keyOf(record), ...(one.note ? { note: one.note } : {}) };
  }
  return last;
}

export async function keyOf(
  entity: ImportEntity,
  source: SourceRecord,
  adapter: RecordAdapter | undefined,
): Promise<string | null> {
  const value = source.value;
  const isObject = value !== null && typeof value === 'object';
  const key = !isObject
    ? null
    : adapter?.keyOf
      ? adapter.keyOf(value as Record<string, string>)
      : (await importerOf(entity)).keyOf(value);
  return key ?? (source.line !== undefined ? `line ${source.line}` : `record ${source.index + 1}`);
}

export function payloadOf(source: SourceRecord): unknown {
  if (source.value === null || source.value === undefined) return null;
  if (nestsDeeperThan(source.value, MAX_RECORD_DEPTH)) return { unreadable: 'nests too deep' };
  const text = JSON.stringify(source.value);
  return text.length <= PAYLOAD_MAX ? source.value : { truncated: true, size: text.length };
}

/** Whether a parsed value nests deeper than `max` (iterative: no stack to overflow). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
