// The asset delete's statements: the asset locked FOR UPDATE (writers that attach an asset,
// a category's image or a media value, lock it FOR SHARE first: categories/sql.ts
// `lockLiveAsset`), then what still uses it. Media values are found through the GIN index on
// the attribute ids holding values (`pim_value_keys(raw_values) && ` the tenant's media
// attribute ids), then checked exactly with a JSON path on those attributes' values only.
import { sql, type Sql } from '@pim/db';

/** Locks a live asset of the tenant FOR UPDATE; its storage key, or undefined. */
export async function lockAssetForDelete(
  db: Sql,
  tenantId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ storage_key: string }>(sql`
    SELECT storage_key FROM assets
     WHERE tenant_id = ${tenantId} AND id = ${id} AND deleted_at IS NULL
       FOR UPDATE`);
  return row?.storage_key;
}

export interface AssetUses {
  categories: number;
  products: number;
  variants: number;
}

/** Live categories showing the asset, and live products and variants with it as a media value. */
export async function usesOfAsset(db: Sql, tenantId: string, id: string): Promise<AssetUses> {
  const holds = (alias: string) =>
    sql.raw(`EXISTS (SELECT 1 FROM unnest(media.ids) AS m (id)
                     WHERE jsonb_path_exists(${alias}.raw_values -> m.id,
                                             '$.*.*.value ? (@ == $asset)', vars.v))`);
  const [row] = await db.query<AssetUses>(sql`
    WITH media AS (
           SELECT coalesce(array_agg(id::text), '{}') AS ids FROM attributes
            WHERE tenant_id = ${tenantId} AND type = 'media' AND deleted_at IS NULL),
         vars AS (SELECT jsonb_build_object('asset', ${id}::text) AS v)
    SELECT
      (SELECT count(*)::int FROM categories
        WHERE tenant_id = ${tenantId} AND image_asset_id = ${id}::uuid
          AND deleted_at IS NULL) AS categories,
      (SELECT count(*)::int FROM products p, media, vars
        WHERE p.tenant_id = ${tenantId} AND p.deleted_at IS NULL
          AND pim_value_keys(p.raw_values) && media.ids AND ${holds('p')}) AS products,
      (SELECT count(*)::int FROM variants v
         JOIN products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id, media, vars
        WHERE v.tenant_id = ${tenantId} AND p.deleted_at IS NULL
          AND pim_value_keys(v.raw_values) && media.ids AND ${holds('v')}) AS variants`);
  return row ?? { categories: 0, products: 0, variants: 0 };
}

/**
 * usesOfAsset for a page of assets at once: each product and variant holding one of `ids` as a
 * media value is read once (the media values' asset ids taken out with a JSON path, an array
 * value's items too), then counted per asset.
 */
export async function usesOfAssets(
  db: Sql,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, AssetUses>> {
  if (ids.length === 0) return new Map();
  const held = (alias: string) =>
    sql.raw(`LATERAL (SELECT DISTINCT jsonb_path_query(${alias}.raw_values -> m.id,
                                                      '$.*.*.value[*]') #>> '{}' AS asset
                         FROM unnest(media.ids) AS m (id)) AS held`);
  const rows = await db.query<AssetUses & { id: string }>(sql`
    WITH media AS (
           SELECT coalesce(array_agg(id::text), '{}') AS ids FROM attributes
            WHERE tenant_id = ${tenantId} AND type = 'media' AND deleted_at IS NULL),
         wanted AS (SELECT unnest(${[...ids]}::text[]) AS id),
         holders AS (
           SELECT 'product' AS kind, held.asset FROM products p, media, ${held('p')}
            WHERE p.tenant_id = ${tenantId} AND p.deleted_at IS NULL
              AND pim_value_keys(p.raw_values) && media.ids
              AND held.asset IN (SELECT id FROM wanted)
           UNION ALL
           SELECT 'variant', held.asset FROM variants v
             JOIN products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id, media,
                  ${held('v')}
            WHERE v.tenant_id = ${tenantId} AND p.deleted_at IS NULL
              AND pim_value_keys(v.raw_values) && media.ids
              AND held.asset IN (SELECT id FROM wanted))
    SELECT w.id,
           (SELECT count(*)::int FROM categories c
             WHERE c.tenant_id = ${tenantId} AND c.image_asset_id::text = w.id
               AND c.deleted_at IS NULL) AS categories,
           (SELECT count(*)::int FROM holders h
             WHERE h.kind = 'product' AND h.asset = w.id) AS products,
           (SELECT count(*)::int FROM holders h
             WHERE h.kind = 'variant' AND h.asset = w.id) AS variants
      FROM wanted w`);
  return new Map(rows.map(({ id, ...uses }) => [id, uses]));
}

/** How many of each kind of use a "where used" answer lists at most. */
export const ASSET_USAGES_SHOWN = 100;

export interface AssetUsageRows {
  categories: { id: string; code: string; name: string }[];
  products: { id: string; code: string; name: string | null; attributes: string[] }[];
  variants: {
    id: string;
    sku: string;
    product_id: string;
    product_code: string;
    attributes: string[];
  }[];
}

/**
 * The live categories, products and variants using the asset (the first ASSET_USAGES_SHOWN of
 * each, by code or SKU): what usesOfAsset counts, named. A product's or variant's
 * `attributes` are the codes of the media attributes holding it.
 */
export async function usagesOfAsset(
  db: Sql,
  tenantId: string,
  id: string,
): Promise<AssetUsageRows> {
  const held = (alias: string) =>
    sql.raw(`(SELECT coalesce(array_agg(a.code ORDER BY a.code), '{}') FROM attributes a
               WHERE a.tenant_id = ${alias}.tenant_id AND a.type = 'media' AND a.deleted_at IS NULL
                 AND jsonb_path_exists(${alias}.raw_values -> a.id::text,
                                       '$.*.*.value ? (@ == $asset)', vars.v))`);
  const media = sql`
    WITH media AS (
           SELECT coalesce(array_agg(id::text), '{}') AS ids FROM attributes
            WHERE tenant_id = ${tenantId} AND type = 'media' AND deleted_at IS NULL),
         vars AS (SELECT jsonb_build_object('asset', ${id}::text) AS v)`;
  const [categories, products, variants] = await Promise.all([
    db.query<AssetUsageRows['categories'][number]>(sql`
      SELECT id, code, name FROM categories
       WHERE tenant_id = ${tenantId} AND image_asset_id = ${id}::uuid AND deleted_at IS NULL
       ORDER BY code COLLATE "C" LIMIT ${ASSET_USAGES_SHOWN}`),
    db.query<AssetUsageRows['products'][number]>(sql`
      ${media}
      SELECT * FROM (
        SELECT p.id, p.code,
               p.raw_values #>> ARRAY[f.name_attribute_id::text, '$default', '$default', 'value']
                 AS name,
               ${held('p')} AS attributes
          FROM products p
          JOIN product_families f ON f.tenant_id = p.tenant_id AND f.id = p.product_family_id,
               media, vars
         WHERE p.tenant_id = ${tenantId} AND p.deleted_at IS NULL
           AND pim_value_keys(p.raw_values) && media.ids) AS used
       WHERE cardinality(used.attributes) > 0
       ORDER BY used.code COLLATE "C" LIMIT ${ASSET_USAGES_SHOWN}`),
    db.query<AssetUsageRows['variants'][number]>(sql`
      ${media}
      SELECT * FROM (
        SELECT v.id, v.sku, p.id AS product_id, p.code AS product_code,
               ${held('v')} AS attributes
          FROM variants v
          JOIN products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id, media, vars
         WHERE v.tenant_id = ${tenantId} AND p.deleted_at IS NULL
           AND pim_value_keys(v.raw_values) && media.ids) AS used
       WHERE cardinality(used.attributes) > 0
       ORDER BY used.sku COLLATE "C" LIMIT ${ASSET_USAGES_SHOWN}`),
  ]);
  return { categories, products, variants };
}
