// Attribute values of a product: the attribute value rows, bulk replace (POST), partial update
// (PATCH, data null removes), delete, the body's shape and limits, one write and one revision per
// request, isolation and permissions, tRPC.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAttribute } from '@pim/db/seed';
import { dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createValuesWorld, item, productValuesPath, ROW_KEYS, scoped } from '../helpers/values.ts';

const { server, request } = await testServer();
const v = await createValuesWorld(server, request);
const { a, cat, w } = v;

describe('GET /v1/products/{productId}/attributes', () => {
  it('answers a row per family attribute, in group, sort order and code order, with exact keys', async () => {
    const product = await v.product();
    const page = dataOf(await request('GET', productValuesPath(product.id), w.asViewer()));
    expect(page.pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 20,
      total_items: 12,
      total_pages: 1,
    });
    const rows = page.items;
    expect(Object.keys(rows[0]).sort()).toEqual(ROW_KEYS);
    // marketing (sort 1) then technical (sort 2); inside a group by sort_order then code.
    expect(rows.map((r: { attribute_code: string }) => r.attribute_code)).toEqual([
      'description',
      'image',
      'name',
      'price',
      'rating',
      'release_date',
      'color',
      'ean',
      'materials',
      'size',
      'waterproof',
      'weight',
    ]);
    const name = rows.find((r: { attribute_code: string }) => r.attribute_code === 'name');
    expect(name).toEqual({
      attribute_id: a.name.id,
      attribute_code: 'name',
      attribute_name: 'Name',
      attribute_type: 'text',
      attribute_group: { id: cat.groups.marketing.id, code: 'marketing', name: 'Marketing' },
      attribute_config: a.name.config,
      attribute_translations: a.name.translations,
      channel_settings: [
        { channel_code: 'ecommerce', enabled: true },
        { channel_code: 'print', enabled: true },
      ],
      is_custom: false,
      is_mandatory: true,
      is_overridable: false,
      is_unique: false,
      is_variant_axis: false,
      value_per_channel: false,
      value_per_locale: true,
      modified_at: null,
      modified_by: null,
      values: [],
    });
    const byCode = Object.fromEntries(
      rows.map((r: { attribute_code: string }) => [r.attribute_code, r]),
    );
    expect(byCode.description.channel_settings).toEqual([
      { channel_code: 'ecommerce', enabled: true },
      { channel_code: 'print', enabled: false },
    ]);
    expect(byCode.color.is_variant_axis).toBe(true);
    expect(byCode.ean.is_unique).toBe(true);
    expect(byCode.weight.is_overridable).toBe(true);
  });

  it('pages, and refuses bad paging', async () => {
    const product = await v.product();
    const path = productValuesPath(product.id);
    const page = dataOf(await request('GET', `${path}?page=2&page_size=5`, w.asViewer()));
    expect(page.items.map((r: { attribute_code: string }) => r.attribute_code)).toEqual([
      'release_date',
      'color',
      'ean',
      'materials',
      'size',
    ]);
    expect(page.pagination).toEqual({
      has_next: true,
      page: 2,
      page_size: 5,
      total_items: 12,
      total_pages: 3,
    });
    expectError(
      await request('GET', `${path}?page_size=101`, w.asViewer()),
      400,
      'out_of_range',
      'page_size',
    );
    expectError(await request('GET', `${path}?page=0`, w.asViewer()), 400, 'out_of_range', 'page');
    expectError(
      await request('GET', `${path}?search=x`, w.asViewer()),
      400,
      'unknown_field',
      'search',
    );
  });

  it('lists values that are no longer in the family last, as is_custom', async () => {
    const product = await v.product();
    const loose = await createAttribute(server.db, w.home.id, { code: 'loose_attr', type: 'text' });
    await server.db.product.update({
      where: { id: product.id },
      data: { rawValues: { [loose.id]: { $default: { $default: { value: 'left over' } } } } },
    });
    const rows = await v.rows(product.id);
    expect(rows).toHaveLength(13);
    expect(rows[12]).toMatchObject({
      attribute_code: 'loose_attr',
      is_custom: true,
      is_mandatory: false,
      channel_settings: [
        { channel_code: 'ecommerce', enabled: false },
        { channel_code: 'print', enabled: false },
      ],
      values: [scoped('left over')],
    });
    // Writing it is refused; deleting its values is how it goes.
    expectError(
      await v.post(product.id, [item(loose, scoped('again'))]),
      400,
      'invalid_value',
      '0.attribute_id',
    );
    dataOf(await v.remove(product.id, loose.id));
    expect(await v.rows(product.id)).toHaveLength(12);
  });
});

describe('POST, PATCH and DELETE /v1/products/{productId}/attributes', () => {
  it('POST replaces the listed attributes, leaves the others, answers data null', async () => {
    const product = await v.product();
    const first = await v.post(product.id, [
      item(a.name, scoped('Shirt', '$default', 'en_US'), scoped('Chemise', '$default', 'fr_FR')),
      item(a.rating, scoped(4.5)),
    ]);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ success: true, data: null });
    const answer = await v.post(product.id, [item(a.name, scoped('Hemd', '$default', 'de_DE'))]);
    expect(answer.body).toEqual({ success: true, data: null });
    expect(await v.stored(product.id)).toEqual({
      [a.name.id]: { $default: { de_DE: { value: 'Hemd' } } },
      [a.rating.id]: { $default: { $default: { value: 4.5 } } },
    });
    // An empty list removes every value of the attribute.
    dataOf(await v.post(product.id, [item(a.rating)]));
    expect(Object.keys(await v.stored(product.id))).toEqual([a.name.id]);
  });

  it('PATCH sets each listed scope, data null removes one, the others stay', async () => {
    const product = await v.product();
    dataOf(
      await v.post(product.id, [
        item(a.name, scoped('Shirt', '$default', 'en_US'), scoped('Chemise', '$default', 'fr_FR')),
      ]),
    );
    const answer = await v.patch(product.id, [
      item(a.name, scoped('Hemd', '$default', 'de_DE'), {
        channel: '$default',
        locale: 'fr_FR',
        data: null,
      }),
      item(a.waterproof, scoped(false)),
    ]);
    expect(answer.body).toEqual({ success: true, data: null });
    expect(await v.stored(product.id)).toEqual({
      [a.name.id]: { $default: { en_US: { value: 'Shirt' }, de_DE: { value: 'Hemd' } } },
      [a.waterproof.id]: { $default: { $default: { value: false } } },
    });
    const rows = await v.rows(product.id);
    const name = rows.find((r) => r.attribute_code === 'name')!;
    expect(name.values).toEqual([
      scoped('Hemd', '$default', 'de_DE'),
      scoped('Shirt', '$default', 'en_US'),
    ]);
    expect(name.modified_by).toMatchObject({ type: 'user', id: w.editor.id });
    expect(Date.parse(name.modified_at)).toBeGreaterThan(Date.now() - 60_000);
    // An empty string or list is no value: the scope is emptied.
    dataOf(await v.patch(product.id, [item(a.name, scoped('', '$default', 'en_US'))]));
    dataOf(await v.patch(product.id, [item(a.name, scoped(null, '$default', 'de_DE'))]));
    expect((await v.stored(product.id))[a.name.id]).toBeUndefined();
    const emptied = (await v.rows(product.id)).find((r) => r.attribute_code === 'name')!;
    expect(emptied).toMatchObject({ values: [], modified_at: null, modified_by: null });
  });

  it('DELETE removes every value of an attribute; 404 when it has none', async () => {
    const product = await v.product();
    dataOf(
      await v.post(product.id, [
        item(a.price, scoped([{ amount: '10.00', currency: 'EUR' }], 'ecommerce')),
      ]),
    );
    const answer = await v.remove(product.id, a.price.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(await v.stored(product.id)).toEqual({});
    expectError(await v.remove(product.id, a.price.id), 404, 'not_found');
    expectError(await v.remove(product.id, randomUUID()), 404, 'not_found');
    expectError(await v.remove(product.id, 'nope'), 400, 'invalid_format', 'id');
  });

  it('writes one revision per request, none for a request that changes nothing', async () => {
    const product = await v.product();
    const before = await v.revisions(product.id);
    dataOf(await v.post(product.id, [item(a.rating, scoped(3)), item(a.waterproof, scoped(true))]));
    expect(await v.revisions(product.id)).toBe(before + 1);
    dataOf(await v.patch(product.id, [item(a.rating, scoped(3))]));
    expect(await v.revisions(product.id)).toBe(before + 1);
    dataOf(await v.remove(product.id, a.rating.id));
    expect(await v.revisions(product.id)).toBe(before + 2);
  });
});

describe('the body of a value write', () => {
  it('is an array of {attribute_id, values: [{channel, locale, data: {value}}]}', async () => {
    const product = await v.product();
    const send = (body: unknown) => v.post(product.id, body);
    expectError(await send({ attribute_id: a.rating.id }), 400, 'invalid_type', '');
    expectError(await send([{ values: [] }]), 400, 'required', '0.attribute_id');
    expectError(await send([{ attribute_id: a.rating.id }]), 400, 'required', '0.values');
    expectError(
      await send([{ attribute_id: 'x', values: [] }]),
      400,
      'invalid_format',
      '0.attribute_id',
    );
    expectError(await send([{ ...item(a.rating), extra: 1 }]), 400, 'unknown_field', '0.extra');
    const value = (fields: object) => [item(a.rating, { ...scoped(1), ...fields })];
    expectError(await send(value({ channel: undefined })), 400, 'required', '0.values.0.channel');
    expectError(await send(value({ locale: 5 })), 400, 'invalid_type', '0.values.0.locale');
    expectError(
      await send(value({ locale: 'x'.repeat(101) })),
      400,
      'too_long',
      '0.values.0.locale',
    );
    expectError(await send(value({ data: null })), 400, 'invalid_type', '0.values.0.data');
    expectError(
      await send(value({ data: { value: 1, unit: 'x' } })),
      400,
      'unknown_field',
      '0.values.0.data.unit',
    );
    expectError(await send(value({ data: {} })), 400, 'required', '0.values.0.data.value');
    expectError(await send(value({ scope: 1 })), 400, 'unknown_field', '0.values.0.scope');
    const many = Array.from({ length: 1001 }, () => item(a.rating));
    expectError(await send(many), 400, 'too_long', '');
    const values = Array.from({ length: 1001 }, () => scoped(1));
    expectError(await send([item(a.rating, ...values)]), 400, 'too_long', '0.values');
    expect(await v.stored(product.id)).toEqual({});
  });

  it('names live attributes of the family, each once', async () => {
    const product = await v.product();
    const outsider = await createAttribute(server.db, w.home.id, { type: 'text' });
    const deleted = await createAttribute(server.db, w.home.id, { type: 'text' });
    await server.db.attribute.update({
      where: { id: deleted.id },
      data: { deletedAt: new Date() },
    });
    const foreign = v.foreignCat.attributes.rating;
    const send = (body: unknown) => v.post(product.id, body);
    expectError(
      await send([item({ id: randomUUID() })]),
      400,
      'invalid_reference',
      '0.attribute_id',
    );
    expectError(
      await send([item(a.rating), item(foreign)]),
      400,
      'invalid_reference',
      '1.attribute_id',
    );
    expectError(await send([item(deleted)]), 400, 'invalid_reference', '0.attribute_id');
    const outside = await send([item(outsider, scoped('x'))]);
    expectError(outside, 400, 'invalid_value', '0.attribute_id');
    expect(outside.body.message).toBe(`${outsider.code} is not an attribute of the family shirts`);
    expectError(
      await send([item(a.rating), item(a.rating)]),
      400,
      'invalid_value',
      '1.attribute_id',
    );
    expect(await v.stored(product.id)).toEqual({});
  });

  it('answers every refusal of a request at once, and writes nothing', async () => {
    const product = await v.product();
    const answer = await v.patch(product.id, [
      item(a.rating, scoped(9)),
      item(a.waterproof, scoped('yes')),
      item(a.name, scoped('Shirt', '$default', 'en_US')),
    ]);
    expectError(answer, 400, 'out_of_range', '0.values.0.data.value');
    expectError(answer, 400, 'invalid_type', '1.values.0.data.value');
    expect(answer.body.errors).toHaveLength(2);
    expect(await v.stored(product.id)).toEqual({});
  });
});

describe('access and transports', () => {
  it('refuses a viewer on writes, another tenant, and a product of another tenant', async () => {
    const product = await v.product();
    const body = [item(a.rating, scoped(1))];
    expectError(await v.post(product.id, body, w.asViewer), 403, 'forbidden');
    expectError(await v.patch(product.id, body, w.asViewer), 403, 'forbidden');
    expectError(await v.remove(product.id, a.rating.id, w.asViewer), 403, 'forbidden');
    expectError(await v.post(product.id, body, w.asAdminInForeign), 403, 'tenant_forbidden');
    const foreign = await v.product(true);
    const foreignBody = [item(v.foreignCat.attributes.rating, scoped(1))];
    expectError(await v.post(foreign.id, foreignBody), 404, 'not_found');
    expectError(await v.patch(foreign.id, foreignBody), 404, 'not_found');
    expectError(await v.remove(foreign.id, v.foreignCat.attributes.rating.id), 404, 'not_found');
    expectError(await request('GET', productValuesPath(foreign.id), w.asAdmin()), 404, 'not_found');
    expectError(
      await request('GET', productValuesPath(product.id), w.asForeign()),
      404,
      'not_found',
    );
    dataOf(await request('POST', productValuesPath(foreign.id), w.asForeign(foreignBody)));
    expectError(await v.post(randomUUID(), body), 404, 'not_found');
    await server.db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
    expectError(await v.post(product.id, body), 404, 'not_found');
    expectError(
      await request('GET', productValuesPath(product.id), w.asViewer()),
      404,
      'not_found',
    );
  });

  it('serves tRPC with attributes.N fields', async () => {
    const product = await v.product();
    const ok = await v.trpc('productValues.create', {
      productId: product.id,
      attributes: [item(a.rating, scoped(2))],
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.result.data).toBeNull();
    const patched = await v.trpc('productValues.update', {
      productId: product.id,
      attributes: [item(a.waterproof, scoped(true))],
    });
    expect(patched.status, patched.text).toBe(200);
    const refused = await v.trpc('productValues.update', {
      productId: product.id,
      attributes: [item(a.rating, scoped('two'))],
    });
    expectTrpcError(refused, 400, 'invalid_type', 'attributes.0.values.0.data.value');
    const removed = await v.trpc('productValues.delete', {
      productId: product.id,
      id: a.rating.id,
    });
    expect(removed.status, removed.text).toBe(200);
    const input = encodeURIComponent(JSON.stringify({ productId: product.id }));
    const listed = await request('GET', `/trpc/productValues.list?input=${input}`, w.asViewer());
    expect(listed.status, listed.text).toBe(200);
    const rows = listed.body.result.data.items as { attribute_code: string; values: unknown[] }[];
    expect(rows.find((r) => r.attribute_code === 'waterproof')?.values).toEqual([scoped(true)]);
  });
});
