// The products importer's batch path: the new products of a batch written set-based, a
// dozen statements for the whole batch instead of several per product. Every record is
// checked exactly as importOne checks it (prepareCreate: the API's validators), and the
// writes are the ones importOne makes, in bulk: the rows (with values, status, categories and
// unique values), each product's first revision (`import`, its snapshot and summary made as
// record.ts makes them), and completeness for all of them in one statement. The checking, the
// ids and the JSON texts are done while the batch before is being written (readProductBatch);
// the batch's transaction then only sends them (COPY) and checks what may have changed.
//
// Only plain creates take this path. A record for an existing code, a code the batch repeats,
// a value another record or product already holds, or anything the bulk write meets that it
// did not expect (a family deleted meanwhile, a code taken by a concurrent request) is left
// to importOne, which then meets it on its own and answers as the API does.
import { sql } from '@pim/db';
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { recomputeCompleteness, snapshotOf, summarize } from '../../products/index.ts';
import { AppError, fromDatabaseError } from '../../platform/errors/index.ts';
import { takeTurn } from '../../platform/shared/index.ts';
import { parseRecord } from './cells.ts';
import type { BatchOutcome, BatchWrite, ImportMemo, ImportOptions } from './importer.ts';
import { checkStatusMoves } from './product-rows.ts';
import { lockedOptions } from './record-values.ts';
import {
  prepareCreate,
  ZProductRecord,
  type PreparedProduct,
  type ProductRecord,
} from './products.ts';
import { cellOriginOf } from './value-cells.ts';

/**
 * A new product ready to write: its id (PostgreSQL's uuidv7, taken as the batch was read) and
 * the JSON texts of its values and first revision, made as the batch was read too, so the
 * batch's transaction only sends them.
 */
interface Ready {
  index: number;
  prepared: PreparedProduct;
  id: string;
  rawValues: string;
  snapshot: string;
  summary: string;
}

/** The codes among `codes` that name a live product of the tenant. */
async function existingCodes(scope: TenantScope, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await scope.db.sql.query<{ code: string }>(sql`
    SELECT code FROM products
     WHERE tenant_id = ${scope.tenantId}::uuid AND code = ANY(${codes}::text[])
       AND deleted_at IS NULL`);
  return new Set(rows.map((row) => row.code));
}

/** The products whose unique values no other product holds, nor an earlier one of the batch. */
async function withFreeUniqueValues(scope: TenantScope, ready: Ready[]): Promise<Ready[]> {
  const held = ready.flatMap((r) => r.prepared.row.unique);
  if (held.length === 0) return ready;
  const taken = await scope.db.sql.query<{ attribute_id: string; value_hash: string }>(sql`
    SELECT attribute_id::text AS attribute_id, value_hash FROM unique_values
     WHERE tenant_id = ${scope.tenantId}::uuid
       AND (attribute_id, value_hash) IN (
             SELECT * FROM unnest(${held.map((h) => h.attributeId)}::uuid[],
                                  ${held.map((h) => h.hash)}::text[]))`);
  const seen = new Set(taken.map((row) => `${row.attribute_id}:${row.value_hash}`));
  return ready.filter(({ prepared }) => {
    const keys = prepared.row.unique.map((h) => `${h.attributeId}:${h.hash}`);
    if (keys.some((key) => seen.has(key))) return false;
    keys.forEach((key) => seen.add(key));
    return true;
  });
}

/** Thrown inside the bulk write when it must give its products back to importOne. */
class LeaveToImportOne extends Error {}

/**
 * Locks (FOR SHARE) what the products attach to, as the API's writes lock them: families,
 * variant families, categories, the assets of media values and the attributes of option
 * values (all checked when the batch was read, outside this transaction: one deleted since
 * must not end up referenced). The products whose references are all live; the others go to
 * importOne, which refuses them as the API does.
 */
async function withLiveReferences(scope: TenantScope, ready: Ready[]): Promise<Ready[]> {
  const referencesOf = ({ row, assetIds }: PreparedProduct) =>
    [row.familyId, row.variantFamilyId, ...row.categoryIds, ...assetIds].filter(
      (id): id is string => id !== null,
    );
  const ids = (pick: (prepared: PreparedProduct) => (string | null)[]) => [
    ...new Set(ready.flatMap((r) => pick(r.prepared)).filter((id): id is string => !!id)),
  ];
  const { tenantId } = scope;
  const [row] = await scope.db.sql.query<{ live: string[] }>(sql`
    WITH families AS (
      SELECT id FROM product_families
       WHERE tenant_id = ${tenantId}::uuid AND id = ANY(${ids((p) => [p.row.familyId])}::uuid[])
         AND deleted_at IS NULL AND status = 'active'
       ORDER BY id FOR SHARE
    ), variant_families AS (
      SELECT id FROM variant_families
       WHERE tenant_id = ${tenantId}::uuid
         AND id = ANY(${ids((p) => [p.row.variantFamilyId])}::uuid[]) AND deleted_at IS NULL
       ORDER BY id FOR SHARE
    ), chosen AS (
      SELECT id FROM categories
       WHERE tenant_id = ${tenantId}::uuid
         AND id = ANY(${ids((p) => [...p.row.categoryIds])}::uuid[]) AND deleted_at IS NULL
       ORDER BY id FOR SHARE
    ), media AS (
      SELECT id FROM assets
       WHERE tenant_id = ${tenantId}::uuid
         AND id = ANY(${ids((p) => p.assetIds)}::uuid[]) AND deleted_at IS NULL
       ORDER BY id FOR SHARE
    )
    SELECT ARRAY(SELECT id::text FROM families UNION ALL SELECT id::text FROM variant_families
                 UNION ALL SELECT id::text FROM chosen UNION ALL SELECT id::text FROM media)
           AS live`);
  const live = new Set(row?.live ?? []);
  const options = await lockedOptions(
    scope.db.sql,
    tenantId,
    ready.flatMap((r) => r.prepared.options),
  );
  return ready.filter(
    ({ prepared }) =>
      referencesOf(prepared).every((id) => live.has(id)) &&
      prepared.options.every((o) => options.has(`${o.attributeId}:${o.code}`)),
  );
}

/** Writes the products, their categories, unique values, first revisions and completeness. */
async function writeProducts(scope: TenantScope, ready: Ready[]): Promise<Map<number, string>> {
  const { db, tenantId } = scope;
  const by = JSON.stringify(actorOf(scope.principal));
  // COPY: each document parsed on its own. A code taken meanwhile by a concurrent request
  // fails the whole COPY (unique index), and every product goes back to importOne.
  // No value_audit: the values carry the row's creation stamp (product-values/document.ts).
  await db.sql.copyFrom(
    'products',
    [
      'id',
      'tenant_id',
      'code',
      'product_family_id',
      'variant_family_id',
      'product_type',
      'status',
      'raw_values',
      'version',
      'created_by',
      'modified_by',
    ],
    ready.map(({ id, prepared: { row }, rawValues }) => [
      id,
      tenantId,
      row.code,
      row.familyId,
      row.variantFamilyId,
      row.productType,
      row.status,
      rawValues,
      1,
      by,
      by,
    ]),
  );
  const links = ready.flatMap(({ id, prepared }) =>
    [...new Set(prepared.row.categoryIds)].map((categoryId) => [id, categoryId] as const),
  );
  if (links.length > 0) {
    await db.sql.execute(sql`
      INSERT INTO product_categories (tenant_id, product_id, category_id)
      SELECT ${tenantId}::uuid, l.product_id, l.category_id
        FROM unnest(${links.map((l) => l[0])}::uuid[], ${links.map((l) => l[1])}::uuid[])
             AS l (product_id, category_id)`);
  }
  const held = ready.flatMap(({ id, prepared }) =>
    prepared.row.unique.map((h) => ({ ...h, productId: id })),
  );
  if (held.length > 0) {
    const kept = await db.sql.execute(sql`
      INSERT INTO unique_values (tenant_id, attribute_id, value_hash, product_id)
      SELECT ${tenantId}::uuid, h.attribute_id, h.value_hash, h.product_id
        FROM unnest(${held.map((h) => h.attributeId)}::uuid[], ${held.map((h) => h.hash)}::text[],
                    ${held.map((h) => h.productId)}::uuid[]) AS h (attribute_id, value_hash, product_id)
      ON CONFLICT DO NOTHING`);
    // A value taken meanwhile by a concurrent request: importOne answers it as the API does.
    if (kept !== held.length) throw new LeaveToImportOne();
  }
  await db.sql.copyFrom(
    'product_revisions',
    [
      'tenant_id',
      'product_id',
      'revision_number',
      'change_source',
      'change_summary',
      'snapshot_schema_version',
      'snapshot',
      'created_by',
    ],
    ready.map((r) => [tenantId, r.id, 1, scope.source, r.summary, 1, r.snapshot, by]),
  );
  const ids = ready.map((r) => r.id);
  await recomputeCompleteness(db.sql, tenantId, { productIds: ids });
  return new Map(ready.map(({ index, id }) => [index, id]));
}

/** What a new product is written as: its values, and its revision 1 as recordProductChange makes it. */
function textsOf({ row, facts }: PreparedProduct) {
  const snapshot = snapshotOf(
    {
      code: row.code,
      product_family_id: row.familyId,
      variant_family_id: row.variantFamilyId,
      product_type: row.productType,
      status: row.status,
      raw_values: row.rawValues,
      category_ids: [...new Set(row.categoryIds)].sort(),
      variants: [],
      attributes: Object.fromEntries(facts),
      latest: null,
    },
    1,
  );
  const summary = summarize(undefined, snapshot, (id) => facts.get(id)?.code ?? id);
  return {
    rawValues: JSON.stringify(row.rawValues),
    snapshot: JSON.stringify(snapshot),
    summary: JSON.stringify(summary),
  };
}

/** `count` fresh ids, as the tables' defaults make them (uuidv7). */
async function freshIds(scope: TenantScope, count: number): Promise<string[]> {
  if (count === 0) return [];
  const rows = await scope.db.sql.query<{ id: string }>(
    sql`SELECT uuidv7()::text AS id FROM generate_series(1, ${count}::int)`,
  );
  return rows.map((row) => row.id);
}

/** The bulk write in a savepoint: on anything unexpected, nothing of it stays. */
async function writeOrLeave(scope: TenantScope, ready: Ready[]): Promise<Map<number, string>> {
  const db = scope.db.sql;
  await db.execute(sql`SAVEPOINT import_products_bulk`);
  try {
    const written = await writeProducts(scope, await withLiveReferences(scope, ready));
    await db.execute(sql`RELEASE SAVEPOINT import_products_bulk`);
    return written;
  } catch (error) {
    await db.execute(sql`ROLLBACK TO SAVEPOINT import_products_bulk`);
    if (error instanceof LeaveToImportOne || fromDatabaseError(error)) return new Map();
    throw error;
  }
}

interface Parsed {
  index: number;
  code: string;
  /** Ready to write, or failed when the code was free as the batch was read. */
  outcome: { ready: Ready } | { failed: BatchOutcome };
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
      const record = parseRecord(ZProductRecord, raw);
      if (seen.has(record.code)) return; // a repeat updates the first: importOne, after it
      seen.add(record.code);
      parsed.push({ index, record });
    } catch (error) {
      early[index] = failedOutcome(error);
    }
  });
  const existing = await existingCodes(scope, [...seen]);
  const fresh = parsed.filter(({ record }) => !existing.has(record.code));
  const ids = await freshIds(scope, fresh.length);
  const checked: Parsed[] = [];
  for (const [i, { index, record }] of fresh.entries()) {
    await takeTurn(i);
    const origin = cellOriginOf(records[index]);
    try {
      const prepared = await prepareCreate(scope, memo, record, origin);
      const ready = { index, prepared, id: ids[i]!, ...textsOf(prepared) };
      checked.push({ index, code: record.code, outcome: { ready } });
    } catch (error) {
      checked.push({ index, code: record.code, outcome: { failed: failedOutcome(error) } });
    }
  }
  return (tx) => writeProductBatch(tx, early, checked, options, memo);
}

function failedOutcome(error: unknown): BatchOutcome {
  if (!(error instanceof AppError)) throw error;
  return { failed: error.details };
}

async function writeProductBatch(
  scope: TenantScope,
  early: readonly BatchOutcome[],
  checked: readonly Parsed[],
  options: ImportOptions,
  memo: ImportMemo,
): Promise<BatchOutcome[]> {
  const outcomes = [...early];
  const taken = await existingCodes(
    scope,
    checked.map((c) => c.code),
  );
  const ready: Ready[] = [];
  for (const { index, code, outcome } of checked) {
    if (taken.has(code)) continue;
    if ('failed' in outcome) {
      outcomes[index] = outcome.failed;
      continue;
    }
    try {
      checkStatusMoves('draft', outcome.ready.prepared.row.status, scope);
      ready.push(outcome.ready);
    } catch (error) {
      outcomes[index] = failedOutcome(error);
    }
  }
  const free = await withFreeUniqueValues(scope, ready);
  if (free.length === 0) return outcomes;
  const written = await writeOrLeave(scope, free);
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
  await scope.db.sql.execute(
    sql`ANALYZE products, product_categories, product_completeness, product_revisions, unique_values`,
  );
}
