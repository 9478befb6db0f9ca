// Values that other records depend on: `is_unique` values across the tenant's products and
// variants (409 already_exists on the value's field), options still used by a value (409
// in_use on delete, also when the two race), and text patterns RE2 must be able to run.
import { describe, expect, it } from 'vitest';
import { addFamilyAttribute, createAttribute, uniqueCode } from '@pim/db/seed';
import { dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createValuesWorld, item, scoped } from '../helpers/values.ts';

const { server, request } = await testServer();
const v = await createValuesWorld(server, request);
const { a, cat, w } = v;

// The tenant is new to this file: counting up gives distinct EANs.
let eans = 0;
const ean = () => String(4_000_000_000_000 + ++eans);
const setEan = (productId: string, code: string) => v.patch(productId, [item(a.ean, scoped(code))]);
const holders = (valueHash?: string) =>
  server.db.uniqueValue.findMany({
    where: { tenantId: w.home.id, attributeId: a.ean.id, ...(valueHash ? { valueHash } : {}) },
  });

describe('is_unique values', () => {
  it('may not repeat across products; the holder may write it again; a removal frees it', async () => {
    const [first, second] = [await v.product(), await v.product()];
    const code = ean();
    dataOf(await setEan(first.id, code));
    dataOf(await setEan(first.id, code));
    const taken = await v.post(second.id, [item(a.rating, scoped(1)), item(a.ean, scoped(code))]);
    expectError(taken, 409, 'already_exists', '1.values.0.data.value');
    expect(await v.stored(second.id)).toEqual({});
    const rows = await holders();
    expect(rows.filter((r) => r.productId === first.id)).toHaveLength(1);
    expect(rows.find((r) => r.productId === second.id)).toBeUndefined();
    // Over tRPC the field names the input's array.
    const trpc = await v.trpc('productValues.update', {
      productId: second.id,
      attributes: [item(a.ean, scoped(code))],
    });
    expectTrpcError(trpc, 409, 'already_exists', 'attributes.0.values.0.data.value');
    // The holder moves to another value: the first one is free again.
    dataOf(await setEan(first.id, ean()));
    dataOf(await setEan(second.id, code));
    dataOf(await v.remove(second.id, a.ean.id));
    dataOf(await setEan(first.id, code));
  });

  it('count a variant’s override against the products, and the same value twice on one owner once', async () => {
    await server.db.familyAttribute.update({
      where: { familyId_attributeId: { familyId: cat.family.id, attributeId: a.ean.id } },
      data: { isOverridable: true },
    });
    const product = await v.product();
    const code = ean();
    dataOf(await setEan(product.id, code));
    const variant = await v.variant(product.id, { color: 'blue', size: 'm' });
    const answer = await v.patchVariant(product.id, variant.id, [item(a.ean, scoped(code))]);
    expectError(answer, 409, 'already_exists', '0.values.0.data.value');
    const own = ean();
    dataOf(await v.patchVariant(product.id, variant.id, [item(a.ean, scoped(own))]));
    expect((await holders()).find((r) => r.variantId === variant.id)).toMatchObject({
      productId: product.id,
    });
    expectError(await setEan((await v.product()).id, own), 409, 'already_exists');
    await server.db.familyAttribute.update({
      where: { familyId_attributeId: { familyId: cat.family.id, attributeId: a.ean.id } },
      data: { isOverridable: false },
    });
    // One owner may hold the same value in two locales (an attribute made without the API's rule).
    const sku = await createAttribute(server.db, w.home.id, {
      code: uniqueCode('sku_code'),
      type: 'text',
      isUnique: true,
      valuePerLocale: true,
    });
    await addFamilyAttribute(server.db, cat.family, sku.id, {
      channelIds: [cat.channels.ecommerce.id],
    });
    const body = [
      item(sku, scoped('S-1', '$default', 'en_US'), scoped('S-1', '$default', 'fr_FR')),
    ];
    dataOf(await v.post(product.id, body));
    expect(await server.db.uniqueValue.count({ where: { attributeId: sku.id } })).toBe(1);
    expectError(await v.post((await v.product()).id, body), 409, 'already_exists');
  });

  it('lets exactly one of two concurrent writers of the same value win', async () => {
    const [first, second] = [await v.product(), await v.product()];
    const code = ean();
    const answers = await Promise.all([setEan(first.id, code), setEan(second.id, code)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(
      await server.db.uniqueValue.count({
        where: { attributeId: a.ean.id, productId: { in: [first.id, second.id] } },
      }),
    ).toBe(1);
  });
});

describe('deleting an option used by a value', () => {
  const optionPath = (attributeId: string, optionId: string) =>
    `/v1/attributes/${attributeId}/options/${optionId}`;
  const newOption = async (attributeId: string) =>
    server.db.attributeOption.create({
      data: { tenantId: w.home.id, attributeId, code: uniqueCode('opt'), name: 'Option' },
    });

  it('is 409 in_use naming the products and variants, 200 once no value uses it', async () => {
    const product = await v.product();
    const wool = await newOption(a.materials.id);
    dataOf(await v.post(product.id, [item(a.materials, scoped(['cotton', wool.code]))]));
    const refused = await request('DELETE', optionPath(a.materials.id, wool.id), w.asEditor());
    expectError(refused, 409, 'in_use');
    expect(refused.body.message).toContain(`product ${product.code}`);
    // A variant's override counts, and a variant's axis value too.
    const green = await newOption(a.color.id);
    const variant = await v.variant(product.id, { color: green.code, size: 'l' });
    dataOf(await v.post(product.id, [item(a.materials, scoped(['cotton']))]));
    dataOf(await v.patchVariant(product.id, variant.id, [item(a.materials, scoped([wool.code]))]));
    const byVariant = await request('DELETE', optionPath(a.materials.id, wool.id), w.asEditor());
    expectError(byVariant, 409, 'in_use');
    expect(byVariant.body.message).toContain(`variant ${variant.sku}`);
    expectError(
      await request('DELETE', optionPath(a.color.id, green.id), w.asEditor()),
      409,
      'in_use',
    );
    dataOf(await v.post(product.id, [item(a.materials, scoped(['linen']))]));
    dataOf(await v.patchVariant(product.id, variant.id, [item(a.materials, scoped(['cotton']))]));
    const deleted = await request('DELETE', optionPath(a.materials.id, wool.id), w.asEditor());
    expect(deleted.body).toEqual({ success: true });
    // The option of a deleted product's value is free.
    const select = await newOption(a.color.id);
    const other = await v.product();
    dataOf(await v.post(other.id, [item(a.color, scoped(select.code))]));
    await server.db.product.update({ where: { id: other.id }, data: { deletedAt: new Date() } });
    dataOf(await request('DELETE', optionPath(a.color.id, select.id), w.asEditor()));
  });

  it('races a value write: the delete wins (400 on the value) or loses (409), never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const product = await v.product();
      const option = await newOption(a.materials.id);
      const [removal, write] = await Promise.all([
        request('DELETE', optionPath(a.materials.id, option.id), w.asEditor()),
        v.post(product.id, [item(a.materials, scoped([option.code]))]),
      ]);
      const story = `${removal.status} ${removal.text} / ${write.status} ${write.text}`;
      if (removal.status === 200) {
        expectError(write, 400, 'invalid_value', '0.values.0.data.value.0');
        expect(await v.stored(product.id), story).toEqual({});
      } else {
        expectError(removal, 409, 'in_use');
        expect(write.status, story).toBe(200);
      }
    }
  });
});

describe('text patterns', () => {
  const post = (regex: string) =>
    request(
      'POST',
      '/v1/attributes',
      w.asEditor({ code: uniqueCode('pattern'), name: 'Pattern', type: 'text', config: { regex } }),
    );

  it('must be runnable by RE2 (linear time): no backreferences, no lookaround', async () => {
    expect(dataOf(await post('^[A-Z]{2}-\\d+$')).config.regex).toBe('^[A-Z]{2}-\\d+$');
    expectError(await post('(a)\\1'), 400, 'invalid_value', 'config.regex');
    expectError(await post('foo(?=bar)'), 400, 'invalid_value', 'config.regex');
    expectError(await post('(?<!x)y'), 400, 'invalid_value', 'config.regex');
    // (a+)+$ is the classic catastrophic pattern for backtracking engines; RE2 runs it linearly.
    const slow = dataOf(await post('^(a+)+$'));
    await addFamilyAttribute(server.db, cat.family, slow.id);
    const product = await v.product();
    const answer = await v.post(product.id, [item(slow, scoped(`${'a'.repeat(200)}!`))]);
    expectError(answer, 400, 'invalid_format', '0.values.0.data.value');
  });
});
