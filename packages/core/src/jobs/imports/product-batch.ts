// The products importer's batch path: the new products of a batch written together by the
// products context's batch entry (createMany), a dozen statements for the whole batch instead
// of several per product. Every record is checked exactly as importOne checks it
// (prepareCreate: the API's validators); the checking, the ids and the JSON texts are done
// while the batch before is being written (readProductBatch); the batch's transaction then
// only sends them and checks what may have changed.
//
// Only plain creates take this path. A record for an existing code, a code the batch repeats,
// a value another record or product already holds, or anything the bulk write meets that it
// did not expect (a family deleted meanwhile, a code taken by a concurrent request) is left
// to importOne, which then meets it on its own and answers as the API does.
import type { TenantScope } from '../../platform/access/index.ts';
import { parseRecord } from '../../platform/codecs/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { takeTurn } from '../../platform/shared/index.ts';
import {
  analyzeProducts,
  checkStatusMoves,
  createMany,
  cellOriginOf,
  liveCodesAmong,
  prepareCreate,
  productCodec,
  readyNewProducts,
  type PreparedProduct,
  type ProductRecord,
  type ReadyProduct,
} from '../../products/index.ts';
import type { BatchOutcome, BatchWrite, ImportMemo, ImportOptions } from './importer.ts';

interface Parsed {
  index: number;
  code: string;
  /** Checked, or failed when the code was free as the batch was read. */
  outcome: { prepared: PreparedProduct } | { failed: BatchOutcome };
}

/**
 * The batch path in two steps. Reading (outside any transaction, on the whole database, while
 * the import kind writes the previous batch): each record parsed, and checked exactly as
 * importOne checks a create (prepareCreate) when its code names no product yet. The write
 * (in the batch's transaction) then looks again at what may have changed in between: a code
 * taken meanwhile (by the previous batch, say) leaves its record to importOne, whatever its
 * reading found; status moves are checked again with the creator's grants of now. One outcome
 * per record, in order (undefined: left to importOne, which the import kind then calls for it
 * as for any record).
 */
export async function readProductBatch(
  scope: TenantScope,
  records: readonly unknown[],
  options: ImportOptions,
  memo: ImportMemo,
): Promise<BatchWrite> {
  if (options.mode === 'update_only') return async () => records.map(() => undefined);
  const early: BatchOutcome[] = records.map(() => undefined);
  const parsed: { index: number; record: ProductRecord }[] = [];
  const seen = new Set<string>();
  records.forEach((raw, index) => {
    try {
      const record = parseRecord(productCodec.schema, raw);
      if (seen.has(record.code)) return; // a repeat updates the first: importOne, after it
      seen.add(record.code);
      parsed.push({ index, record });
    } catch (error) {
      early[index] = failedOutcome(error);
    }
  });
  const existing = await liveCodesAmong(scope, [...seen]);
  const fresh = parsed.filter(({ record }) => !existing.has(record.code));
  const checked: Parsed[] = [];
  for (const [i, { index, record }] of fresh.entries()) {
    await takeTurn(i);
    const origin = cellOriginOf(records[index]);
    try {
      const prepared = await prepareCreate(scope, memo, record, origin);
      checked.push({ index, code: record.code, outcome: { prepared } });
    } catch (error) {
      checked.push({ index, code: record.code, outcome: { failed: failedOutcome(error) } });
    }
  }
  const ready = await readyNewProducts(
    scope,
    checked.flatMap(({ index, outcome }) =>
      'prepared' in outcome ? [{ key: index, prepared: outcome.prepared }] : [],
    ),
  );
  return (tx) => writeProductBatch(tx, early, checked, ready, options, memo);
}

function failedOutcome(error: unknown): BatchOutcome {
  if (!(error instanceof AppError)) throw error;
  return { failed: error.details };
}

async function writeProductBatch(
  scope: TenantScope,
  early: readonly BatchOutcome[],
  checked: readonly Parsed[],
  ready: readonly ReadyProduct<number>[],
  options: ImportOptions,
  memo: ImportMemo,
): Promise<BatchOutcome[]> {
  const outcomes = [...early];
  const taken = await liveCodesAmong(
    scope,
    checked.map((c) => c.code),
  );
  const takenIndexes = new Set(checked.filter((c) => taken.has(c.code)).map((c) => c.index));
  for (const { index, outcome } of checked) {
    if (!takenIndexes.has(index) && 'failed' in outcome) outcomes[index] = outcome.failed;
  }
  const writable = ready.filter(({ key, prepared }) => {
    if (takenIndexes.has(key)) return false;
    try {
      checkStatusMoves('draft', prepared.row.status, scope);
      return true;
    } catch (error) {
      outcomes[key] = failedOutcome(error);
      return false;
    }
  });
  if (writable.length === 0) return outcomes;
  const written = await createMany(scope, writable);
  for (const [index, id] of written) outcomes[index] = { id, action: 'created' };
  if (!options.dryRun) await analyzeWhenGrown(scope, memo, written.size);
  return outcomes;
}

/** After this many products made by a run, then four times as many, and so on. */
const ANALYZE_FIRST = 1000;

/**
 * Fresh statistics once a run has grown the tables a lot (PostgreSQL's advice after a bulk
 * load): without them the planner takes a tenant of 100,000 new products for an empty one,
 * and the completeness statement and the exports' pages read the whole tenant's index at
 * every step (measured: completeness per product growing with the tenant; an export page of
 * 500 taking 160 ms instead of 4 ms). Sampled, so a few hundred milliseconds at most, at
 * 1,000, 4,000, 16,000… products. Without ownership of the tables it is a warning, not an error.
 */
async function analyzeWhenGrown(scope: TenantScope, memo: ImportMemo, created: number) {
  const made = ((memo.get('products:created') as number | undefined) ?? 0) + created;
  memo.set('products:created', made);
  let next = (memo.get('products:analyze_at') as number | undefined) ?? ANALYZE_FIRST;
  if (made < next) return;
  while (next <= made) next *= 4;
  memo.set('products:analyze_at', next);
  await analyzeProducts(scope);
}
