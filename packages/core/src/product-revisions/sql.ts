// The reads and writes of recording a change, in as few statements as a change allows: one
// read of the product's whole state (with its latest revision and the facts of the attributes
// both name), one write of the revision and the product's version.
import { sql, type Sql } from '@pim/db';
import type { ActorRef } from '../access/principal.ts';
import type { ChangeEntry } from './summary.ts';
import type { AttributeFacts, ProductSnapshot } from './snapshot.ts';

export interface ProductState {
  code: string;
  product_family_id: string;
  variant_family_id: string | null;
  product_type: string | null;
  status: string;
  raw_values: unknown;
  category_ids: string[];
  variants: {
    id: string;
    sku: string;
    is_default: boolean;
    status: string;
    raw_values: unknown;
  }[];
  /** The tenant's live attributes named by the product, its variants or the latest snapshot. */
  attributes: Record<string, AttributeFacts>;
  latest: { id: string; revision_number: number; snapshot: ProductSnapshot } | null;
}

/** The product's state and its latest revision; undefined when it is not a live product. */
export async function readProductState(
  db: Sql,
  tenantId: string,
  productId: string,
): Promise<ProductState | undefined> {
  const [row] = await db.query<ProductState>(
    // Prepared: run on every product change, and its plan costs more than its run.
    sql.prepared(
      'read_product_state',
      sql`
    WITH product AS (
      SELECT * FROM products
       WHERE tenant_id = ${tenantId}::uuid AND id = ${productId}::uuid AND deleted_at IS NULL
    ),
    latest AS (
      SELECT r.id, r.revision_number, r.snapshot FROM product_revisions r
       WHERE r.tenant_id = ${tenantId}::uuid AND r.product_id = ${productId}::uuid
       ORDER BY r.revision_number DESC LIMIT 1
    ),
    own_variants AS (
      SELECT v.id, v.sku, v.is_default, v.status::text AS status, v.raw_values FROM variants v
       WHERE v.tenant_id = ${tenantId}::uuid AND v.product_id = ${productId}::uuid
    ),
    named AS (
      SELECT jsonb_object_keys(p.raw_values) AS id FROM product p
      UNION SELECT jsonb_object_keys(v.raw_values) FROM own_variants v
      UNION SELECT a ->> 'attribute_id' FROM latest l,
             json_array_elements(l.snapshot -> 'product_attributes') a
      UNION SELECT a ->> 'attribute_id' FROM latest l,
             json_array_elements(l.snapshot -> 'variants') v,
             json_array_elements(v -> 'attributes') a
    )
    SELECT p.code, p.product_family_id, p.variant_family_id, p.product_type,
           p.status::text AS status, p.raw_values,
           ARRAY(SELECT pc.category_id::text FROM product_categories pc
                   JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
                  WHERE pc.tenant_id = ${tenantId}::uuid AND pc.product_id = p.id
                    AND c.deleted_at IS NULL
                  ORDER BY pc.category_id::text COLLATE "C") AS category_ids,
           coalesce((SELECT jsonb_agg(to_jsonb(v) ORDER BY v.id::text COLLATE "C")
                       FROM own_variants v), '[]') AS variants,
           coalesce((SELECT jsonb_object_agg(a.id,
                              jsonb_build_object('code', a.code, 'is_unique', a.is_unique))
                       FROM attributes a
                      WHERE a.tenant_id = ${tenantId}::uuid AND a.deleted_at IS NULL
                        AND a.id::text IN (SELECT id FROM named)), '{}') AS attributes,
           (SELECT row_to_json(l) FROM latest l) AS latest
      FROM product p`,
    ),
  );
  return row;
}

export interface NewRevision {
  number: number;
  source: string;
  summary: ChangeEntry[];
  snapshot: ProductSnapshot;
  restoredFromRevisionId: string | null;
  comment: string | null;
  actor: ActorRef;
}

/** Writes the revision and moves the product's version (and modification stamp) to it. */
export async function insertRevision(
  db: Sql,
  tenantId: string,
  productId: string,
  revision: NewRevision,
): Promise<void> {
  await db.execute(sql`
    WITH revision AS (
      INSERT INTO product_revisions
             (tenant_id, product_id, revision_number, change_source, change_summary,
              snapshot_schema_version, snapshot, restored_from_revision_id, comment, created_by)
      VALUES (${tenantId}::uuid, ${productId}::uuid, ${revision.number}, ${revision.source},
              ${JSON.stringify(revision.summary)}::json, 1,
              ${JSON.stringify(revision.snapshot)}::json,
              ${revision.restoredFromRevisionId}::uuid, ${revision.comment},
              ${JSON.stringify(revision.actor)}::jsonb)
      RETURNING product_id
    )
    UPDATE products
       SET version = ${revision.number}, modified_at = now(),
           modified_by = ${JSON.stringify(revision.actor)}::jsonb
     WHERE tenant_id = ${tenantId}::uuid AND id IN (SELECT product_id FROM revision)`);
}
