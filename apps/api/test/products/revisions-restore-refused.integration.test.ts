// A restore brings back only what the API would write today (README "Completeness and
// revisions", Restore): values of an attribute taken out of the family and values on a locale
// taken off the channel are left out, as deleted options and assets are; the revert revision's
// snapshot says what the product holds.
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { revisionsWorld, scoped } from '../helpers/revisions.ts';

const t = await revisionsWorld();
const { a, cat, request, w } = t;

const storedValues = async (productId: string) =>
  (await t.server.db.product.findUniqueOrThrow({ where: { id: productId } })).rawValues as Record<
    string,
    Record<string, Record<string, { value: unknown }>>
  >;

const snapshotRow = (snapshot: any, attributeId: string) =>
  snapshot.product_attributes.find(
    (row: { attribute_id: string }) => row.attribute_id === attributeId,
  );

describe('restore leaves out what the API would refuse', () => {
  it('drops values of an attribute out of the family and on a locale off the channel', async () => {
    const product = await t.createProduct();
    dataOf(
      await t.replaceValues(product.id, [
        { attribute_id: a.rating.id, values: [scoped(4)] },
        {
          attribute_id: a.name.id,
          values: [scoped('Shirt', '$default', 'en_US'), scoped('Chemise', '$default', 'fr_FR')],
        },
      ]),
    );
    const revision = await t.latest(product.id);

    // rating leaves the family, fr_FR the only channel that had it; both values go.
    dataOf(
      await request(
        'DELETE',
        `/v1/product-families/${cat.family.id}/attributes/${a.rating.id}`,
        w.asAdmin(),
      ),
    );
    dataOf(
      await request(
        'PATCH',
        `/v1/channels/${cat.channels.ecommerce.id}`,
        w.asAdmin({ locales: [{ locale_code: 'en_US' }] }),
      ),
    );
    dataOf(
      await request('DELETE', `/v1/products/${product.id}/attributes/${a.rating.id}`, w.asEditor()),
    );
    dataOf(
      await t.patchValues(product.id, [
        { attribute_id: a.name.id, values: [scoped(null, '$default', 'fr_FR')] },
      ]),
    );
    // A direct write of either is refused now.
    expectError(
      await t.patchValues(product.id, [{ attribute_id: a.rating.id, values: [scoped(4)] }]),
      400,
      'invalid_value',
      '0.attribute_id',
    );
    expectError(
      await t.patchValues(product.id, [
        { attribute_id: a.name.id, values: [scoped('Chemise', '$default', 'fr_FR')] },
      ]),
      400,
      'invalid_value',
      '0.values.0.locale',
    );

    const restored = dataOf(
      await request(
        'POST',
        `/v1/products/${product.id}/revisions/${revision.id}/restore`,
        w.asEditor({}),
      ),
    );
    const values = await storedValues(product.id);
    expect(values[a.rating.id]).toBeUndefined();
    expect(values[a.name.id]).toEqual({ $default: { en_US: { value: 'Shirt' } } });
    // The revert revision reports what the product holds: not what the revision had.
    expect(snapshotRow(restored.snapshot, a.rating.id)).toBeUndefined();
    expect(snapshotRow(restored.snapshot, a.name.id).value).toEqual([
      { channel: '$default', locale: 'en_US', data: { value: 'Shirt' } },
    ]);
    expect(snapshotRow(revision.snapshot, a.rating.id)).toBeDefined();
    // The values the product holds after the restore are all the API would answer for.
    const rows = dataOf(
      await request('GET', `/v1/products/${product.id}/attributes`, w.asViewer()),
    ) as { attribute_id: string; values: unknown[] }[];
    const withValues = (Array.isArray(rows) ? rows : (rows as any).items).filter(
      (row: { values: unknown[] }) => row.values.length > 0,
    );
    expect(withValues.map((row: { attribute_id: string }) => row.attribute_id)).toEqual([
      a.name.id,
    ]);
  });

  it("drops a variant's override the family no longer allows, keeping its axis values", async () => {
    const product = await t.createProduct();
    const variant = await t.createVariant(product.id, 'red', 'm');
    dataOf(
      await request(
        'PATCH',
        `/v1/products/${product.id}/variants/${variant.id}/attributes`,
        w.asEditor([{ attribute_id: a.materials.id, values: [scoped(['linen'])] }]),
      ),
    );
    const revision = await t.latest(product.id);
    dataOf(
      await request(
        'DELETE',
        `/v1/products/${product.id}/variants/${variant.id}/attributes/${a.materials.id}`,
        w.asEditor(),
      ),
    );
    dataOf(
      await request(
        'PATCH',
        `/v1/product-families/${cat.family.id}/attributes`,
        w.asAdmin({ attributes: [{ attribute_id: a.materials.id, is_overridable: false }] }),
      ),
    );
    const restored = dataOf(
      await request(
        'POST',
        `/v1/products/${product.id}/revisions/${revision.id}/restore`,
        w.asEditor({}),
      ),
    );
    const stored = await t.server.db.variant.findUniqueOrThrow({ where: { id: variant.id } });
    expect(stored.rawValues).toEqual({
      [a.color.id]: { $default: { $default: { value: 'red' } } },
      [a.size.id]: { $default: { $default: { value: 'm' } } },
    });
    const [snapshotVariant] = restored.snapshot.variants;
    expect(
      snapshotVariant.attributes.map((row: { attribute_id: string }) => row.attribute_id).sort(),
    ).toEqual([a.color.id, a.size.id].sort());
  });
});
