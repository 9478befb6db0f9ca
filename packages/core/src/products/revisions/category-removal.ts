// Deleting a category takes it out of its products, and each of those products gets one revision
// for it, in the delete's transaction. Set-based: the products are locked in id order, their links
// dropped, and each new revision is a delta holding the product's category ids left (one statement
// for all), since nothing else changed (completeness does not depend on categories). A product
// whose latest revision does not match its version (made before revisions existed), or whose next
// revision is due to be a keyframe (delta.ts), is recorded the general way (record.ts).
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { catalogSettingsOf } from '../../platform/catalog-settings.ts';
import { KEYFRAME_FLOOR_BYTES, MAX_CHAIN } from './delta.ts';
import { recordProductChange } from './record.ts';
import {
  lockProductsInCategory,
  pruneRevisions,
  recordCategoryRemoval,
  unlinkCategory,
} from './sql.ts';

export async function removeCategoryFromProducts(
  scope: TenantScope,
  categoryId: string,
): Promise<void> {
  const { db, tenantId } = scope;
  const ids = await lockProductsInCategory(db.sql, tenantId, categoryId);
  await unlinkCategory(db.sql, tenantId, categoryId);
  if (ids.length === 0) return;
  const actor = actorOf(scope.principal);
  const kept = catalogSettingsOf(scope).revisionsKept;
  const maxChain = Math.min(MAX_CHAIN, kept ?? MAX_CHAIN);
  const recorded = await recordCategoryRemoval(db.sql, tenantId, {
    productIds: ids,
    categoryId,
    maxChain,
    keyframeFloor: KEYFRAME_FLOOR_BYTES,
    source: scope.source,
    actor,
  });
  if (kept !== null) {
    for (const row of recorded) {
      await pruneRevisions(db.sql, tenantId, row.id, row.version, kept);
    }
  }
  const done = new Set(recorded.map((row) => row.id));
  for (const id of ids) {
    if (!done.has(id)) await recordProductChange(scope, id, {});
  }
}
