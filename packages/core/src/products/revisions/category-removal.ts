// Deleting a category takes it out of its products (CONTRACT.md section 7), and each of those
// products gets one revision for it, in the delete's transaction. Set-based: the products are
// locked in id order, their links dropped, and each new revision is a delta holding the
// product's category ids left (one statement for all), since nothing else changed
// (completeness does not depend on categories). A product whose latest revision does not match
// its version (made before revisions existed), or whose next revision is due to be a keyframe
// (delta.ts), is recorded the general way (record.ts).
import { sql } from '@pim/db';
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { catalogSettingsOf } from '../../platform/catalog-settings.ts';
import { KEYFRAME_FLOOR_BYTES, MAX_CHAIN } from './delta.ts';
import { recordProductChange } from './record.ts';
import { pruneRevisions } from './sql.ts';

export async function removeCategoryFromProducts(
  scope: TenantScope,
  categoryId: string,
): Promise<void> {
  const { db, tenantId } = scope;
  const locked = await db.sql.query<{ id: string }>(sql`
    SELECT p.id::text AS id FROM products p
     WHERE p.tenant_id = ${tenantId}::uuid AND p.deleted_at IS NULL
       AND p.id IN (SELECT pc.product_id FROM product_categories pc
                     WHERE pc.tenant_id = ${tenantId}::uuid
                       AND pc.category_id = ${categoryId}::uuid)
     ORDER BY p.id
       FOR UPDATE`);
  await db.sql.execute(sql`
    DELETE FROM product_categories
     WHERE tenant_id = ${tenantId}::uuid AND category_id = ${categoryId}::uuid`);
  if (locked.length === 0) return;
  const ids = locked.map((row) => row.id);
  const actor = JSON.stringify(actorOf(scope.principal));
  const kept = catalogSettingsOf(scope).revisionsKept;
  const maxChain = Math.min(MAX_CHAIN, kept ?? MAX_CHAIN);
  const recorded = await db.sql.query<{ id: string; version: number }>(sql`
    WITH latest AS (
      SELECT r.product_id, r.revision_number, r.chain_bytes
        FROM product_revisions r
        JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
       WHERE r.tenant_id = ${tenantId}::uuid AND r.product_id = ANY(${ids}::uuid[])
         AND r.revision_number = p.version AND r.chain_bytes < ${KEYFRAME_FLOOR_BYTES}
         AND r.revision_number - (
               SELECT max(k.revision_number) FROM product_revisions k
                WHERE k.tenant_id = r.tenant_id AND k.product_id = r.product_id AND k.keyframe
             ) + 1 < ${maxChain}
    ),
    delta AS (
      SELECT l.*, json_build_object('category_ids', coalesce(
               (SELECT json_agg(pc.category_id::text ORDER BY pc.category_id::text COLLATE "C")
                  FROM product_categories pc
                  JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
                 WHERE pc.tenant_id = ${tenantId}::uuid AND pc.product_id = l.product_id
                   AND c.deleted_at IS NULL), '[]'::json)) AS delta
        FROM latest l
    ),
    inserted AS (
      INSERT INTO product_revisions
             (tenant_id, product_id, revision_number, change_source, change_summary,
              snapshot_schema_version, keyframe, delta, chain_bytes, created_by)
      SELECT ${tenantId}::uuid, d.product_id, d.revision_number + 1, ${scope.source},
             json_build_array(json_build_object(
               'path', 'category_ids', 'action', 'removed', 'before', ${categoryId}::text)),
             1, false, d.delta, d.chain_bytes + length(d.delta::text), ${actor}::jsonb
        FROM delta d
      RETURNING product_id, revision_number
    )
    UPDATE products p
       SET version = i.revision_number, modified_at = now(), modified_by = ${actor}::jsonb
      FROM inserted i
     WHERE p.tenant_id = ${tenantId}::uuid AND p.id = i.product_id
    RETURNING p.id::text AS id, p.version`);
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
