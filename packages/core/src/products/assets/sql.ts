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
