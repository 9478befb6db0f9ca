// Completeness kept current by the writes of the catalog structure: a family's requirements added,
// changed and removed; axis attributes left to variants; a channel's locales, status and deletion.
// Each change is undone at the end of its test.
import { createAttribute, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { revisionsWorld, scoped } from '../helpers/revisions.ts';

const t = await revisionsWorld();
const { a, cat, request, w } = t;
const familyAttributes = `/v1/product-families/${cat.family.id}/attributes`;
const { ecommerce, print } = cat.channels;

/** `channel/locale required ratio` per item. */
async function summary(productId: string) {
  const data = await t.completeness(productId);
  const row = await t.server.db.product.findUniqueOrThrow({ where: { id: productId } });
  expect(row.completeness).toBe(data.completeness);
  return data.items.map(
    (i: Record<string, unknown>) =>
      `${i.channel_code}/${i.locale_code} ${i.required_count} ${i.ratio}`,
  );
}

/** A product with its name in en_US: ecommerce/en_US 1 of 3, print/en_US 1 of 2. */
async function namedProduct(body: Record<string, unknown> = {}) {
  const product = await t.createProduct(body);
  dataOf(
    await t.replaceValues(product.id, [
      { attribute_id: a.name.id, values: [scoped('Shirt', '$default', 'en_US')] },
    ]),
  );
  return product;
}

const BASE = ['ecommerce/en_US 3 33', 'ecommerce/fr_FR 3 0', 'print/en_US 2 50', 'print/de_DE 2 0'];

describe('completeness after changes to the family', () => {
  it('counts a requirement added, made optional, made mandatory again and removed', async () => {
    const product = await namedProduct();
    expect(await summary(product.id)).toEqual(BASE);
    const care = await createAttribute(t.server.db, w.home.id, { code: uniqueCode('care') });
    dataOf(
      await request(
        'POST',
        familyAttributes,
        w.asEditor({
          attributes: [
            {
              attribute_id: care.id,
              channel_ids: [ecommerce.id],
              is_mandatory: true,
              is_overridable: false,
            },
          ],
        }),
      ),
    );
    const withCare = ['ecommerce/en_US 4 25', 'ecommerce/fr_FR 4 0', ...BASE.slice(2)];
    expect(await summary(product.id)).toEqual(withCare);
    expect((await t.completeness(product.id)).items[0].missing_attribute_codes).toContain(
      care.code,
    );

    const patch = (body: Record<string, unknown>) =>
      request(
        'PATCH',
        familyAttributes,
        w.asEditor({ attributes: [{ attribute_id: care.id, ...body }] }),
      );
    dataOf(await patch({ is_mandatory: false }));
    expect(await summary(product.id)).toEqual(BASE);
    dataOf(await patch({ is_mandatory: true, channel_ids: [print.id] }));
    expect(await summary(product.id)).toEqual([
      ...BASE.slice(0, 2),
      'print/en_US 3 33',
      'print/de_DE 3 0',
    ]);
    dataOf(await request('DELETE', `${familyAttributes}/${care.id}`, w.asEditor()));
    expect(await summary(product.id)).toEqual(BASE);
  });

  it('leaves the axes of the variant family to the variants', async () => {
    const withAxes = await namedProduct();
    const without = await namedProduct({ variant_family_id: undefined });
    const setColor = (isMandatory: boolean) =>
      request(
        'PATCH',
        familyAttributes,
        w.asEditor({
          attributes: [
            { attribute_id: a.color.id, is_mandatory: isMandatory, channel_ids: [ecommerce.id] },
          ],
        }),
      );
    dataOf(await setColor(true));
    expect(await summary(withAxes.id)).toEqual(BASE);
    expect(await summary(without.id)).toEqual([
      'ecommerce/en_US 4 25',
      'ecommerce/fr_FR 4 0',
      ...BASE.slice(2),
    ]);
    expect((await t.completeness(without.id)).items[0].missing_attribute_codes).toEqual([
      'color',
      'description',
      'price',
    ]);
    dataOf(
      await t.replaceValues(without.id, [{ attribute_id: a.color.id, values: [scoped('red')] }]),
    );
    expect((await summary(without.id))[0]).toBe('ecommerce/en_US 4 50');
    dataOf(
      await request(
        'PATCH',
        familyAttributes,
        w.asEditor({
          attributes: [
            {
              attribute_id: a.color.id,
              is_mandatory: false,
              channel_ids: [ecommerce.id, print.id],
            },
          ],
        }),
      ),
    );
    expect(await summary(without.id)).toEqual(BASE);
  });
});

describe('completeness after changes to channels', () => {
  it('gains and loses the pairs of a locale added to and taken from a channel', async () => {
    const product = await namedProduct();
    const setLocales = (codes: string[]) =>
      request(
        'PATCH',
        `/v1/channels/${print.id}`,
        w.asEditor({ locales: codes.map((locale_code) => ({ locale_code })) }),
      );
    dataOf(await setLocales(['en_US', 'de_DE', 'fr_FR']));
    expect(await summary(product.id)).toEqual([...BASE, 'print/fr_FR 2 0']);
    dataOf(await setLocales(['de_DE']));
    expect(await summary(product.id)).toEqual([...BASE.slice(0, 2), 'print/de_DE 2 0']);
    dataOf(await setLocales(['en_US', 'de_DE']));
    expect(await summary(product.id)).toEqual(BASE);
  });

  it('drops the pairs of an inactive channel and counts them again once active', async () => {
    const product = await namedProduct();
    const setStatus = (status: string) =>
      request('PATCH', `/v1/channels/${ecommerce.id}/status`, w.asEditor({ status }));
    dataOf(await setStatus('inactive'));
    expect(await summary(product.id)).toEqual(BASE.slice(2));
    expect((await t.completeness(product.id)).completeness).toBe(25);
    dataOf(await setStatus('active'));
    expect(await summary(product.id)).toEqual(BASE);
    expect((await t.completeness(product.id)).completeness).toBe(20);
  });

  it('drops the pairs of a deleted channel', async () => {
    const product = await namedProduct();
    const web = dataOf(
      await request(
        'POST',
        '/v1/channels',
        w.asEditor({
          category_tree_id: cat.tree.id,
          code: uniqueCode('web'),
          name: 'Web',
          locales: [{ locale_code: 'it_IT' }],
        }),
      ),
    );
    // A new channel enables no family attribute: nothing is required there yet.
    expect(await summary(product.id)).toEqual(BASE);
    dataOf(
      await request(
        'PATCH',
        familyAttributes,
        w.asEditor({
          attributes: [{ attribute_id: a.name.id, channel_ids: [ecommerce.id, print.id, web.id] }],
        }),
      ),
    );
    expect(await summary(product.id)).toEqual([...BASE, `${web.code}/it_IT 1 0`]);
    dataOf(await request('DELETE', `/v1/channels/${web.id}`, w.asEditor()));
    expect(await summary(product.id)).toEqual(BASE);
    expect(await t.server.db.productCompleteness.count({ where: { channelId: web.id } })).toBe(0);
  });
});
