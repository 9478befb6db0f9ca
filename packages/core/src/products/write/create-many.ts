// Creating many products at once: the batch twin of createOne (create.ts), for an import's
// new products. The same checks, made set-based, and the same writes: the rows (with values,
// status, categories and unique values), each product's first revision (record.ts makes it as
// for a single create) and completeness for all of them in one statement, a dozen statements
// for the whole batch instead of several per product.
//
// In two steps: `readyNewProducts` (outside any transaction, while the batch before is being
// written) takes the ids and makes the JSON texts; `createMany` (in the batch's transaction)
// writes what is still free to write. A product whose unique value another one holds, or
// whose references went away meanwhile, is left out: the caller writes it with createOne,
// which meets the problem on its own and answers as the API does.
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { fromDatabaseError } from '../../platform/errors/index.ts';
import { inSavepoint } from '../../platform/shared/index.ts';
import { firstRevisionOf, recordNewProducts, type FirstRevision } from '../revisions/record.ts';
import { lockedOptions } from '../values/sql.ts';
import type { PreparedProduct } from './create.ts';
import {
  analyzeProductTables,
  copyProductRows,
  freshIds,
  heldUniqueValues,
  liveProductCodes,
  lockLiveReferences,
} from './sql.ts';

/**
 * A new product ready to write: its id (PostgreSQL's uuidv7, taken as the batch was read) and
 * the JSON texts of its values and first revision, made as the batch was read too, so the
 * batch's transaction only sends them.
 */
export interface ReadyProduct<K> extends FirstRevision {
  key: K;
  prepared: PreparedProduct;
  id: string;
  rawValues: string;
}

/** Ids and JSON texts for products checked outside the transaction that will write them. */
export async function readyNewProducts<K>(
  scope: TenantScope,
  products: readonly { key: K; prepared: PreparedProduct }[],
): Promise<ReadyProduct<K>[]> {
  const ids = await freshIds(scope.db.sql, products.length);
  return products.map(({ key, prepared }, i) => ({
    key,
    prepared,
    id: ids[i]!,
    rawValues: JSON.stringify(prepared.row.rawValues),
    ...firstRevisionOf(prepared.row, prepared.facts),
  }));
}

/** The codes among `codes` that name a live product of the tenant. */
export const liveCodesAmong = (scope: TenantScope, codes: readonly string[]) =>
  liveProductCodes(scope.db.sql, scope.tenantId, codes);

/** The products whose unique values no other product holds, nor an earlier one of the batch. */
async function withFreeUniqueValues<K>(
  scope: TenantScope,
  ready: ReadyProduct<K>[],
): Promise<ReadyProduct<K>[]> {
  const held = ready.flatMap((r) => r.prepared.row.unique);
  if (held.length === 0) return ready;
  const seen = await heldUniqueValues(scope.db.sql, scope.tenantId, held);
  return ready.filter(({ prepared }) => {
    const keys = prepared.row.unique.map((h) => `${h.attributeId}:${h.hash}`);
    if (keys.some((key) => seen.has(key))) return false;
    keys.forEach((key) => seen.add(key));
    return true;
  });
}

/**
 * Locks (FOR SHARE) what the products attach to, as the API's writes lock them: families,
 * variant families, categories, the assets of media values and the attributes of option
 * values (all checked when the batch was read, outside this transaction: one deleted since
 * must not end up referenced). The products whose references are all live.
 */
async function withLiveReferences<K>(
  scope: TenantScope,
  ready: ReadyProduct<K>[],
): Promise<ReadyProduct<K>[]> {
  const ids = (pick: (prepared: PreparedProduct) => readonly (string | null)[]) => [
    ...new Set(ready.flatMap((r) => pick(r.prepared)).filter((id): id is string => !!id)),
  ];
  const live = await lockLiveReferences(scope.db.sql, scope.tenantId, {
    families: ids((p) => [p.row.familyId]),
    variantFamilies: ids((p) => [p.row.variantFamilyId]),
    categories: ids((p) => p.row.categoryIds),
    assets: ids((p) => p.assetIds),
  });
  const options = await lockedOptions(
    scope.db.sql,
    scope.tenantId,
    ready.flatMap((r) => r.prepared.options),
  );
  const referencesOf = ({ row, assetIds }: PreparedProduct) =>
    [row.familyId, row.variantFamilyId, ...row.categoryIds, ...assetIds].filter(
      (id): id is string => id !== null,
    );
  return ready.filter(
    ({ prepared }) =>
      referencesOf(prepared).every((id) => live.has(id)) &&
      prepared.options.every((o) => options.has(`${o.attributeId}:${o.code}`)),
  );
}

/** Thrown inside the bulk write when it must give its products back to createOne. */
class LeaveToCreateOne extends Error {}

/** Writes the products, their categories, unique values, first revisions and completeness. */
async function writeProducts<K>(scope: TenantScope, ready: ReadyProduct<K>[]): Promise<void> {
  const { db, tenantId } = scope;
  const by = JSON.stringify(actorOf(scope.principal));
  const rows = ready.map(({ id, prepared, rawValues }) => ({
    id,
    product: prepared.row,
    rawValues,
  }));
  const unique = await copyProductRows(db.sql, tenantId, rows, by);
  // A value taken meanwhile by a concurrent request: createOne answers it as the API does.
  if (unique.held !== unique.asked) throw new LeaveToCreateOne();
  await recordNewProducts(
    scope,
    ready.map(({ id, prepared, snapshot, summary }) => ({
      productId: id,
      code: prepared.row.code,
      status: prepared.row.status,
      snapshot,
      summary,
    })),
  );
}

/**
 * Writes in the scope's transaction the products still free to write: their keys and ids.
 * The others (a unique value held, a reference gone, a code taken meanwhile: anything the
 * bulk write meets that it did not expect) are left out, with nothing of them written.
 */
export async function createMany<K>(
  scope: TenantScope,
  ready: readonly ReadyProduct<K>[],
): Promise<Map<K, string>> {
  const free = await withFreeUniqueValues(scope, [...ready]);
  if (free.length === 0) return new Map();
  try {
    return await inSavepoint(scope.db.sql, 'create_many_products', async () => {
      const written = await withLiveReferences(scope, free);
      await writeProducts(scope, written);
      return new Map(written.map(({ key, id }) => [key, id]));
    });
  } catch (error) {
    if (error instanceof LeaveToCreateOne || fromDatabaseError(error)) return new Map();
    throw error;
  }
}

/**
 * Fresh statistics once a run has grown the tables a lot (PostgreSQL's advice after a bulk
 * load): without them the planner takes a tenant of 100,000 new products for an empty one,
 * and the completeness statement and the exports' pages read the whole tenant's index at
 * every step (measured: completeness per product growing with the tenant; an export page of
 * 500 taking 160 ms instead of 4 ms). Sampled, so a few hundred milliseconds at most.
 */
export const analyzeProducts = (scope: TenantScope) => analyzeProductTables(scope.db.sql);
