// What the attribute value tests share: a catalog world with the enrichment catalog in home
// (and in the foreign tenant, for isolation), products and variants made with the database
// handle, the value paths and calls, and the stored documents.
import { createEnrichmentCatalog, createProduct, uniqueCode } from '@pim/db/seed';
import { createCatalogWorld, dataOf } from './catalog.ts';
import { trpcMutation, type Request, type TestServer } from './server.ts';

export const productValuesPath = (productId: string) => `/v1/products/${productId}/attributes`;
export const variantValuesPath = (productId: string, variantId: string) =>
  `/v1/products/${productId}/variants/${variantId}/attributes`;

/** A scoped value as a body names it. */
export const scoped = (value: unknown, channel = '$default', locale = '$default') => ({
  channel,
  locale,
  data: { value },
});
/** One item of a bulk or partial body. */
export const item = (attribute: { id: string }, ...values: unknown[]) => ({
  attribute_id: attribute.id,
  values,
});

/** The keys of an attribute value row, sorted. */
export const ROW_KEYS = [
  'attribute_config',
  'attribute_code',
  'attribute_group',
  'attribute_id',
  'attribute_name',
  'attribute_translations',
  'attribute_type',
  'channel_settings',
  'is_custom',
  'is_mandatory',
  'is_overridable',
  'is_unique',
  'is_variant_axis',
  'modified_at',
  'modified_by',
  'value_per_channel',
  'value_per_locale',
  'values',
].sort();

export type ValuesWorld = Awaited<ReturnType<typeof createValuesWorld>>;

export async function createValuesWorld(server: TestServer, request: Request) {
  const db = server.db;
  const w = await createCatalogWorld();
  const cat = await createEnrichmentCatalog(db, w.home.id);
  const foreignCat = await createEnrichmentCatalog(db, w.foreign.id);
  const a = cat.attributes;

  /** A product of `shirts` with the variant family by_color_size (home, or `foreign`). */
  const product = (foreign = false) => {
    const c = foreign ? foreignCat : cat;
    return createProduct(db, c.family, { variantFamilyId: c.variantFamily.id });
  };
  /** A variant row with its axis values, as the variants API makes it. */
  const variant = (productId: string, axes: { color: string; size: string }) =>
    db.variant.create({
      data: {
        tenantId: w.home.id,
        productId,
        sku: uniqueCode('sku'),
        axisKey: `${a.color.id}=${axes.color};${a.size.id}=${axes.size}`,
        rawValues: {
          [a.color.id]: { $default: { $default: { value: axes.color } } },
          [a.size.id]: { $default: { $default: { value: axes.size } } },
        },
      },
    });

  const as = w.asEditor;
  return {
    w,
    db,
    cat,
    foreignCat,
    a,
    product,
    variant,
    post: (productId: string, body: unknown, who = as) =>
      request('POST', productValuesPath(productId), who(body)),
    patch: (productId: string, body: unknown, who = as) =>
      request('PATCH', productValuesPath(productId), who(body)),
    remove: (productId: string, attributeId: string, who = as) =>
      request('DELETE', `${productValuesPath(productId)}/${attributeId}`, who()),
    postVariant: (productId: string, variantId: string, body: unknown) =>
      request('POST', variantValuesPath(productId, variantId), as(body)),
    patchVariant: (productId: string, variantId: string, body: unknown) =>
      request('PATCH', variantValuesPath(productId, variantId), as(body)),
    trpc: (procedure: string, input: unknown) =>
      trpcMutation(request, procedure, input, w.asEditor()),
    /** Every row of the product (one page of 100). */
    async rows(productId: string) {
      const page = dataOf(
        await request('GET', `${productValuesPath(productId)}?page_size=100`, w.asViewer()),
      );
      return page.items as Record<string, any>[];
    },
    async variantRows(productId: string, variantId: string, query = 'page_size=100') {
      const path = `${variantValuesPath(productId, variantId)}?${query}`;
      return dataOf(await request('GET', path, w.asViewer())).items as Record<string, any>[];
    },
    /** The stored document of a product. */
    async stored(productId: string) {
      const row = await db.product.findUniqueOrThrow({ where: { id: productId } });
      return row.rawValues as Record<string, any>;
    },
    async storedVariant(variantId: string) {
      const row = await db.variant.findUniqueOrThrow({ where: { id: variantId } });
      return row.rawValues as Record<string, any>;
    },
    revisions: (productId: string) => db.productRevision.count({ where: { productId } }),
  };
}
