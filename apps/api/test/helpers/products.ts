// What the product tests share: a catalog world whose tenants each hold the enrichment
// catalog (packages/db/src/seed/enrichment-catalog.ts), product creation over the API, and
// rows written straight into the database where the API under test is not the point
// (values in raw_values, variants).
import type { Db } from '@pim/db';
import { createEnrichmentCatalog, uniqueCode } from '@pim/db/seed';
import { createCatalogWorld, dataOf, type Body } from './catalog.ts';
import type { Request, TestServer } from './server.ts';

export const PRODUCTS = '/v1/products';
export const productPath = (id: string) => `${PRODUCTS}/${id}`;

export const PRODUCT_KEYS = [
  'categories',
  'code',
  'created_at',
  'created_by',
  'display_attributes',
  'id',
  'modified_at',
  'modified_by',
  'product_family',
  'product_type',
  'status',
  'variant_family',
].sort();

export const LIST_ITEM_KEYS = [
  'code',
  'completeness',
  'created_at',
  'created_by',
  'id',
  'media_id',
  'modified_at',
  'modified_by',
  'name',
  'product_family',
  'product_type',
  'scope_completeness',
  'status',
  'values',
  'variant_count',
].sort();

/** Home's and the foreign tenant's staff, each tenant with the enrichment catalog. */
export async function createProductsWorld(server: TestServer, request: Request) {
  const w = await createCatalogWorld();
  const catalog = await createEnrichmentCatalog(server.db, w.home.id);
  const foreignCatalog = await createEnrichmentCatalog(server.db, w.foreign.id);
  /** Creates a product in home's `shirts` family as home's editor; its detail answer. */
  const create = async (body: Body = {}) =>
    dataOf(
      await request(
        'POST',
        PRODUCTS,
        w.asEditor({ code: uniqueCode('sku'), product_family_id: catalog.family.id, ...body }),
      ),
    );
  /** A product of the foreign tenant, made by its administrator. */
  const createForeign = async () =>
    dataOf(
      await request(
        'POST',
        PRODUCTS,
        w.asForeign({ code: uniqueCode('sku'), product_family_id: foreignCatalog.family.id }),
      ),
    );
  return Object.assign(w, { catalog, foreignCatalog, create, createForeign });
}

export type ProductsWorld = Awaited<ReturnType<typeof createProductsWorld>>;

/** Writes the product's values document as is. */
export function writeValues(db: Db, productId: string, rawValues: Record<string, unknown>) {
  return db.product.update({ where: { id: productId }, data: { rawValues: rawValues as object } });
}

/** A variant row of the product (the variants API is tested on its own). */
export function insertVariant(
  db: Db,
  product: { id: string },
  tenantId: string,
  status: 'draft' | 'in_review' | 'approved' | 'archived' = 'draft',
) {
  const sku = uniqueCode('variant');
  return db.variant.create({
    data: { tenantId, productId: product.id, sku, axisKey: sku, status },
  });
}
