// A value's data by attribute type, each accepted as stored and refused with its code and field,
// and the channel and locale rules of scoped values.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addFamilyAttribute, createAsset, createAttribute } from '@pim/db/seed';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { createValuesWorld, item, scoped } from '../helpers/values.ts';

const { server, request } = await testServer();
const v = await createValuesWorld(server, request);
const { a } = v;
const product = await v.product();

type Attr = { id: string };
const ECOM = 'ecommerce';

/** Sets one value (PATCH) and answers what is stored for the attribute. */
async function accepted(attr: Attr, value: unknown, channel = '$default', locale = '$default') {
  dataOf(await v.patch(product.id, [item(attr, scoped(value, channel, locale))]));
  return (await v.stored(product.id))[attr.id]?.[channel]?.[locale]?.value;
}
/** The value is refused with `code` on `0.values.0.data.value<suffix>`. */
async function refused(
  attr: Attr,
  value: unknown,
  code: string,
  suffix = '',
  channel = '$default',
  locale = '$default',
) {
  const answer = await v.patch(product.id, [item(attr, scoped(value, channel, locale))]);
  expectError(answer, 400, code, `0.values.0.data.value${suffix}`);
  // The message names the field as REST does (the array's own path), not tRPC's input.
  expect(JSON.stringify(answer.body)).not.toMatch(/attributes\.\d/);
}

describe('data by type', () => {
  it('text: a string within max_length matching the regex (RE2)', async () => {
    expect(await accepted(a.ean, '4006381333931')).toBe('4006381333931');
    await refused(a.ean, 4006381333931, 'invalid_type');
    await refused(a.ean, '40063813339', 'invalid_format');
    await refused(a.ean, '4006381333931x', 'too_long');
    expect(await accepted(a.name, 'Ünïcödé ✓', '$default', 'en_US')).toBe('Ünïcödé ✓');
    await refused(a.name, 'x'.repeat(256), 'too_long', '', '$default', 'en_US');
    await refused(a.name, ['x'], 'invalid_type', '', '$default', 'en_US');
  });

  it('textarea: sanitized to the allowlist of formatting tags', async () => {
    const html =
      '<h2 onclick="x()">Title</h2><p>Soft <strong>cotton</strong> <em>and</em> <u>more</u>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://example.com" target="_blank">good</a><img src="x.png"></p>' +
      '<ul><li>one</li></ul><blockquote>q</blockquote><style>p{}</style><div>plain</div>';
    expect(await accepted(a.description, html, ECOM, 'en_US')).toBe(
      '<h2>Title</h2><p>Soft <strong>cotton</strong> <em>and</em> <u>more</u>' +
        '<a>bad</a> <a href="https://example.com">good</a></p>' +
        '<ul><li>one</li></ul><blockquote>q</blockquote>plain',
    );
    expect(await accepted(a.description, '<a href="mailto:a@b.c">m</a>', ECOM, 'en_US')).toBe(
      '<a href="mailto:a@b.c">m</a>',
    );
    // Nothing left after sanitizing is no value.
    expect(await accepted(a.description, '<script>x</script>', ECOM, 'en_US')).toBeUndefined();
    await refused(a.description, 12, 'invalid_type', '', ECOM, 'en_US');
  });

  it('textarea: bounded before sanitizing (length as sent, nesting, rich text per request)', async () => {
    // The description's max_length is 65,535: counted on the markup as sent.
    await refused(a.description, `<p>${'x'.repeat(65_535)}</p>`, 'too_long', '', ECOM, 'en_US');
    // Unclosed tags nested deep would cost the sanitizer time growing with their square.
    await refused(a.description, '<b>'.repeat(65), 'invalid_value', '', ECOM, 'en_US');
    expect(await accepted(a.description, `${'<b>'.repeat(64)}deep`, ECOM, 'en_US')).toBe('deep');
    // Sixteen rich-text attributes of 65,000 characters each: past the 1,000,000 characters
    // of rich text one request may carry; the 16th value is refused, nothing is written.
    const notes = [];
    for (let i = 0; i < 16; i++) {
      const attribute = await createAttribute(server.db, v.w.home.id, {
        type: 'textarea',
        config: { max_length: 65_535 },
      });
      await addFamilyAttribute(server.db, v.cat.family, attribute.id);
      notes.push(attribute);
    }
    const big = `<p>${'y'.repeat(64_990)}</p>`;
    const answer = await v.patch(
      product.id,
      notes.map((note) => item(note, scoped(big))),
    );
    expectError(answer, 400, 'too_long', '15.values.0.data.value');
    dataOf(
      await v.patch(
        product.id,
        notes.slice(0, 15).map((note) => item(note, scoped(big))),
      ),
    );
  });

  it('number: finite, within min and max, whole unless decimals are allowed', async () => {
    expect(await accepted(a.rating, 4.25)).toBe(4.25);
    expect(await accepted(a.rating, 0)).toBe(0);
    await refused(a.rating, 5.01, 'out_of_range');
    await refused(a.rating, -1, 'out_of_range');
    await refused(a.rating, '4', 'invalid_type');
    await refused(a.rating, true, 'invalid_type');
    const raw = `[{"attribute_id":"${a.rating.id}","values":[{"channel":"$default","locale":"$default","data":{"value":1e400}}]}]`;
    const infinite = await request('PATCH', `/v1/products/${product.id}/attributes`, {
      ...v.w.asEditor(),
      raw,
    });
    expectError(infinite, 400, 'out_of_range', '0.values.0.data.value');
    await server.db.attribute.update({
      where: { id: a.rating.id },
      data: { config: { min: 0, max: 5, decimals_allowed: false } },
    });
    await refused(a.rating, 2.5, 'invalid_type');
    expect(await accepted(a.rating, 2)).toBe(2);
    await server.db.attribute.update({
      where: { id: a.rating.id },
      data: { config: { min: 0, max: 5, decimals_allowed: true } },
    });
  });

  it('boolean: true or false', async () => {
    expect(await accepted(a.waterproof, false)).toBe(false);
    expect(await accepted(a.waterproof, true)).toBe(true);
    await refused(a.waterproof, 'true', 'invalid_type');
    await refused(a.waterproof, 1, 'invalid_type');
  });

  it('date: a real calendar date YYYY-MM-DD', async () => {
    expect(await accepted(a.releaseDate, '2024-02-29')).toBe('2024-02-29');
    await refused(a.releaseDate, '2023-02-29', 'invalid_format');
    await refused(a.releaseDate, '2024-13-01', 'invalid_format');
    await refused(a.releaseDate, '2024-1-01', 'invalid_format');
    await refused(a.releaseDate, '2024-01-01T00:00:00Z', 'invalid_format');
    await refused(a.releaseDate, 20240101, 'invalid_type');
  });

  it('select: an option code of the attribute', async () => {
    expect(await accepted(a.color, 'red')).toBe('red');
    await refused(a.color, 'cotton', 'invalid_value');
    await refused(a.color, 'RED', 'invalid_value');
    await refused(a.color, ['red'], 'invalid_type');
  });

  it('multiselect: distinct option codes, at most 100', async () => {
    expect(await accepted(a.materials, ['linen', 'cotton'])).toEqual(['linen', 'cotton']);
    await refused(a.materials, ['cotton', 'wool'], 'invalid_value', '.1');
    await refused(a.materials, ['cotton', 'cotton'], 'invalid_value', '.1');
    await refused(a.materials, ['cotton', 3], 'invalid_type', '.1');
    await refused(a.materials, 'cotton', 'invalid_type');
    await refused(
      a.materials,
      Array.from({ length: 101 }, (_, i) => `o${i}`),
      'too_long',
    );
    expect(await accepted(a.materials, [])).toBeUndefined();
  });

  it('price: amounts (at most 4 decimals, not negative) in the currencies of the attribute, each once', async () => {
    const prices = [
      { amount: '12.50', currency: 'EUR' },
      { amount: '13', currency: 'USD' },
    ];
    expect(await accepted(a.price, prices, ECOM)).toEqual(prices);
    const price = (amount: unknown, currency: unknown = 'EUR') => [{ amount, currency }];
    await refused(a.price, price('1.23456'), 'invalid_format', '.0.amount', ECOM);
    await refused(a.price, price('1,5'), 'invalid_format', '.0.amount', ECOM);
    await refused(a.price, price('-1.00'), 'out_of_range', '.0.amount', ECOM);
    await refused(a.price, price(12.5), 'invalid_type', '.0.amount', ECOM);
    await refused(a.price, price('1', 'GBP'), 'invalid_value', '.0.currency', ECOM);
    await refused(a.price, [...price('1'), ...price('2')], 'invalid_value', '.1.currency', ECOM);
    await refused(a.price, [{ amount: '1' }], 'required', '.0.currency', ECOM);
    await refused(a.price, [{ ...price('1')[0], tax: 1 }], 'unknown_field', '.0.tax', ECOM);
    await refused(a.price, { amount: '1', currency: 'EUR' }, 'invalid_type', '', ECOM);
  });

  it('metric: a decimal amount in one of the units of the attribute', async () => {
    expect(await accepted(a.weight, { amount: '0.25', unit: 'KILOGRAM' })).toEqual({
      amount: '0.25',
      unit: 'KILOGRAM',
    });
    await refused(a.weight, { amount: '1', unit: 'POUND' }, 'invalid_value', '.unit');
    await refused(a.weight, { amount: 'heavy', unit: 'GRAM' }, 'invalid_format', '.amount');
    await refused(a.weight, { amount: 1, unit: 'GRAM' }, 'invalid_type', '.amount');
    await refused(a.weight, { amount: '1' }, 'required', '.unit');
    await refused(a.weight, { amount: '1', unit: 'GRAM', x: 1 }, 'unknown_field', '.x');
    await refused(a.weight, [], 'invalid_type');
  });

  it('media: the id of a live asset of the tenant', async () => {
    const asset = await createAsset(server.db, v.w.home.id);
    expect(await accepted(a.image, asset.id)).toBe(asset.id);
    const foreign = await createAsset(server.db, v.w.foreign.id);
    await refused(a.image, foreign.id, 'invalid_reference');
    await refused(a.image, randomUUID(), 'invalid_reference');
    const gone = await createAsset(server.db, v.w.home.id);
    await server.db.asset.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    await refused(a.image, gone.id, 'invalid_reference');
    await refused(a.image, 'not-an-id', 'invalid_format');
    await refused(a.image, 5, 'invalid_type');
  });
});

describe('channels and locales', () => {
  const write = (attr: Attr, channel: string, locale: string, value: unknown) =>
    v.patch(product.id, [item(attr, scoped(value, channel, locale))]);

  it('take $default unless the attribute has a value per channel or locale', async () => {
    expectError(
      await write(a.rating, ECOM, '$default', 1),
      400,
      'invalid_value',
      '0.values.0.channel',
    );
    expectError(
      await write(a.rating, '$default', 'en_US', 1),
      400,
      'invalid_value',
      '0.values.0.locale',
    );
    expectError(
      await write(a.name, '$default', '$default', 'x'),
      400,
      'invalid_value',
      '0.values.0.locale',
    );
    expectError(
      await write(a.price, '$default', '$default', []),
      400,
      'invalid_value',
      '0.values.0.channel',
    );
  });

  it('per channel: a live channel of the tenant the family enables for the attribute (price, description: ecommerce only)', async () => {
    const eur = [{ amount: '1', currency: 'EUR' }];
    dataOf(await write(a.price, ECOM, '$default', eur));
    const unknown = await write(a.price, 'nowhere', '$default', eur);
    expectError(unknown, 400, 'invalid_value', '0.values.0.channel');
    // A deleted channel lends no locale: de_DE is only print's.
    await server.db.channel.update({
      where: { id: v.cat.channels.print.id },
      data: { deletedAt: new Date() },
    });
    expectError(
      await write(a.name, '$default', 'de_DE', 'x'),
      400,
      'invalid_value',
      '0.values.0.locale',
    );
    await server.db.channel.update({
      where: { id: v.cat.channels.print.id },
      data: { deletedAt: null },
    });
    // description is enabled on ecommerce only (required there).
    dataOf(await write(a.description, ECOM, 'fr_FR', 'Chemise'));
    const off = await write(a.description, 'print', 'en_US', 'Shirt');
    expectError(off, 400, 'invalid_value', '0.values.0.channel');
    expect(off.body.message).toBe('The family does not enable description for the channel print');
    // A value left on a scope the attribute no longer takes can still be removed.
    const stale = await v.product();
    await server.db.product.update({
      where: { id: stale.id },
      data: { rawValues: { [a.description.id]: { print: { en_US: { value: 'old' } } } } },
    });
    const removal = { channel: 'print', locale: 'en_US', data: null };
    dataOf(await v.patch(stale.id, [item(a.description, removal)]));
    expect(await v.stored(stale.id)).toEqual({});
  });

  it('per locale: a locale of the channel, or of a channel enabling the attribute', async () => {
    expectError(
      await write(a.description, ECOM, 'de_DE', 'x'),
      400,
      'invalid_value',
      '0.values.0.locale',
    );
    dataOf(await write(a.name, '$default', 'de_DE', 'Hemd'));
    expectError(
      await write(a.name, '$default', 'es_ES', 'x'),
      400,
      'invalid_value',
      '0.values.0.locale',
    );
  });

  it('refuse the same scope twice in one item', async () => {
    const answer = await v.patch(product.id, [
      item(a.name, scoped('a', '$default', 'en_US'), scoped('b', '$default', 'en_US')),
    ]);
    expectError(answer, 400, 'invalid_value', '0.values.1');
  });
});
