// The reads and writes of recording a change, in as few statements as a change allows: one
// read of the product's whole state (with its latest revision's chain, from its keyframe on,
// and the facts of the attributes both name), one write of the revision and the product's
// version.
import { sql, type Sql } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { snapshotOfChain, type ChainRow, type StoredRevision } from './delta.ts';
import type { ChangeEntry } from './summary.ts';
import type { AttributeFacts, ProductSnapshot } from './snapshot.ts';

/** The latest revision, whole, and what the next one needs to know of its chain. */
export interface LatestRevision {
  revision_number: number;
  snapshot: ProductSnapshot;
  chainBytes: number;
  /** Revisions from the keyframe to this one, both included. */
  chainLength: number;
}

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
  latest: LatestRevision | null;
}

type StateRow = Omit<ProductState, 'latest'> & { chain: ChainRow[] | null };

/** The product's state and its latest revision; undefined when it is not a live product. */
export async function readProductState(
  db: Sql,
  tenantId: string,
  productId: string,
): Promise<ProductState | undefined> {
  const [row] = await db.query<StateRow>(
    // Prepared: run on every product change, and its plan costs more than its run.
    sql.prepared(
      'read_product_state',
      sql`
    WITH product AS (
      SELECT * FROM products
       WHERE tenant_id = ${tenantId}::uuid AND id = ${productId}::uuid AND deleted_at IS NULL
    ),
    keyframe AS (
      SELECT max(r.revision_number) AS n FROM product_revisions r
       WHERE r.tenant_id = ${tenantId}::uuid AND r.product_id = ${productId}::uuid AND r.keyframe
    ),
    chain AS (
      SELECT r.revision_number, r.keyframe, r.snapshot, r.delta, r.chain_bytes
        FROM product_revisions r
       WHERE r.tenant_id = ${tenantId}::uuid AND r.product_id = ${productId}::uuid
         AND r.revision_number >= (SELECT n FROM keyframe)
    ),
    own_variants AS (
      SELECT v.id, v.sku, v.is_default, v.status::text AS status, v.raw_values FROM variants v
       WHERE v.tenant_id = ${tenantId}::uuid AND v.product_id = ${productId}::uuid
    ),
    named AS (
      SELECT jsonb_object_keys(p.raw_values) AS id FROM product p
      UNION SELECT jsonb_object_keys(v.raw_values) FROM own_variants v
      -- Every attribute the chain names: a superset of the latest snapshot's.
      UNION SELECT a ->> 'attribute_id' FROM chain c,
             json_array_elements(coalesce(c.snapshot -> 'product_attributes',
                                          c.delta -> 'product_attributes' -> 'set', '[]')) a
      UNION SELECT a ->> 'attribute_id' FROM chain c,
             json_array_elements(coalesce(c.snapshot -> 'variants',
                                          c.delta -> 'variants' -> 'set', '[]')) v,
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
           (SELECT json_agg(row_to_json(c) ORDER BY c.revision_number) FROM chain c) AS chain
      FROM product p`,
    ),
  );
  if (!row) return undefined;
  const { chain, ...state } = row;
  return { ...state, latest: latestOf(chain ?? []) };
}

function latestOf(chain: readonly ChainRow[]): LatestRevision | null {
  const snapshot = snapshotOfChain(chain);
  const last = chain.at(-1);
  if (!snapshot || !last) return null;
  return {
    revision_number: last.revision_number,
    snapshot,
    chainBytes: last.chain_bytes,
    chainLength: chain.length,
  };
}

export interface NewRevision {
  number: number;
  source: string;
  summary: ChangeEntry[];
  stored: StoredRevision;
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
  const { stored } = revision;
  await db.execute(sql`
    WITH revision AS (
      INSERT INTO product_revisions
             (tenant_id, product_id, revision_number, change_source, change_summary,
              snapshot_schema_version, keyframe, snapshot, delta, chain_bytes,
              restored_from_revision_id, comment, created_by)
      VALUES (${tenantId}::uuid, ${productId}::uuid, ${revision.number}, ${revision.source},
              ${JSON.stringify(revision.summary)}::json, 1, ${stored.keyframe},
              ${stored.snapshot && JSON.stringify(stored.snapshot)}::json,
              ${stored.delta && JSON.stringify(stored.delta)}::json, ${stored.chainBytes},
              ${revision.restoredFromRevisionId}::uuid, ${revision.comment},
              ${JSON.stringify(revision.actor)}::jsonb)
      RETURNING product_id
    )
    UPDATE products
       SET version = ${revision.number}, modified_at = now(),
           modified_by = ${JSON.stringify(revision.actor)}::jsonb
     WHERE tenant_id = ${tenantId}::uuid AND id IN (SELECT product_id FROM revision)`);
}

/**
 * Retention: keeps at least the latest `kept` revisions of the product (the latest being
 * `latest`). Revisions older than the newest keyframe at or before the oldest one to keep are
 * deleted; the ones between stay, so every remaining revision still reads back from its own
 * chain and none is rewritten.
 */
export async function pruneRevisions(
  db: Sql,
  tenantId: string,
  productId: string,
  latest: number,
  kept: number,
): Promise<void> {
  const oldestKept = latest - kept + 1;
  if (oldestKept <= 1) return;
  await db.execute(sql`
    DELETE FROM product_revisions
     WHERE tenant_id = ${tenantId}::uuid AND product_id = ${productId}::uuid
       AND revision_number < (
         SELECT max(r.revision_number) FROM product_revisions r
          WHERE r.tenant_id = ${tenantId}::uuid AND r.product_id = ${productId}::uuid
            AND r.keyframe AND r.revision_number <= ${oldestKept})`);
}

/** The first revisions of products made in bulk, by COPY: snapshot and summary as JSON text. */
export async function copyFirstRevisions(
  db: Sql,
  tenantId: string,
  rows: readonly { productId: string; snapshot: string; summary: string }[],
  source: string,
  actor: ActorRef,
): Promise<void> {
  const by = JSON.stringify(actor);
  await db.copyFrom(
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
    rows.map((r) => [tenantId, r.productId, 1, source, r.summary, 1, r.snapshot, by]),
  );
}

/** Locks FOR UPDATE, in id order, the live products of the tenant holding the category. */
export async function lockProductsInCategory(
  db: Sql,
  tenantId: string,
  categoryId: string,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(sql`
    SELECT p.id::text AS id FROM products p
     WHERE p.tenant_id = ${tenantId}::uuid AND p.deleted_at IS NULL
       AND p.id IN (SELECT pc.product_id FROM product_categories pc
                     WHERE pc.tenant_id = ${tenantId}::uuid
                       AND pc.category_id = ${categoryId}::uuid)
     ORDER BY p.id
       FOR UPDATE`);
  return rows.map((row) => row.id);
}

/** Takes the category out of every product of the tenant. */
export async function unlinkCategory(db: Sql, tenantId: string, categoryId: string) {
  await db.execute(sql`
    DELETE FROM product_categories
     WHERE tenant_id = ${tenantId}::uuid AND category_id = ${categoryId}::uuid`);
}

/**
 * One revision per product that left the category, in one statement: a delta of its
 * categories on the latest revision, for products whose chain may take one more delta (the
 * others are recorded the general way). The products recorded, with their new version.
 */
export async function recordCategoryRemoval(
  db: Sql,
  tenantId: string,
  change: {
    productIds: readonly string[];
    categoryId: string;
    maxChain: number;
    keyframeFloor: number;
    source: string;
    actor: ActorRef;
  },
): Promise<{ id: string; version: number }[]> {
  const by = JSON.stringify(change.actor);
  return db.query<{ id: string; version: number }>(sql`
    WITH latest AS (
      SELECT r.product_id, r.revision_number, r.chain_bytes
        FROM product_revisions r
        JOIN products p ON p.tenant_id = r.tenant_id AND p.id = r.product_id
       WHERE r.tenant_id = ${tenantId}::uuid AND r.product_id = ANY(${change.productIds}::uuid[])
         AND r.revision_number = p.version AND r.chain_bytes < ${change.keyframeFloor}
         AND r.revision_number - (
               SELECT max(k.revision_number) FROM product_revisions k
                WHERE k.tenant_id = r.tenant_id AND k.product_id = r.product_id AND k.keyframe
             ) + 1 < ${change.maxChain}
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
      SELECT ${tenantId}::uuid, d.product_id, d.revision_number + 1, ${change.source},
             json_build_array(json_build_object(
               'path', 'category_ids', 'action', 'removed', 'before', ${change.categoryId}::text)),
             1, false, d.delta, d.chain_bytes + length(d.delta::text), ${by}::jsonb
        FROM delta d
      RETURNING product_id, revision_number
    )
    UPDATE products p
       SET version = i.revision_number, modified_at = now(), modified_by = ${by}::jsonb
      FROM inserted i
     WHERE p.tenant_id = ${tenantId}::uuid AND p.id = i.product_id
    RETURNING p.id::text AS id, p.version`);
}
