// GET /v1/products: what the grid's parameters refuse, each with a 400 that names the field and
// says what is wrong (never a 500): a half scope, a channel or locale the tenant does not have,
// unknown or too many columns, and every malformed, mistyped or hostile value filter.
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { createGridWorld } from '../helpers/product-grid.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const g = await createGridWorld(server, request);
const SCOPE = 'channel=ecommerce&locale=en_US';
const raw = (text: string) => `value_filters=${encodeURIComponent(text)}`;

/** The answer's first error message (to check it names what is wrong). */
const messageOf = async (query: string) => {
  const answer = await g.answer(query);
  expect(answer.status, answer.text).toBe(400);
  return answer.body.errors[0].message as string;
};

describe('GET /v1/products: the scope', () => {
  it('takes channel and locale together only', async () => {
    expectError(await g.answer('channel=ecommerce'), 400, 'invalid_combination', 'locale');
    expectError(await g.answer('locale=en_US'), 400, 'invalid_combination', 'locale');
  });

  it('refuses a channel the tenant does not have, or a locale not of the channel, naming it', async () => {
    expectError(await g.answer('channel=nowhere&locale=en_US'), 400, 'invalid_value', 'channel');
    expect(await messageOf('channel=nowhere&locale=en_US')).toContain('nowhere');
    expectError(await g.answer('channel=ecommerce&locale=de_DE'), 400, 'invalid_value', 'locale');
    expect(await messageOf('channel=ecommerce&locale=de_DE')).toContain('de_DE');
    // The other tenant's channel of the same code is not this tenant's.
    await server.db.channel.update({
      where: { id: g.foreignCat.channels.print.id },
      data: { code: 'foreign_print' },
    });
    expectError(await g.answer('channel=foreign_print&locale=en_US'), 400, 'invalid_value');
    expectError(await g.answer("channel=a'b&locale=en_US"), 400, 'invalid_format', 'channel');
  });
});

describe('GET /v1/products: columns', () => {
  it('refuses an unknown code, naming it, and more than 20 columns', async () => {
    expectError(await g.answer('columns=rating,nope'), 400, 'invalid_value', 'columns.1');
    expect(await messageOf('columns=rating,nope')).toContain('nope');
    const many = Array.from({ length: 21 }, (_, i) => `c${i}`).join(',');
    expectError(await g.answer(`columns=${many}`), 400, 'too_long', 'columns');
    expectError(await g.answer('columns=%27%3B--'), 400, 'invalid_format', 'columns.0');
  });

  it('refuses another tenant’s attribute as unknown', async () => {
    await server.db.attribute.update({
      where: { id: g.foreignCat.attributes.rating.id },
      data: { code: 'foreign_rating' },
    });
    expectError(await g.answer('columns=foreign_rating'), 400, 'invalid_value', 'columns.0');
  });
});

describe('GET /v1/products: value_filters', () => {
  const refused = async (conditions: unknown, code: string, field: string, query = SCOPE) =>
    expectError(await g.answer(`${query}&${g.filters(...[conditions].flat())}`), 400, code, field);

  it('refuses what is not a JSON array of at most 10 conditions', async () => {
    expectError(await g.answer(raw('not json')), 400, 'malformed_json', 'value_filters');
    expectError(await g.answer(raw('[{"attribute":')), 400, 'malformed_json', 'value_filters');
    expectError(await g.answer(raw('{}')), 400, 'invalid_type', 'value_filters');
    expectError(await g.answer(raw('"rating"')), 400, 'invalid_type', 'value_filters');
    expectError(await g.answer(raw('null')), 400, 'invalid_type', 'value_filters');
    const eleven = Array.from({ length: 11 }, () => ({ attribute: 'rating', op: 'empty' }));
    expectError(await g.answer(raw(JSON.stringify(eleven))), 400, 'too_long', 'value_filters');
    expectError(await g.answer(raw('x'.repeat(8001))), 400, 'too_long', 'value_filters');
    expectError(await g.answer('value_filters='), 400, 'too_short', 'value_filters');
  });

  it('refuses a condition of the wrong shape, on its field', async () => {
    await refused([1], 'invalid_type', 'value_filters.0');
    await refused([[]], 'invalid_type', 'value_filters.0');
    await refused({ op: 'empty' }, 'required', 'value_filters.0.attribute');
    await refused({ attribute: 'rating' }, 'required', 'value_filters.0.op');
    await refused({ attribute: 'rating', op: 'like' }, 'invalid_value', 'value_filters.0.op');
    await refused({ attribute: 'rating', op: 'empty', x: 1 }, 'unknown_field', 'value_filters.0.x');
    await refused({ attribute: 5, op: 'empty' }, 'invalid_type', 'value_filters.0.attribute');
    await refused({ attribute: "a'b", op: 'empty' }, 'invalid_format', 'value_filters.0.attribute');
    const second = [
      { attribute: 'rating', op: 'empty' },
      { attribute: 'nope', op: 'empty' },
    ];
    await refused(second, 'invalid_value', 'value_filters.1.attribute');
    expect(await messageOf(`${SCOPE}&${g.filters(...second)}`)).toContain('nope');
  });

  it('refuses an op the attribute type does not take, saying which it takes', async () => {
    await refused(
      { attribute: 'rating', op: 'contains', value: '4' },
      'invalid_value',
      'value_filters.0.op',
    );
    await refused(
      { attribute: 'description', op: 'gte', value: 1 },
      'invalid_value',
      'value_filters.0.op',
    );
    await refused(
      { attribute: 'color', op: 'equals', value: 'red' },
      'invalid_value',
      'value_filters.0.op',
    );
    await refused(
      { attribute: 'waterproof', op: 'in', value: [true] },
      'invalid_value',
      'value_filters.0.op',
    );
    await refused(
      { attribute: 'image', op: 'equals', value: 'x' },
      'invalid_value',
      'value_filters.0.op',
    );
    const message = await messageOf(
      `${SCOPE}&${g.filters({ attribute: 'rating', op: 'contains', value: '4' })}`,
    );
    expect(message).toContain('equals, gte, lte, between');
  });

  it('refuses a value of the wrong shape for the op and type', async () => {
    const at = 'value_filters.0.value';
    await refused({ attribute: 'rating', op: 'gte', value: '3' }, 'invalid_type', at);
    await refused({ attribute: 'rating', op: 'gte' }, 'required', at);
    await refused({ attribute: 'rating', op: 'gte', value: null }, 'required', at);
    await refused({ attribute: 'rating', op: 'between', value: [5, 1] }, 'invalid_value', at);
    await refused({ attribute: 'rating', op: 'between', value: [1] }, 'invalid_value', at);
    await refused({ attribute: 'rating', op: 'between', value: 3 }, 'invalid_value', at);
    await refused(
      { attribute: 'rating', op: 'between', value: [1, 'x'] },
      'invalid_type',
      `${at}.1`,
    );
    await refused({ attribute: 'rating', op: 'empty', value: 1 }, 'invalid_value', at);
    await refused(
      { attribute: 'release_date', op: 'gte', value: '2024-02-30' },
      'invalid_value',
      at,
    );
    await refused({ attribute: 'release_date', op: 'gte', value: 20240101 }, 'invalid_value', at);
    await refused({ attribute: 'description', op: 'contains', value: '' }, 'invalid_value', at);
    await refused(
      { attribute: 'description', op: 'contains', value: 'x'.repeat(256) },
      'invalid_value',
      at,
    );
    await refused({ attribute: 'description', op: 'equals', value: 3 }, 'invalid_value', at);
    await refused({ attribute: 'waterproof', op: 'equals', value: 'true' }, 'invalid_type', at);
    await refused({ attribute: 'color', op: 'in', value: [] }, 'invalid_value', at);
    await refused({ attribute: 'color', op: 'in', value: 'red' }, 'invalid_value', at);
    await refused({ attribute: 'color', op: 'in', value: [{ code: 'red' }] }, 'invalid_value', at);
    const many = Array.from({ length: 101 }, (_, i) => `o${i}`);
    await refused({ attribute: 'materials', op: 'in', value: many }, 'invalid_value', at);
  });

  it('refuses a scoped attribute read without its channel or locale, saying which is missing', async () => {
    const description = { attribute: 'description', op: 'empty' };
    await refused(description, 'required', 'value_filters.0.channel', '');
    expect(await messageOf(g.filters(description))).toContain('channel');
    await refused(
      { ...description, channel: 'ecommerce' },
      'required',
      'value_filters.0.locale',
      '',
    );
    await refused({ attribute: 'name', op: 'empty' }, 'required', 'value_filters.0.locale', '');
    await refused(
      { ...description, channel: 'nowhere' },
      'invalid_value',
      'value_filters.0.channel',
    );
    await refused({ ...description, locale: 'de_DE' }, 'invalid_value', 'value_filters.0.locale');
    await refused({ ...description, locale: 'xx_XX' }, 'invalid_value', 'value_filters.0.locale');
  });

  it('answers hostile conditions with a 400, never a 500', async () => {
    const hostile = [
      raw('[{"attribute":"rating","op":"gte","value":1e400}]'),
      raw('[{"attribute":"rating","op":"between","value":[-1e400,1e400]}]'),
      raw(`${'['.repeat(2000)}${']'.repeat(2000)}`),
      raw('[{"__proto__":{"op":"empty"},"attribute":"rating"}]'),
      raw('[{"attribute":"rating","op":"gte","value":{"$gt":0}}]'),
      raw('[{"attribute":"color","op":"in","value":["red\' OR 1=1 --"]}]'),
      raw('[{"attribute":"rating","op":"empty","channel":"../../etc"}]'),
      raw('[{"attribute":"toString","op":"empty"}]'),
      raw('[{"attribute":"constructor","op":"empty"}]'),
      raw('[{"attribute":"rating","op":"__proto__"}]'),
      `${raw('[]')}&${raw('[]')}`,
    ];
    for (const query of hostile) {
      const answer = await g.answer(`${SCOPE}&${query}`);
      expect([200, 400], `${query}: ${answer.text}`).toContain(answer.status);
      if (answer.status === 400) expect(answer.body.success).toBe(false);
    }
    // An option code that names no option keeps nothing (it is not an error).
    const unknown = await g.page(g.filters({ attribute: 'color', op: 'in', value: ["x' OR 1=1"] }));
    expect(unknown.items).toEqual([]);
  });

  it('refuses modified_by other than me', async () => {
    expectError(await g.answer('modified_by=you'), 400, 'invalid_value', 'modified_by');
  });
});
