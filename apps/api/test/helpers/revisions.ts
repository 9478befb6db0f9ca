// What the completeness and revision tests share: a catalog world with the enrichment catalog
// in home (and in foreign), products made over /v1, their values written over /v1, and the
// reads of their revisions and completeness.
import { createEnrichmentCatalog, uniqueCode } from '@pim/db/seed';
import { expect } from 'vitest';
import { createCatalogWorld, dataOf } from './catalog.ts';
import { testServer } from './server.ts';

type Body = Record<string, unknown>;

/** One scoped value as the API takes it. */
export const scoped = (value: unknown, channel = '$default', locale = '$default') => ({
  channel,
  locale,
  data: value === null ? null : { value },
});

export async function revisionsWorld() {
  const { server, request } = await testServer();
  const w = await createCatalogWorld();
  const cat = await createEnrichmentCatalog(server.db, w.home.id);
  const foreignCat = await createEnrichmentCatalog(server.db, w.foreign.id);
  const a = cat.attributes;

  /** A product of the shirts family (with the variant family unless told otherwise). */
  async function createProduct(body: Body = {}, as = w.asEditor) {
    return dataOf(
      await request(
        'POST',
        '/v1/products',
        as({
          code: uniqueCode('shirt'),
          product_family_id: cat.family.id,
          variant_family_id: cat.variantFamily.id,
          ...body,
        }),
      ),
    ) as { id: string; code: string };
  }

  /** POST /products/{id}/attributes: replaces the listed attributes' values. */
  const replaceValues = (productId: string, items: unknown[], as = w.asEditor) =>
    request('POST', `/v1/products/${productId}/attributes`, as(items));
  /** PATCH /products/{id}/attributes: sets (or with null data removes) the listed values. */
  const patchValues = (productId: string, items: unknown[], as = w.asEditor) =>
    request('PATCH', `/v1/products/${productId}/attributes`, as(items));

  const createVariant = async (productId: string, color: string, size: string, body: Body = {}) =>
    dataOf(
      await request(
        'POST',
        `/v1/products/${productId}/variants`,
        w.asEditor({
          sku: uniqueCode('sku'),
          axis_values: [
            { axis_code: 'color', option_code: color },
            { axis_code: 'size', option_code: size },
          ],
          ...body,
        }),
      ),
    ) as { id: string; sku: string };

  const revisions = async (productId: string, query = '') =>
    dataOf(await request('GET', `/v1/products/${productId}/revisions${query}`, w.asViewer()));
  const latest = async (productId: string) =>
    dataOf(await request('GET', `/v1/products/${productId}/revisions/latest`, w.asViewer()));
  const completeness = async (productId: string) =>
    dataOf(await request('GET', `/v1/products/${productId}/completeness`, w.asViewer()));
  const revisionCount = (productId: string) =>
    server.db.productRevision.count({ where: { productId } });

  /** Runs `write` and checks it made exactly `expected` revisions of the product. */
  async function expectRevisions<T>(productId: string, expected: number, write: () => Promise<T>) {
    const before = await revisionCount(productId);
    const result = await write();
    expect(await revisionCount(productId)).toBe(before + expected);
    return result;
  }

  return {
    server,
    request,
    w,
    cat,
    foreignCat,
    a,
    createProduct,
    replaceValues,
    patchValues,
    createVariant,
    revisions,
    latest,
    completeness,
    revisionCount,
    expectRevisions,
  };
}

export type RevisionsWorld = Awaited<ReturnType<typeof revisionsWorld>>;
