// Creating a product's variants: the axis rules (each refusal on its field), sku and combination
// uniqueness, the default variant, the answer's shape with what the product gives it (name, image,
// categories), over REST and tRPC; two creates of one combination at once. The list:
// variants-list.integration.test.ts.
import { createVariantFamily, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { testServer, trpcMutation } from '../helpers/server.ts';
import {
  colorSize,
  createVariantWorld,
  VARIANT_DETAIL_KEYS,
  variantsPath,
} from '../helpers/variants.ts';

const { server, request } = await testServer();
const w = await createVariantWorld(server.db, request);
const { attributes } = w.cat;

const post = (productId: string, body: Record<string, unknown>) =>
  request(
    'POST',
    variantsPath(productId),
    w.asEditor({ sku: uniqueCode('sku'), axis_values: colorSize('red', 's'), ...body }),
  );

describe('POST /v1/products/{productId}/variants', () => {
  it('creates a draft variant holding its axis values; the first is the default', async () => {
    const product = await w.product();
    const sku = uniqueCode('sku');
    const first = await w.variant(product.id, { sku, axis_values: colorSize('blue', 'm') });
    expect(Object.keys(first).sort()).toEqual(VARIANT_DETAIL_KEYS);
    expect(first).toMatchObject({
      sku,
      is_default: true,
      status: 'draft',
      name: null,
      media_id: null,
      axis_values: [
        { axis_code: 'color', option_code: 'blue', option_label: 'Blue' },
        { axis_code: 'size', option_code: 'm', option_label: 'M' },
      ],
      created_by: { id: w.editor.id, type: 'user' },
      modified_by: { id: w.editor.id, type: 'user' },
    });
    const row = await server.db.variant.findUniqueOrThrow({ where: { id: first.id } });
    expect(row).toMatchObject({
      tenantId: w.home.id,
      productId: product.id,
      axisKey: `${attributes.color.id}=blue;${attributes.size.id}=m`,
      rawValues: {
        [attributes.color.id]: { $default: { $default: { value: 'blue' } } },
        [attributes.size.id]: { $default: { $default: { value: 'm' } } },
      },
    });
    // Written with the variant: no audit entries; the values carry the variant's creation stamp.
    expect(row.valueAudit).toEqual({});
    const values: { items: Record<string, unknown>[] } = dataOf(
      await request(
        'GET',
        `${variantsPath(product.id)}/${first.id}/attributes?page_size=100`,
        w.asViewer(),
      ),
    );
    const axes = values.items.filter((r) => r.is_variant_axis);
    expect(axes).toHaveLength(2);
    for (const axis of axes) {
      expect(axis).toMatchObject({
        modified_at: row.createdAt.toISOString(),
        modified_by: { id: w.editor.id, type: 'user' },
      });
    }
    const second = await w.variant(product.id, { axis_values: colorSize('blue', 'l') });
    expect(second.is_default).toBe(false);
    // is_default: true takes the default from the others.
    const third = await w.variant(product.id, {
      axis_values: colorSize('red', 'l'),
      is_default: true,
    });
    expect(third.is_default).toBe(true);
    const defaults = await server.db.variant.findMany({
      where: { productId: product.id, isDefault: true },
    });
    expect(defaults.map((v) => v.id)).toEqual([third.id]);
  });

  it('answers what the product gives: categories, display attributes, name and image', async () => {
    const product = await w.product(w.cat, { categoryIds: [w.cat.categories.shirts.id] });
    await server.db.product.update({
      where: { id: product.id },
      data: {
        rawValues: {
          [attributes.name.id]: {
            $default: { fr_FR: { value: 'Chemise' }, en_US: { value: 'Shirt' } },
          },
          [attributes.image.id]: { $default: { $default: { value: 'product-image' } } },
        },
      },
    });
    const created = await w.variant(product.id);
    const ref = (r: { id: string; code: string; name: string }) => ({
      id: r.id,
      code: r.code,
      name: r.name,
    });
    expect(created).toMatchObject({
      // No $default/$default value: the first scoped value (en_US before fr_FR).
      name: 'Shirt',
      media_id: 'product-image',
      categories: [ref(w.cat.categories.shirts)],
      display_attributes: { name: ref(attributes.name), image: ref(attributes.image) },
      product: { id: product.id, name: 'Shirt' },
      product_family: ref(w.cat.family),
      variant_axes: [
        {
          code: 'color',
          level: 1,
          name: 'Color',
          value: { option_code: 'red', option_label: 'Red' },
        },
        { code: 'size', level: 1, name: 'Size', value: { option_code: 's', option_label: 'S' } },
      ],
    });
    // The variant's own value wins over the product's.
    await server.db.variant.update({
      where: { id: created.id },
      data: {
        rawValues: {
          ...((await server.db.variant.findUniqueOrThrow({ where: { id: created.id } }))
            .rawValues as object),
          [attributes.image.id]: { $default: { $default: { value: 'variant-image' } } },
        },
      },
    });
    const read = dataOf(
      await request('GET', `${variantsPath(product.id)}/${created.id}`, w.asViewer()),
    );
    expect(read).toMatchObject({ media_id: 'variant-image', name: 'Shirt' });
  });

  it('validates the body', async () => {
    const product = await w.product();
    const send = (body: Record<string, unknown>) => post(product.id, body);
    expectError(await send({ sku: undefined }), 400, 'required', 'sku');
    expectError(await send({ sku: 'a'.repeat(129) }), 400, 'too_long', 'sku');
    expectError(await send({ sku: 'has space' }), 400, 'invalid_format', 'sku');
    expectError(await send({ sku: '' }), 400, 'too_short', 'sku');
    expectError(await send({ axis_values: undefined }), 400, 'required', 'axis_values');
    expectError(await send({ axis_values: [] }), 400, 'too_short', 'axis_values');
    expectError(await send({ axis_values: 'red' }), 400, 'invalid_type', 'axis_values');
    expectError(
      await send({ axis_values: [{ axis_code: 'color' }] }),
      400,
      'required',
      'axis_values.0.option_code',
    );
    expectError(
      await send({ axis_values: [{ axis_code: 'color', option_code: 'red', label: 'x' }] }),
      400,
      'unknown_field',
      'axis_values.0.label',
    );
    expectError(await send({ is_default: 'yes' }), 400, 'invalid_type', 'is_default');
    expectError(await send({ status: 'draft' }), 400, 'unknown_field', 'status');
    expect(await server.db.variant.count({ where: { productId: product.id } })).toBe(0);
    const unknownProduct = await request(
      'POST',
      variantsPath(crypto.randomUUID()),
      w.asEditor({ sku: uniqueCode('sku'), axis_values: colorSize('red', 's') }),
    );
    expectError(unknownProduct, 404, 'not_found');
    expectError(
      await request('POST', variantsPath('nope'), w.asEditor({ sku: 'x', axis_values: [] })),
      400,
      'invalid_format',
      'productId',
    );
  });

  it('takes exactly one known option per axis of the variant family', async () => {
    const product = await w.product();
    const send = (axis_values: unknown) => post(product.id, { axis_values });
    const unknownAxis = [...colorSize('red', 's'), { axis_code: 'material', option_code: 'x' }];
    expectError(await send(unknownAxis), 400, 'invalid_value', 'axis_values.2.axis_code');
    const twice = [...colorSize('red', 's'), { axis_code: 'color', option_code: 'blue' }];
    expectError(await send(twice), 400, 'invalid_value', 'axis_values.2.axis_code');
    expectError(
      await send([{ axis_code: 'color', option_code: 'red' }]),
      400,
      'required',
      'axis_values',
    );
    expectError(
      await send(colorSize('red', 'xl')),
      400,
      'invalid_value',
      'axis_values.1.option_code',
    );
    // An option of another attribute is not an option of this axis.
    expectError(await send(colorSize('s', 's')), 400, 'invalid_value', 'axis_values.0.option_code');
    // Options of another tenant's catalog are not this one's (same codes, other rows).
    await server.db.attributeOption.create({
      data: {
        tenantId: w.foreign.id,
        attributeId: w.foreignCat.attributes.color.id,
        code: 'green',
        name: 'Green',
      },
    });
    expectError(
      await send(colorSize('green', 's')),
      400,
      'invalid_value',
      'axis_values.0.option_code',
    );
    const bare = await w.product(w.cat, { variantFamily: false });
    expectError(await post(bare.id, {}), 400, 'invalid_value');
    expect(await server.db.variant.count({ where: { productId: product.id } })).toBe(0);
  });

  it('takes true or false on a boolean axis', async () => {
    const byWaterproof = await createVariantFamily(server.db, w.cat.family, [
      { attributeId: attributes.waterproof.id },
    ]);
    const product = await server.db.product.create({
      data: {
        tenantId: w.home.id,
        productFamilyId: w.cat.family.id,
        variantFamilyId: byWaterproof.id,
        code: uniqueCode('shirt'),
      },
    });
    const axis = (option_code: string) => [{ axis_code: 'waterproof', option_code }];
    expectError(
      await post(product.id, { axis_values: axis('yes') }),
      400,
      'invalid_value',
      'axis_values.0.option_code',
    );
    const dry = dataOf(await post(product.id, { axis_values: axis('false') }));
    expect(dry.axis_values).toEqual([
      { axis_code: 'waterproof', option_code: 'false', option_label: 'No' },
    ]);
    const row = await server.db.variant.findUniqueOrThrow({ where: { id: dry.id } });
    expect(row.rawValues).toEqual({
      [attributes.waterproof.id]: { $default: { $default: { value: false } } },
    });
    dataOf(await post(product.id, { axis_values: axis('true') }));
    expectError(
      await post(product.id, { axis_values: axis('true') }),
      409,
      'already_exists',
      'axis_values',
    );
  });

  it('keeps skus unique in the tenant and combinations unique in the product', async () => {
    const [product, other] = await Promise.all([w.product(), w.product()]);
    const taken = await w.variant(product.id);
    expectError(
      await post(other.id, { sku: taken.sku, axis_values: colorSize('blue', 'l') }),
      409,
      'already_exists',
      'sku',
    );
    expectError(
      await post(product.id, { axis_values: colorSize('red', 's') }),
      409,
      'already_exists',
      'axis_values',
    );
    // The same combination in another product, and the same sku in another tenant, are fine.
    dataOf(await post(other.id, { axis_values: colorSize('red', 's') }));
    const foreignProduct = await w.product(w.foreignCat);
    dataOf(
      await request(
        'POST',
        variantsPath(foreignProduct.id),
        w.asForeign({ sku: taken.sku, axis_values: colorSize('red', 's') }),
      ),
    );
  });

  it('lets one of two creates of the same combination win', async () => {
    const product = await w.product();
    const answers = await Promise.all(
      ['a', 'b'].map(() => post(product.id, { axis_values: colorSize('blue', 's') })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, answers.map((a) => a.text).join(' / ')).toEqual([200, 409]);
    expectError(
      answers.find((a) => a.status === 409)!,
      409,
      'already_exists',
      'axis_values',
    );
    const rows = await server.db.variant.findMany({ where: { productId: product.id } });
    expect(rows.map((r) => r.isDefault)).toEqual([true]);
  });

  it('lets one of two creates of the same sku on two products win', async () => {
    const [one, two] = await Promise.all([w.product(), w.product()]);
    const sku = uniqueCode('sku');
    const answers = await Promise.all([one, two].map((p) => post(p.id, { sku })));
    const story = answers.map((a) => `${a.status} ${a.text}`).join(' / ');
    expect(answers.map((a) => a.status).sort(), story).toEqual([200, 409]);
    expectError(
      answers.find((a) => a.status === 409)!,
      409,
      'already_exists',
      'sku',
    );
    expect(await server.db.variant.count({ where: { tenantId: w.home.id, sku } })).toBe(1);
  });

  it('creates over tRPC, and refuses a viewer', async () => {
    const product = await w.product();
    const input = {
      productId: product.id,
      sku: uniqueCode('sku'),
      axis_values: colorSize('red', 'm'),
    };
    const answer = await trpcMutation(request, 'variants.create', input, w.asEditor());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data).toMatchObject({ sku: input.sku, is_default: true });
    const refused = await trpcMutation(request, 'variants.create', input, w.asViewer());
    expectTrpcError(refused, 403, 'forbidden');
    expectError(
      await request('POST', variantsPath(product.id), w.asViewer({ bogus: 1 })),
      403,
      'forbidden',
    );
  });
});
