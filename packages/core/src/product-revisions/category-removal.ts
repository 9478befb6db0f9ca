// Deleting a category takes it out of its products (CONTRACT.md section 7), and each of those
// products gets one revision for it, in the delete's transaction. Set-based: the products are
// locked in id order, their links dropped, and each new revision is the latest snapshot less
// the category (one statement for all), since nothing else changed (completeness does not
// depend on categories). A product whose latest snapshot does not match its version (made
// before revisions existed) is recorded the general way (record.ts).
import { sql } from '@pim/db';
import { actorOf, type TenantScope } from '../access/principal.ts';
import { recordProductChange } from './record.ts';

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
  const recorded = await db.sql.query<{ id: string }>(sql`
    WITH latest AS (
      SELECT r.product_id, r.revision_number, r.snapshot
        FROM product_revisions r
        JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
       WHERE r.tenant_id = ${tenantId}::uuid AND r.product_id = ANY(${ids}::uuid[])
         AND r.revision_number = p.version
         AND (r.snapshot -> 'category_ids')::jsonb ? ${categoryId}::text
    ),
    inserted AS (
      INSERT INTO product_revisions
             (tenant_id, product_id, revision_number, change_source, change_summary,
              snapshot_schema_version, snapshot, created_by)
      SELECT ${tenantId}::uuid, l.product_id, l.revision_number + 1, ${scope.source},
             json_build_array(json_build_object(
               'path', 'category_ids', 'action', 'removed', 'before', ${categoryId}::text)),
             1,
             jsonb_set(
               jsonb_set(l.snapshot::jsonb, '{category_ids}', coalesce(
                 (SELECT jsonb_agg(e ORDER BY e COLLATE "C")
                    FROM json_array_elements_text(l.snapshot -> 'category_ids') e
                   WHERE e <> ${categoryId}::text), '[]'::jsonb)),
               '{version}', to_jsonb(l.revision_number + 1))::json,
             ${actor}::jsonb
        FROM latest l
      RETURNING product_id, revision_number
    )
    UPDATE products p
       SET version = i.revision_number, modified_at = now(), modified_by = ${actor}::jsonb
      FROM inserted i
     WHERE p.tenant_id = ${tenantId}::uuid AND p.id = i.product_id
    RETURNING p.id::text AS id`);
  const done = new Set(recorded.map((row) => row.id));
  for (const id of ids) {
    if (!done.has(id)) await recordProductChange(scope, id, {});
  }
}
