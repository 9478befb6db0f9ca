// The products importer's batch path: the new products of a batch written set-based, a
// dozen statements for the whole batch instead of several per product, which is what makes
// an import of 100,000 products take seconds. Every record is checked exactly as importOne
// checks it (prepareCreate: the API's validators), and the writes are the ones importOne
// makes, in bulk: the rows (with values, status, categories and unique values), each
// product's first revision (`import`, its snapshot and summary made as record.ts makes them),
// and completeness for all of them in one statement.
//
// Only plain creates take this path. A record for an existing code, a code the batch repeats,
// a value another record or product already holds, or anything the bulk write meets that it
// did not expect (a family deleted meanwhile, a code taken by a concurrent request) is left
// to importOne, which then meets it on its own and answers as the API does.
import { sql } from '@pim/db';
import { actorOf, type TenantScope } from '../../access/principal.ts';
import { recomputeCompleteness } from '../../completeness/sql.ts';
import { AppError } from '../../errors/app-error.ts';
import { fromDatabaseError } from '../../errors/database-errors.ts';
import type { ValueAudit } from '../../product-values/document.ts';
import { snapshotOf } from '../../product-revisions/record.ts';
import { summarize } from '../../product-revisions/summary.ts';
import { parseRecord } from './cells.ts';
import type { BatchOutcome, ImportMemo, ImportOptions } from './importer.ts';
import { prepareCreate, ZProductRecord, type PreparedProduct } from './products.ts';
import { cellOriginOf } from './value-cells.ts';

interface Ready {
  index: number;
  prepared: PreparedProduct;
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

/** Locks (FOR SHARE) what the products attach to; those whose references are all live. */
async function withLiveReferences(scope: TenantScope, ready: Ready[]): Promise<Ready[]> {
  const ids = (pick: (row: PreparedProduct['row']) => (string | null)[]) => [
    ...new Set(ready.flatMap((r) => pick(r.prepared.row)).filter((id): id is string => !!id)),
  ];
  const [row] = await scope.db.sql.query<{ live: string[] }>(sql`
    WITH families AS (
      SELECT id FROM product_families
       WHERE tenant_id = ${scope.tenantId}::uuid AND id = ANY(${ids((r) => [r.familyId])}::uuid[])
         AND deleted_at IS NULL AND status = 'active'
       ORDER BY id FOR SHARE
    ), variant_families AS (
      SELECT id FROM variant_families
       WHERE tenant_id = ${scope.tenantId}::uuid
         AND id = ANY(${ids((r) => [r.variantFamilyId])}::uuid[]) AND deleted_at IS NULL
       ORDER BY id FOR SHARE
    ), chosen AS (
      SELECT id FROM categories
       WHERE tenant_id = ${scope.tenantId}::uuid
         AND id = ANY(${ids((r) => [...r.categoryIds])}::uuid[]) AND deleted_at IS NULL
       ORDER BY id FOR SHARE
    )
    SELECT ARRAY(SELECT id::text FROM families UNION ALL SELECT id::text FROM variant_families
                 UNION ALL SELECT id::text FROM chosen) AS live`);
  const live = new Set(row?.live ?? []);
  return ready.filter(({ prepared: { row: p } }) =>
    [p.familyId, p.variantFamilyId, ...p.categoryIds].every((id) => id === null || live.has(id)),
  );
}

/** Writes the products, their categories, unique values, first revisions and completeness. */
async function writeProducts(scope: TenantScope, ready: Ready[]): Promise<Map<number, string>> {
  const { db, tenantId } = scope;
  const actor = actorOf(scope.principal);
  const by = JSON.stringify(actor);
  const at = new Date().toISOString();
  const rows = ready.map(({ prepared: { row } }) => {
    const audit: ValueAudit = {};
    for (const id of Object.keys(row.rawValues)) audit[id] = { at, by: actor };
    return {
      code: row.code,
      family_id: row.familyId,
      variant_family_id: row.variantFamilyId,
      product_type: row.productType,
      status: row.status,
      raw_values: row.rawValues,
      value_audit: audit,
    };
  });
  const inserted = await db.sql.query<{ id: string; code: string }>(sql`
    INSERT INTO products (tenant_id, code, product_family_id, variant_family_id, product_type,
                          status, raw_values, value_audit, version, created_by, modified_by)
    SELECT ${tenantId}::uuid, r.code, r.family_id, r.variant_family_id, r.product_type,
           r.status::"ProductStatus", r.raw_values, r.value_audit, 1, ${by}::jsonb, ${by}::jsonb
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
           AS r (code text, family_id uuid, variant_family_id uuid, product_type text,
                 status text, raw_values jsonb, value_audit jsonb)
    ON CONFLICT DO NOTHING
    RETURNING id::text AS id, code`);
  // A code taken meanwhile by a concurrent request: every product goes back to importOne.
  if (inserted.length !== ready.length) throw new LeaveToImportOne();
  const idOf = new Map(inserted.map((row) => [row.code, row.id]));
  const ids = ready.map(({ prepared }) => idOf.get(prepared.row.code)!);
  const links = ready.flatMap(({ prepared }, i) =>
    [...new Set(prepared.row.categoryIds)].map((categoryId) => [ids[i]!, categoryId] as const),
  );
  if (links.length > 0) {
    await db.sql.execute(sql`
      INSERT INTO product_categories (tenant_id, product_id, category_id)
      SELECT ${tenantId}::uuid, l.product_id, l.category_id
        FROM unnest(${links.map((l) => l[0])}::uuid[], ${links.map((l) => l[1])}::uuid[])
             AS l (product_id, category_id)`);
  }
  const held = ready.flatMap(({ prepared }, i) =>
    prepared.row.unique.map((h) => ({ ...h, productId: ids[i]! })),
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
  await insertFirstRevisions(scope, ready, ids);
  await recomputeCompleteness(db.sql, tenantId, { productIds: ids });
  return new Map(ready.map(({ index }, i) => [index, ids[i]!]));
}

/** Each new product's revision 1, as recordProductChange makes a first one. */
async function insertFirstRevisions(scope: TenantScope, ready: Ready[], ids: string[]) {
  const revisions = ready.map(({ prepared: { row, facts } }, i) => {
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
    return { product_id: ids[i], summary, snapshot };
  });
  // COPY: each snapshot and summary is parsed on its own, not as one large JSON array.
  const by = JSON.stringify(actorOf(scope.principal));
  await scope.db.sql.copyFrom(
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
    revisions.map((r) => [
      scope.tenantId,
      r.product_id,
      1,
      scope.source,
      JSON.stringify(r.summary),
      1,
      JSON.stringify(r.snapshot),
      by,
    ]),
  );
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

/**
 * The batch's records (JSON records, or rows already through fromCells), in the batch's
 * transaction: one outcome per record, in order (undefined: left to importOne, which the
 * import kind then calls for it as for any record).
 */
export async function importProductBatch(
  scope: TenantScope,
  records: readonly unknown[],
  options: ImportOptions,
  memo: ImportMemo,
): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = records.map(() => undefined);
  if (options.mode === 'update_only') return outcomes;
  const fail = (index: number, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    outcomes[index] = { failed: error.details };
  };
  const parsed: { index: number; record: ReturnType<typeof ZProductRecord.parse> }[] = [];
  const seen = new Set<string>();
  records.forEach((raw, index) => {
    try {
      const record = parseRecord(ZProductRecord, raw);
      if (seen.has(record.code)) return; // a repeat updates the first: importOne, after it
      seen.add(record.code);
      parsed.push({ index, record });
    } catch (error) {
      fail(index, error);
    }
  });
  const existing = await existingCodes(scope, [...seen]);
  const ready: Ready[] = [];
  for (const { index, record } of parsed) {
    if (existing.has(record.code)) continue;
    try {
      const origin = cellOriginOf(records[index]);
      ready.push({ index, prepared: await prepareCreate(scope, memo, record, origin) });
    } catch (error) {
      fail(index, error);
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
