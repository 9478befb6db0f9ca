// The bulk update kind: applies the job's actions to the products its filter selects (the
// product grid's filters, read by the list's query builder as the job runs), walked in id order by batches of 100. Each
// batch is one transaction (commitBatch) with its items and the cursor (the last product id,
// in the job's state), so a restarted job goes on after the last committed batch and no
// product is updated twice. Each product is one item, in its own savepoint: all its actions
// as one change with one revision (products/bulk/apply.ts), or a failed item and nothing written.
import type { TenantScope } from '../../platform/access/index.ts';
import {
  countProducts,
  planBulkUpdate,
  updateProduct,
  type BatchLookups,
  type BulkPlan,
  type ProductAction,
  selectionFiltersOf,
  selectionPage,
  type SelectedProduct,
} from '../../products/index.ts';
import { actorRefOf, liveIdsAmong } from '../../platform/shared/index.ts';
import { inItemSavepoint } from '../item-savepoint.ts';
import type { JobKind } from '../runner.ts';
import type { ItemRow } from '../sql.ts';
import type { StartBulkUpdateInput } from '../schemas.ts';

/** Products per batch (one transaction each). */
const BATCH = Number(process.env.JOB_BULK_BATCH ?? 100);

type Counts = Record<ProductAction | 'failed', number>;
const NO_COUNTS: Counts = { updated: 0, unchanged: 0, failed: 0 };

/** What the job keeps between batches: where the walk is, and the counts so far. */
interface BulkState {
  after?: string;
  counts?: Counts;
}

export const bulkUpdateKind: JobKind = {
  source: 'bulk_update',
  async run(context) {
    const { job, scope } = context;
    const options = job.options as unknown as StartBulkUpdateInput;
    // `modified_by: me` is the job's creator, fixed when the job was created.
    const me = actorRefOf(job.created_by) ?? undefined;
    const filters = await selectionFiltersOf(scope, options.filter, me);
    if (context.checkpoint === 0)
      await context.setTotal(await countProducts(scope.db.sql, filters));
    const plan = await planBulkUpdate(scope, options.actions);
    const state = context.state as BulkState;
    let after = state.after ?? null;
    let counts: Counts = { ...NO_COUNTS, ...state.counts };
    let done = context.checkpoint;
    for (;;) {
      const page = await selectionPage(scope.db.sql, filters, after, BATCH);
      if (page.length === 0) break;
      let next = counts;
      const kept = await context.commitBatch(done + page.length, async (tx) => {
        const worked = await updateBatch(tx, page, plan, done);
        next = addCounts(counts, worked.counts);
        return { items: worked.items, state: { after: page.at(-1)!.id, counts: next } };
      });
      if (!kept) return null;
      counts = next;
      after = page.at(-1)!.id;
      done += page.length;
    }
    return { result: { ...counts } };
  },
};

function addCounts(a: Counts, b: Counts): Counts {
  return {
    updated: a.updated + b.updated,
    unchanged: a.unchanged + b.unchanged,
    failed: a.failed + b.failed,
  };
}

/** One batch in the transaction `tx.db`: each product in its own savepoint. */
async function updateBatch(
  tx: TenantScope,
  page: readonly SelectedProduct[],
  plan: BulkPlan,
  firstIndex: number,
): Promise<{ items: ItemRow[]; counts: Counts }> {
  const { db, tenantId } = tx;
  // One after the other: both run on the transaction's one connection.
  const categories = await liveIdsAmong(db.sql, 'categories', tenantId, plan.categoryIds);
  const attributes = await liveIdsAmong(db.sql, 'attributes', tenantId, [
    ...plan.attributes.keys(),
  ]);
  const lookups: BatchLookups = { categories, attributes, definitions: new Map() };
  const counts: Counts = { ...NO_COUNTS };
  const items: ItemRow[] = [];
  for (const [offset, product] of page.entries()) {
    const outcome = await inItemSavepoint(db.sql, () =>
      updateProduct(tx, product.id, plan, lookups),
    );
    const index = firstIndex + offset;
    if (outcome.ok) {
      counts[outcome.value]++;
      items.push({
        index,
        key: product.code,
        status: 'succeeded',
        errors: [],
        payload: { id: product.id, action: outcome.value },
      });
    } else {
      counts.failed++;
      items.push({
        index,
        key: product.code,
        status: 'failed',
        errors: outcome.errors,
        payload: { id: product.id, action: 'failed' },
      });
    }
  }
  return { items, counts };
}
