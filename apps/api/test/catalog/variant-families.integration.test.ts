// Variant families of a product family: create with each axis rule, list (data.items by code),
// read, soft delete (409 while products use it), translations, over REST and tRPC; a variant family
// answers only under its own product family and tenant.
import { describe, expect, it } from 'vitest';
import { addFamilyAttribute, createProduct, createVariantFamily, uniqueCode } from '@pim/db/seed';
import {
  checkCodeNameDescription,
  checkCodeUniqueness,
  checkDeleted,
  checkForeignWrites,
  checkIsolation,
  checkTranslations,
  checkWriterOnly,
  createCatalogWorld,
  dataOf,
  expectCreated,
  recordKeys,
} from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { catalogOf, ref, variantFamiliesPath } from '../helpers/families.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const home = catalogOf(server.db, w.home.id);
const foreign = catalogOf(server.db, w.foreign.id);

const VARIANT_FAMILY_KEYS = recordKeys('axes', 'product_family_id');

/** A family holding two select attributes, a boolean and a text attribute. */
async function axisFamily() {
  const [color, size, organic, label] = await Promise.all([
    home.attribute('select'),
    home.attribute('select'),
    home.attribute('boolean'),
    home.attribute('text'),
  ]);
  const family = await home.familyWith(color, size, organic, label);
  return { family, color, size, organic, label };
}

const create = (familyId: string, body: Record<string, unknown>) =>
  request(
    'POST',
    variantFamiliesPath(familyId),
    w.asEditor({ code: uniqueCode('vf'), name: 'By colour', ...body }),
  );
/** What a variant family answers to: read, delete, translations. */
const CALLS = ['read', 'delete', 'readTranslations', 'translate'] as const;
const axis = (attributeId: string, level = 1, position = 1) => ({
  attribute_id: attributeId,
  level,
  position,
});

describe('POST /v1/product-families/{productFamilyId}/variant-families', () => {
  it('creates a variant family with its axes, ordered by level then position', async () => {
    const { family, color, size, organic } = await axisFamily();
    const code = uniqueCode('vf');
    const created = dataOf(
      await create(family.id, {
        code,
        name: 'Colour and size',
        axes: [axis(size.id, 2, 1), axis(organic.id, 1, 2), axis(color.id, 1, 1)],
      }),
    );
    expectCreated(w, created, VARIANT_FAMILY_KEYS);
    expect(created).toMatchObject({
      code,
      name: 'Colour and size',
      product_family_id: family.id,
    });
    expect(created.axes).toEqual([
      { id: expect.any(String), level: 1, position: 1, attribute: ref(color) },
      { id: expect.any(String), level: 1, position: 2, attribute: ref(organic) },
      { id: expect.any(String), level: 2, position: 1, attribute: ref(size) },
    ]);
    const row = await server.db.variantFamily.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ tenantId: w.home.id, familyId: family.id });
  });

  it('validates the body', async () => {
    const { family, color } = await axisFamily();
    const send = (body: Record<string, unknown>) =>
      create(family.id, { axes: [axis(color.id)], ...body });
    expectError(await send({ axes: undefined }), 400, 'required', 'axes');
    expectError(await send({ axes: [] }), 400, 'too_short', 'axes');
    const eleven = Array.from({ length: 11 }, (_, i) => axis(crypto.randomUUID(), 1, i + 1));
    expectError(await send({ axes: eleven }), 400, 'too_long', 'axes');
    expectError(await send({ axes: [axis(color.id, 0)] }), 400, 'out_of_range', 'axes.0.level');
    expectError(await send({ axes: [axis(color.id, 3)] }), 400, 'out_of_range', 'axes.0.level');
    expectError(await send({ axes: [axis(color.id, 1.5)] }), 400, 'invalid_type', 'axes.0.level');
    expectError(
      await send({ axes: [axis(color.id, 1, 0)] }),
      400,
      'out_of_range',
      'axes.0.position',
    );
    expectError(
      await send({ axes: [{ attribute_id: color.id, level: 1 }] }),
      400,
      'required',
      'axes.0.position',
    );
    expectError(await send({ axes: [axis('nope')] }), 400, 'invalid_format', 'axes.0.attribute_id');
    expectError(
      await send({ axes: [{ ...axis(color.id), code: 'c' }] }),
      400,
      'unknown_field',
      'axes.0.code',
    );
    await checkCodeNameDescription(send, {
      description: false,
      unknown: { product_family_id: family.id },
    });
    expect(await server.db.variantFamily.count({ where: { familyId: family.id } })).toBe(1);
  });

  it('takes only select or boolean attributes of this family, without channel or locale values', async () => {
    const { family, color, label } = await axisFamily();
    const [outsider, perChannel, perLocale] = await Promise.all([
      home.attribute('select'),
      home.attribute('select', { valuePerChannel: true }),
      home.attribute('boolean', { valuePerLocale: true }),
    ]);
    const theirs = await foreign.attribute('select');
    await addFamilyAttribute(server.db, family, perChannel.id);
    await addFamilyAttribute(server.db, family, perLocale.id);
    const second = (id: string) => ({ axes: [axis(color.id), axis(id, 1, 2)] });

    for (const id of [outsider.id, theirs.id, crypto.randomUUID()]) {
      expectError(
        await create(family.id, second(id)),
        400,
        'invalid_reference',
        'axes.1.attribute_id',
      );
    }
    for (const id of [label.id, perChannel.id, perLocale.id]) {
      expectError(await create(family.id, second(id)), 400, 'invalid_value', 'axes.1.attribute_id');
    }
    const typed = await create(family.id, { axes: [axis(label.id)] });
    expect(typed.body.errors[0].message).toContain('must be a select or boolean attribute');
    // A deleted attribute is no attribute of the family.
    await server.db.attribute.update({ where: { id: color.id }, data: { deletedAt: new Date() } });
    expectError(
      await create(family.id, { axes: [axis(color.id)] }),
      400,
      'invalid_reference',
      'axes.0.attribute_id',
    );
    expect(await server.db.variantFamily.count({ where: { familyId: family.id } })).toBe(0);
  });

  it('refuses an attribute twice, level 2 without level 1, and one place for two axes', async () => {
    const { family, color, size, organic } = await axisFamily();
    expectError(
      await create(family.id, { axes: [axis(color.id, 1, 1), axis(color.id, 1, 2)] }),
      400,
      'invalid_value',
      'axes.1.attribute_id',
    );
    expectError(
      await create(family.id, { axes: [axis(color.id, 2, 1), axis(size.id, 2, 2)] }),
      400,
      'invalid_value',
      'axes',
    );
    expectError(
      await create(family.id, { axes: [axis(color.id, 1, 1), axis(size.id, 1, 1)] }),
      400,
      'invalid_value',
      'axes.1.position',
    );
    expect(await server.db.variantFamily.count({ where: { familyId: family.id } })).toBe(0);
    // The same position on another level is another place; a boolean is an axis too.
    const ok = await create(family.id, {
      axes: [axis(color.id, 1, 1), axis(size.id, 2, 1), axis(organic.id, 2, 7)],
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it('answers 409 for a live code of the family; another family or a deleted one frees it', async () => {
    const { family, color } = await axisFamily();
    const other = await home.familyWith(color);
    const axes = [axis(color.id)];
    await checkCodeUniqueness(request, w, {
      path: variantFamiliesPath(family.id),
      post: (body) => create(family.id, { axes, ...body }),
      elsewhere: (code) => create(other.id, { code, axes }),
    });
  });

  it('answers 404 for another tenant’s family, 403 to a viewer, and works over tRPC', async () => {
    const { family, color } = await axisFamily();
    const theirColor = await foreign.attribute('select');
    const theirs = await foreign.familyWith(theirColor);
    for (const id of [theirs.id, crypto.randomUUID()]) {
      expectError(await create(id, { axes: [axis(theirColor.id)] }), 404, 'not_found');
    }
    expect(await server.db.variantFamily.count({ where: { familyId: theirs.id } })).toBe(0);
    const code = uniqueCode('vf');
    await checkWriterOnly(request, w, {
      path: variantFamiliesPath(family.id),
      procedure: 'productFamilies.variantFamilies.create',
      input: { productFamilyId: family.id, code, name: 'Via tRPC', axes: [axis(color.id)] },
      expected: { code, product_family_id: family.id },
    });
  });
});

describe('GET /v1/product-families/{productFamilyId}/variant-families', () => {
  it('lists the live variant families of the family by code, in data.items only', async () => {
    const { family, color } = await axisFamily();
    const other = await home.familyWith(color);
    const tag = uniqueCode('list');
    const b = dataOf(await create(family.id, { code: `${tag}_b`, axes: [axis(color.id)] }));
    const a = dataOf(await create(family.id, { code: `${tag}_a`, axes: [axis(color.id)] }));
    const gone = dataOf(await create(family.id, { code: `${tag}_c`, axes: [axis(color.id)] }));
    dataOf(await request('DELETE', `${variantFamiliesPath(family.id)}/${gone.id}`, w.asEditor()));
    await createVariantFamily(server.db, other, [{ attributeId: color.id }]);

    const answer = await request('GET', variantFamiliesPath(family.id), w.asViewer());
    const data = dataOf(answer);
    expect(Object.keys(data)).toEqual(['items']);
    expect(answer.body).not.toHaveProperty('pagination');
    expect(data.items).toEqual([a, b]);
    expectError(
      await request('GET', `${variantFamiliesPath(family.id)}?page=1`, w.asViewer()),
      400,
      'unknown_field',
      'page',
    );
    const empty = await home.family();
    expect(dataOf(await request('GET', variantFamiliesPath(empty.id), w.asViewer()))).toEqual({
      items: [],
    });
  });

  it('answers 404 for another tenant’s family', async () => {
    const theirColor = await foreign.attribute('select');
    const theirs = await foreign.familyWith(theirColor);
    await createVariantFamily(server.db, theirs, [{ attributeId: theirColor.id }]);
    expectError(
      await request('GET', variantFamiliesPath(theirs.id), w.asAdmin()),
      404,
      'not_found',
    );
    expect(
      dataOf(await request('GET', variantFamiliesPath(theirs.id), w.asForeign())).items,
    ).toHaveLength(1);
  });
});

describe('one variant family', () => {
  it('reads a variant family only under its own product family', async () => {
    const { family, color } = await axisFamily();
    const created = dataOf(await create(family.id, { axes: [axis(color.id)] }));
    const path = `${variantFamiliesPath(family.id)}/${created.id}`;
    expect(dataOf(await request('GET', path, w.asViewer()))).toEqual(created);
    const sibling = await home.family();
    const elsewhere = `${variantFamiliesPath(sibling.id)}/${created.id}`;
    await checkForeignWrites(request, w, elsewhere, CALLS);
    const row = await server.db.variantFamily.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ deletedAt: null, translations: {} });
  });

  it('keeps translations by locale', async () => {
    const { family, color } = await axisFamily();
    const created = dataOf(await create(family.id, { axes: [axis(color.id)] }));
    await checkTranslations(request, w, `${variantFamiliesPath(family.id)}/${created.id}`);
  });

  it('hides another tenant’s variant family (404) and refuses another tenant’s header (403)', async () => {
    const theirColor = await foreign.attribute('select');
    const theirFamily = await foreign.familyWith(theirColor);
    const theirs = await createVariantFamily(server.db, theirFamily, [
      { attributeId: theirColor.id },
    ]);
    const path = `${variantFamiliesPath(theirFamily.id)}/${theirs.id}`;
    await checkIsolation(request, w, path, {
      procedure: 'productFamilies.variantFamilies.get',
      input: { productFamilyId: theirFamily.id, variantFamilyId: theirs.id },
    });
    // Under one of the caller's own families, too.
    const mine = await home.family();
    const underMine = `${variantFamiliesPath(mine.id)}/${theirs.id}`;
    for (const target of [path, underMine]) await checkForeignWrites(request, w, target, CALLS);
    const row = await server.db.variantFamily.findUniqueOrThrow({ where: { id: theirs.id } });
    expect(row).toMatchObject({ deletedAt: null, translations: {} });
  });
});

describe('DELETE /v1/product-families/{productFamilyId}/variant-families/{variantFamilyId}', () => {
  it('soft-deletes: envelope without data, then 404', async () => {
    const { family, color } = await axisFamily();
    const created = dataOf(await create(family.id, { axes: [axis(color.id)] }));
    const path = `${variantFamiliesPath(family.id)}/${created.id}`;
    await checkDeleted(request, w, path);
    const row = await server.db.variantFamily.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.modifiedBy).toMatchObject({ id: w.editor.id });
  });

  it('keeps a variant family used by a live product (409 in_use)', async () => {
    const { family, color } = await axisFamily();
    const created = dataOf(await create(family.id, { axes: [axis(color.id)] }));
    const product = await createProduct(server.db, family, { variantFamilyId: created.id });
    const path = `${variantFamiliesPath(family.id)}/${created.id}`;
    const refused = await request('DELETE', path, w.asEditor());
    expectError(refused, 409, 'in_use');
    expect(refused.body.message).toContain('1 product');
    expectError(await request('DELETE', path, w.asViewer()), 403, 'forbidden');
    await server.db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
    dataOf(await request('DELETE', path, w.asEditor()));
  });
});
