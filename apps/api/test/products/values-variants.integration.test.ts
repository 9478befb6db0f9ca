// Attribute values of a variant: rows show the variant's axis values, its overrides, and the
// product's values as inherited; only overridable attributes may be written, never an axis; the
// variant must be the product's.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createValuesWorld, item, ROW_KEYS, scoped, variantValuesPath } from '../helpers/values.ts';

const { server, request } = await testServer();
const v = await createValuesWorld(server, request);
const { a, w } = v;

const byCode = (rows: Record<string, any>[]) =>
  Object.fromEntries(rows.map((row) => [row.attribute_code, row]));

/** A product with a rating and materials, and a red/s variant of it. */
async function family() {
  const product = await v.product();
  dataOf(
    await v.post(product.id, [
      item(a.rating, scoped(4)),
      item(a.materials, scoped(['cotton'])),
      item(a.weight, scoped({ amount: '200', unit: 'GRAM' })),
    ]),
  );
  const variant = await v.variant(product.id, { color: 'red', size: 's' });
  return { product, variant };
}

describe('GET /v1/products/{productId}/variants/{variantId}/attributes', () => {
  it('shows axis values, overrides and inherited product values', async () => {
    const { product, variant } = await family();
    dataOf(await v.patchVariant(product.id, variant.id, [item(a.materials, scoped(['linen']))]));
    const rows = await v.variantRows(product.id, variant.id);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [...ROW_KEYS, 'is_inherited', 'is_overridden'].sort(),
    );
    expect(rows).toHaveLength(12);
    const row = byCode(rows);
    expect(row.color).toMatchObject({
      is_variant_axis: true,
      is_inherited: false,
      is_overridden: false,
      values: [scoped('red')],
    });
    expect(row.size.values).toEqual([scoped('s')]);
    expect(row.materials).toMatchObject({
      is_overridable: true,
      is_inherited: false,
      is_overridden: true,
      values: [scoped(['linen'])],
      modified_by: { id: w.editor.id, type: 'user' },
    });
    expect(row.rating).toMatchObject({
      is_overridable: false,
      is_inherited: true,
      is_overridden: false,
      values: [scoped(4)],
      modified_by: { id: w.editor.id },
    });
    expect(row.weight).toMatchObject({
      is_inherited: true,
      values: [scoped({ amount: '200', unit: 'GRAM' })],
    });
    expect(row.name).toMatchObject({ is_inherited: true, values: [], modified_at: null });
  });

  it('filters by attribute name (partial, any case) and pages', async () => {
    const { product, variant } = await family();
    const rows = await v.variantRows(product.id, variant.id, 'search=IGH');
    expect(rows.map((r) => r.attribute_code)).toEqual(['weight']);
    const path = variantValuesPath(product.id, variant.id);
    const page = dataOf(await request('GET', `${path}?page_size=5&page=3`, w.asViewer()));
    expect(page.items).toHaveLength(2);
    expect(page.pagination).toMatchObject({ total_items: 12, total_pages: 3, has_next: false });
    expectError(
      await request('GET', `${path}?page_size=0`, w.asViewer()),
      400,
      'out_of_range',
      'page_size',
    );
  });

  it('answers 404 for a variant of another product, of another tenant, or unknown', async () => {
    const { product, variant } = await family();
    const other = await v.product();
    const path = (p: string, id: string) => variantValuesPath(p, id);
    expectError(await request('GET', path(other.id, variant.id), w.asViewer()), 404, 'not_found');
    expectError(
      await request('GET', path(product.id, randomUUID()), w.asViewer()),
      404,
      'not_found',
    );
    expectError(
      await v.patchVariant(other.id, variant.id, [item(a.materials, scoped(['linen']))]),
      404,
      'not_found',
    );
    expectError(
      await request('GET', path(product.id, variant.id), w.asForeign()),
      404,
      'not_found',
    );
    expectError(
      await request('GET', path(product.id, variant.id), w.asAdminInForeign()),
      403,
      'tenant_forbidden',
    );
    const viewer = await request('PATCH', path(product.id, variant.id), w.asViewer([]));
    expectError(viewer, 403, 'forbidden');
    expectError(
      await request('GET', path(product.id, 'x'), w.asViewer()),
      400,
      'invalid_format',
      'variantId',
    );
  });
});

describe('writing a variant’s values', () => {
  it('overrides only overridable attributes, never an axis', async () => {
    const { product, variant } = await family();
    const rating = await v.postVariant(product.id, variant.id, [item(a.rating, scoped(1))]);
    expectError(rating, 400, 'invalid_value', '0.attribute_id');
    expect(rating.body.message).toBe('The family shirts does not let variants override rating');
    const axis = await v.patchVariant(product.id, variant.id, [item(a.color, scoped('blue'))]);
    expectError(axis, 400, 'invalid_value', '0.attribute_id');
    expect(await v.storedVariant(variant.id)).toEqual({
      [a.color.id]: { $default: { $default: { value: 'red' } } },
      [a.size.id]: { $default: { $default: { value: 's' } } },
    });
  });

  it('POST replaces, PATCH sets, DELETE removes the override (the product value shows again)', async () => {
    const { product, variant } = await family();
    const revisions = await v.revisions(product.id);
    const weight = { amount: '0.3', unit: 'KILOGRAM' };
    const answer = await v.postVariant(product.id, variant.id, [item(a.weight, scoped(weight))]);
    expect(answer.body).toEqual({ success: true, data: null });
    expect(await v.revisions(product.id)).toBe(revisions + 1);
    dataOf(
      await v.patchVariant(product.id, variant.id, [
        item(a.materials, scoped(['linen', 'cotton'])),
      ]),
    );
    const stored = await v.storedVariant(variant.id);
    expect(stored[a.weight.id]).toEqual({ $default: { $default: { value: weight } } });
    expect(stored[a.materials.id]).toEqual({
      $default: { $default: { value: ['linen', 'cotton'] } },
    });
    // The product's document is untouched.
    expect((await v.stored(product.id))[a.weight.id]).toEqual({
      $default: { $default: { value: { amount: '200', unit: 'GRAM' } } },
    });
    const path = `${variantValuesPath(product.id, variant.id)}/${a.weight.id}`;
    const removed = await request('DELETE', path, w.asEditor());
    expect(removed.body).toEqual({ success: true });
    expect(byCode(await v.variantRows(product.id, variant.id)).weight).toMatchObject({
      is_inherited: true,
      is_overridden: false,
      values: [scoped({ amount: '200', unit: 'GRAM' })],
    });
    expectError(await request('DELETE', path, w.asEditor()), 404, 'not_found');
    const axis = `${variantValuesPath(product.id, variant.id)}/${a.color.id}`;
    expectError(await request('DELETE', axis, w.asEditor()), 400, 'invalid_value', 'id');
    // Removing every override value through PATCH leaves the attribute inherited too.
    dataOf(
      await v.patchVariant(product.id, variant.id, [
        item(a.materials, { channel: '$default', locale: '$default', data: null }),
      ]),
    );
    expect(Object.keys(await v.storedVariant(variant.id)).sort()).toEqual(
      [a.color.id, a.size.id].sort(),
    );
  });

  it('is validated like a product value, and served over tRPC', async () => {
    const { product, variant } = await family();
    const refused = await v.postVariant(product.id, variant.id, [
      item(a.materials, scoped(['silk'])),
    ]);
    expectError(refused, 400, 'invalid_value', '0.values.0.data.value.0');
    const trpc = await v.trpc('variantValues.update', {
      productId: product.id,
      variantId: variant.id,
      attributes: [item(a.weight, scoped({ amount: 'x', unit: 'GRAM' }))],
    });
    expectTrpcError(trpc, 400, 'invalid_format', 'attributes.0.values.0.data.value.amount');
    const ok = await v.trpc('variantValues.create', {
      productId: product.id,
      variantId: variant.id,
      attributes: [item(a.weight, scoped({ amount: '1', unit: 'GRAM' }))],
    });
    expect(ok.status, ok.text).toBe(200);
    const removed = await v.trpc('variantValues.delete', {
      productId: product.id,
      variantId: variant.id,
      id: a.weight.id,
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await v.storedVariant(variant.id))[a.weight.id]).toBeUndefined();
  });
});
