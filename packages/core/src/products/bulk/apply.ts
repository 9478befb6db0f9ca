// One product of a bulk update: every action applied in order to a draft of the product
// (status, categories, values) inside ONE `changeProduct`, then the draft written as one
// change, so the product gets one revision (change_source `bulk_update`) and its completeness
// recomputed, or none when the draft ends as it began. Each action is checked by the rules of
// its API counterpart (status.ts's moves, the values PATCH's checks); a refusal names the
// action's field (`actions.N.…`) and fails the product as a whole.
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { refuseFaults } from '../../platform/shared/index.ts';
import { productCategoryIds } from '../product/selection-sql.ts';
import { replaceCategories, setStatusWithVariants, touchProduct } from '../product/sql.ts';
import { checkStatusMove, type ProductStatus } from '../product/status.ts';
import { checkItems } from '../values/check.ts';
import { rawValuesOf, withScopedValue, type RawValues } from '../values/document.ts';
import { applyItems, saveDocument } from '../values/service.ts';
import { loadDefinitions, type Definitions } from '../values/sql.ts';
import { changeProduct } from '../write/change.ts';
import type { LockedProduct } from '../write/types.ts';
import { type BulkPlan, type PlannedAction, valuesFieldOf } from './plan.ts';
import { renamingFields } from '../../platform/codecs/index.ts';

/** What a batch looks up once for all its products (in its transaction, locked FOR SHARE). */
export interface BatchLookups {
  /** The live categories among those the actions name. */
  categories: ReadonlySet<string>;
  /** The live attributes among those the actions name. */
  attributes: ReadonlySet<string>;
  /** Attribute definitions by family, variant family and action. */
  definitions: Map<string, Definitions>;
}

export type ProductAction = 'updated' | 'unchanged';

/** The product as the actions leave it, before anything is written. */
interface Draft {
  status: ProductStatus;
  /** The categories, loaded by the first category action, and as they were then. */
  categories?: Set<string>;
  values: RawValues;
  /** `is_unique` attributes the value actions touched. */
  uniqueIds: Set<string>;
}

type Step<A extends PlannedAction['type']> = (
  tx: TenantScope,
  product: LockedProduct,
  draft: Draft,
  action: Extract<PlannedAction, { type: A }>,
  lookups: BatchLookups,
) => Promise<void>;

const setStatus: Step<'set_status'> = (tx, _product, draft, action) =>
  renamingFields(
    () => `actions.${action.index}.status`,
    async () => {
      if (checkStatusMove(draft.status, action.status, tx)) draft.status = action.status;
    },
  );

const changeCategories: Step<'add_categories' | 'remove_categories'> = async (
  tx,
  product,
  draft,
  action,
  lookups,
) => {
  if (!draft.categories) {
    draft.categories = new Set(await productCategoryIds(tx.db.sql, tx.tenantId, product.id));
  }
  for (const id of action.categoryIds) {
    // A category deleted since the job started is left out.
    if (action.type === 'remove_categories') draft.categories.delete(id);
    else if (lookups.categories.has(id)) draft.categories.add(id);
  }
};

const setValues: Step<'set_values'> = async (tx, product, draft, action, lookups) => {
  refuseFaults(action.unknown);
  const key = `${product.product_family_id}:${product.variant_family_id}:${action.index}`;
  let defs = lookups.definitions.get(key);
  if (!defs) {
    const ids = action.items.map((item) => item.attribute_id);
    defs = await loadDefinitions(
      tx.db.sql,
      tx.tenantId,
      product.product_family_id,
      product.variant_family_id,
      ids,
      true,
    );
    lookups.definitions.set(key, defs);
  }
  const checked = await renamingFields(
    (field) => valuesFieldOf(action, field),
    () => checkItems(tx, action.items, lookups.attributes, defs, false),
  );
  draft.values = applyItems(draft.values, checked, 'patch');
  for (const { def } of checked) if (def.is_unique) draft.uniqueIds.add(def.id);
};

const removeValues: Step<'remove_values'> = async (_tx, _product, draft, action) => {
  const values: RawValues = { ...draft.values };
  for (const { attributeId, unique, channel, locale } of action.values) {
    const left = withScopedValue(values[attributeId], channel, locale, null);
    if (left) values[attributeId] = left;
    else delete values[attributeId];
    if (unique) draft.uniqueIds.add(attributeId);
  }
  draft.values = values;
};

async function applyAction(
  tx: TenantScope,
  product: LockedProduct,
  draft: Draft,
  action: PlannedAction,
  lookups: BatchLookups,
): Promise<void> {
  switch (action.type) {
    case 'set_status':
      return setStatus(tx, product, draft, action, lookups);
    case 'add_categories':
    case 'remove_categories':
      return changeCategories(tx, product, draft, action, lookups);
    case 'set_values':
      return setValues(tx, product, draft, action, lookups);
    case 'remove_values':
      return removeValues(tx, product, draft, action, lookups);
  }
}

/** The job's field of a value that a uniqueness refusal names: its last set_values entry. */
function uniqueFieldFinder(plan: BulkPlan) {
  return (attributeId: string, channel: string, locale: string): string => {
    for (const action of [...plan.actions].reverse()) {
      if (action.type !== 'set_values') continue;
      const item = action.items.findIndex((i) => i.attribute_id === attributeId);
      const at = action.items[item]?.values.findIndex(
        (v) => v.channel === channel && v.locale === locale,
      );
      if (at !== undefined && at >= 0) {
        return `actions.${action.index}.values.${action.positions[item]![at]}.data.value`;
      }
    }
    return 'actions';
  };
}

/** Writes what the draft changed; true when anything did. */
async function writeDraft(
  tx: TenantScope,
  product: LockedProduct,
  draft: Draft,
  plan: BulkPlan,
  valuesBefore: RawValues,
): Promise<boolean> {
  const { db, tenantId } = tx;
  const actor = actorOf(tx.principal);
  let changed = false;
  // The status and the values writes stamp the row; categories alone need a stamp of their own.
  let stamped = false;
  if (draft.status !== product.status) {
    await setStatusWithVariants(db.sql, tenantId, product.id, draft.status, actor);
    changed = stamped = true;
  }
  const categoriesChanged =
    draft.categories !== undefined &&
    (await replaceCategories(db.sql, tenantId, product.id, [...draft.categories]));
  if (draft.values !== valuesBefore) {
    const owner = { productId: product.id, variantId: null };
    const fieldOf = uniqueFieldFinder(plan);
    if (
      await saveDocument(tx, {
        owner,
        before: valuesBefore,
        after: draft.values,
        uniqueIds: draft.uniqueIds,
        fieldOf,
      })
    ) {
      changed = stamped = true;
    }
  }
  if (categoriesChanged) {
    if (!stamped) await touchProduct(db.sql, tenantId, product.id, actor);
    changed = true;
  }
  return changed;
}

/**
 * Applies the plan's actions to the product as one change (in the caller's transaction).
 * 404 when it is no longer a live product of the tenant.
 */
export function updateProduct(
  scope: TenantScope,
  productId: string,
  plan: BulkPlan,
  lookups: BatchLookups,
): Promise<ProductAction> {
  return changeProduct(scope, productId, async (tx, product) => {
    const values = rawValuesOf(product.raw_values);
    const draft: Draft = { status: product.status, values, uniqueIds: new Set() };
    for (const action of plan.actions) await applyAction(tx, product, draft, action, lookups);
    const changed = await writeDraft(tx, product, draft, plan, values);
    return changed ? 'updated' : 'unchanged';
  });
}
