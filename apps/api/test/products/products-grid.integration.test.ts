// GET /v1/products as the console's grid reads it: a channel and locale scope (each item's
// completeness there, the completeness filter and sort on it, walked by cursor), attribute
// columns read in the scope, value filters of every op on every type (what each keeps, and
// the count beside the page), word search over codes, names and variant SKUs, and the
// caller's own last edits. The refusals are in products-grid-input.integration.test.ts.
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { createGridWorld, type GridPage } from '../helpers/product-grid.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const g = await createGridWorld(server, request);
const { kept, filters } = g;
const SCOPE = 'channel=ecommerce&locale=en_US';

describe('GET /v1/products with a scope', () => {
  it('gives each item its completeness in the channel and locale, null without a scope', async () => {
    const page = await g.page(SCOPE);
    expect(page.items.map((i) => i.scope_completeness)).toEqual([
      { channel: 'ecommerce', locale: 'en_US', ratio: 100, missing: [] },
      { channel: 'ecommerce', locale: 'en_US', ratio: 100, missing: [] },
      { channel: 'ecommerce', locale: 'en_US', ratio: 66, missing: ['price'] },
      { channel: 'ecommerce', locale: 'en_US', ratio: 33, missing: ['description', 'price'] },
    ]);
    // The print channel requires the name and the image: no product has a German name, or
    // an image.
    const print = await g.page('channel=print&locale=de_DE');
    expect(print.items.map((i) => i.scope_completeness?.ratio)).toEqual([0, 0, 0, 0]);
    expect(print.items.map((i) => [...i.scope_completeness!.missing].sort())).toEqual([
      ['image', 'name'],
      ['image', 'name'],
      ['image', 'name'],
      ['image', 'name'],
    ]);
    const english = await g.page('channel=print&locale=en_US');
    expect(english.items.map((i) => i.scope_completeness?.missing)).toEqual([
      ['image'],
      ['image'],
      ['image'],
      ['image'],
    ]);
    const plain = await g.page('');
    expect(plain.items.every((i) => i.scope_completeness === null)).toBe(true);
    expect(plain.items.every((i) => JSON.stringify(i.values) === '{}')).toBe(true);
  });

  it('filters on the scope ratio, and counts the same products', async () => {
    expect(await kept(`${SCOPE}&completeness=complete`)).toEqual(['A', 'B']);
    expect(await kept(`${SCOPE}&completeness=incomplete`)).toEqual(['C', 'D']);
    const counted = await g.page(`${SCOPE}&completeness=incomplete&page_size=1`);
    expect(counted.pagination.total_items).toBe(2);
    // Without the scope, the mean over every pair: print lacks the image for all of them.
    expect(await kept('completeness=complete')).toEqual([]);
  });

  it('sorts on the scope ratio, and a cursor walks the same order', async () => {
    const order = await kept(`${SCOPE}&sort=completeness`);
    expect(order.slice(0, 2)).toEqual(['D', 'C']);
    expect(order.slice(2).sort()).toEqual(['A', 'B']);
    expect(await kept(`${SCOPE}&sort=-completeness`)).toEqual([...order].reverse());
    for (const sort of ['completeness', '-completeness']) {
      const walked: string[] = [];
      let after: string | null = null;
      do {
        const cursor: string = after ? `&after=${encodeURIComponent(after)}` : '';
        const page: GridPage = await g.page(`${SCOPE}&sort=${sort}&page_size=1${cursor}`);
        walked.push(...page.items.map((i) => i.id));
        expect(page.pagination.total_items).toBe(4);
        after = page.pagination.next_cursor;
      } while (after);
      const whole = await g.page(`${SCOPE}&sort=${sort}`);
      expect(walked).toEqual(whole.items.map((i) => i.id));
    }
  });

  it('refuses a completeness cursor made for another scope', async () => {
    const first = await g.page(`${SCOPE}&sort=completeness&page_size=1`);
    const after = encodeURIComponent(first.pagination.next_cursor!);
    const other = await g.answer(`channel=print&locale=en_US&sort=completeness&after=${after}`);
    expect(other.status).toBe(400);
    expect(other.body.errors[0]).toMatchObject({ code: 'invalid_value', field: 'after' });
  });
});

describe('GET /v1/products?columns', () => {
  it('reads each column as stored, in the scope', async () => {
    const columns = 'columns=name,description,rating,price,color,materials,weight,image';
    const [a, b, , d] = (await g.page(`${SCOPE}&${columns}`)).items;
    expect(a!.values).toEqual({
      name: 'Classic crew neck',
      description: 'Soft cotton tee',
      rating: 4.5,
      price: [{ amount: '19.90', currency: 'EUR' }],
      color: 'red',
      materials: ['cotton', 'linen'],
      weight: { amount: '0.2', unit: 'KILOGRAM' },
      image: null,
    });
    expect(b!.values.price).toEqual([{ amount: '5.00', currency: 'EUR' }]);
    expect(d!.values).toMatchObject({ name: 'Linen shirt', description: null, rating: null });
    // Prices are per channel: print holds none; names are per locale: German has none.
    const print = await g.page(`channel=print&locale=de_DE&columns=price,name,rating`);
    expect(print.items[1]!.values).toEqual({ price: null, name: null, rating: 2 });
  });

  it('reads null, without a scope, for an attribute that varies by channel or locale', async () => {
    const [a] = (await g.page('columns=rating,name,description,price')).items;
    expect(a!.values).toEqual({ rating: 4.5, name: null, description: null, price: null });
  });
});

describe('GET /v1/products?value_filters', () => {
  const on = (attribute: string, op: string, value?: unknown, more: object = {}) => ({
    attribute,
    op,
    ...(value === undefined ? {} : { value }),
    ...more,
  });

  it('keeps empty and not empty values at the scope', async () => {
    expect(await kept(`${SCOPE}&${filters(on('description', 'empty'))}`)).toEqual(['D']);
    expect(await kept(`${SCOPE}&${filters(on('description', 'not_empty'))}`)).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(await kept(filters(on('rating', 'empty')))).toEqual(['C', 'D']);
    expect(await kept(filters(on('image', 'empty')))).toEqual(['A', 'B', 'C', 'D']);
    // A condition's own channel and locale win over the list's.
    const onPrint = on('description', 'empty', undefined, { channel: 'print', locale: 'en_US' });
    expect(await kept(`${SCOPE}&${filters(onPrint)}`)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('compares text exactly, or contains it in any case with LIKE wildcards meaning themselves', async () => {
    const scoped = (cond: object) => kept(`${SCOPE}&${filters(cond)}`);
    expect(await scoped(on('description', 'equals', 'Soft cotton tee'))).toEqual(['A']);
    expect(await scoped(on('description', 'equals', 'soft cotton tee'))).toEqual([]);
    expect(await scoped(on('description', 'contains', 'SOFT'))).toEqual(['A']);
    expect(await scoped(on('description', 'contains', '100%'))).toEqual(['C']);
    expect(await scoped(on('description', 'contains', '100'))).toEqual(['B', 'C']);
    expect(await scoped(on('description', 'contains', '_'))).toEqual([]);
    expect(await scoped(on('description', 'contains', "'; DROP TABLE products; --"))).toEqual([]);
    expect(await scoped(on('name', 'contains', 'crew'))).toEqual(['A', 'C']);
    expect(await scoped(on('name', 'contains', 'crew', { locale: 'fr_FR' }))).toEqual([]);
  });

  it('compares numbers, prices, metrics and dates with equals, gte, lte and between', async () => {
    expect(await kept(filters(on('rating', 'gte', 3)))).toEqual(['A']);
    expect(await kept(filters(on('rating', 'lte', 3)))).toEqual(['B']);
    expect(await kept(filters(on('rating', 'equals', 2)))).toEqual(['B']);
    expect(await kept(filters(on('rating', 'between', [1, 5])))).toEqual(['A', 'B']);
    expect(await kept(filters(on('rating', 'between', [4.5, 4.5])))).toEqual(['A']);
    expect(await kept(`${SCOPE}&${filters(on('price', 'gte', 10))}`)).toEqual(['A']);
    expect(await kept(`${SCOPE}&${filters(on('price', 'lte', 10))}`)).toEqual(['B']);
    expect(await kept(`${SCOPE}&${filters(on('price', 'equals', 19.9))}`)).toEqual(['A']);
    const onPrint = on('price', 'lte', 10, { channel: 'print' });
    expect(await kept(filters(onPrint))).toEqual([]);
    expect(await kept(filters(on('price', 'empty', undefined, { channel: 'ecommerce' })))).toEqual([
      'C',
      'D',
    ]);
    expect(await kept(filters(on('weight', 'between', [0.1, 0.5])))).toEqual(['A']);
    expect(await kept(filters(on('weight', 'gte', 1)))).toEqual([]);
    const year = on('release_date', 'between', ['2024-01-01', '2024-12-31']);
    expect(await kept(filters(year))).toEqual(['A']);
    expect(await kept(filters(on('release_date', 'lte', '2024-02-29')))).toEqual([]);
    expect(await kept(filters(on('release_date', 'equals', '2024-03-01')))).toEqual(['A']);
  });

  it('compares booleans, and keeps selects by any of their option codes', async () => {
    expect(await kept(filters(on('waterproof', 'equals', true)))).toEqual(['A']);
    expect(await kept(filters(on('waterproof', 'equals', false)))).toEqual(['B']);
    expect(await kept(filters(on('color', 'in', ['red'])))).toEqual(['A']);
    expect(await kept(filters(on('color', 'in', ['red', 'blue', 'green'])))).toEqual(['A', 'B']);
    expect(await kept(filters(on('materials', 'in', ['linen'])))).toEqual(['A', 'B']);
    expect(await kept(filters(on('materials', 'in', ['cotton', 'silk'])))).toEqual(['A']);
    expect(await kept(filters(on('materials', 'not_empty')))).toEqual(['A', 'B']);
  });

  it('keeps the products meeting every condition, and counts them as the page keeps them', async () => {
    const both = filters(on('rating', 'gte', 1), on('waterproof', 'equals', false));
    expect(await kept(both)).toEqual(['B']);
    const page = await g.page(`${SCOPE}&${filters(on('description', 'not_empty'))}&page_size=1`);
    expect(page.items).toHaveLength(1);
    expect(page.pagination.total_items).toBe(3);
    expect(page.pagination.has_next).toBe(true);
  });

  it('takes the same conditions over tRPC', async () => {
    const input = {
      code: g.prefix,
      channel: 'ecommerce',
      locale: 'en_US',
      columns: ['rating'],
      value_filters: JSON.stringify([on('rating', 'gte', 3)]),
    };
    const answer = await request(
      'GET',
      `/trpc/products.list?input=${encodeURIComponent(JSON.stringify(input))}`,
      g.w.asViewer(),
    );
    expect(answer.status).toBe(200);
    const items = answer.body.result.data.items as { id: string; values: object }[];
    expect(items.map((i) => [i.id, i.values])).toEqual([[g.products.A.id, { rating: 4.5 }]]);
  });
});

describe('GET /v1/products?search', () => {
  it('needs every word in the code, the name or a variant SKU, in any order and case', async () => {
    expect(await kept('search=crew neck classic')).toEqual(['A']);
    expect(await kept('search=CREW')).toEqual(['A', 'C', 'D']);
    expect(await kept('search=crewsku')).toEqual(['D']);
    expect(await kept('search=  neck   basic ')).toEqual(['C']);
    expect(await kept('search=classic oxford')).toEqual([]);
    expect(await kept(`search=${g.prefix}-b oxford`)).toEqual(['B']);
    expect(await kept('search=100%25')).toEqual([]);
  });
});

describe('GET /v1/products?modified_by=me', () => {
  it("keeps the products the caller changed last, and another's no more once they change it", async () => {
    expect(await kept('modified_by=me', g.w.asEditor)).toEqual(['A', 'B', 'C', 'D']);
    expect(await kept('modified_by=me', g.w.asAdmin)).toEqual([]);
    const { a } = g;
    dataOf(
      await g.patch(
        g.products.B.id,
        [
          {
            attribute_id: a.rating.id,
            values: [{ channel: '$default', locale: '$default', data: { value: 3 } }],
          },
        ],
        g.w.asAdmin,
      ),
    );
    expect(await kept('modified_by=me&sort=-modified_at', g.w.asAdmin)).toEqual(['B']);
    expect(await kept('modified_by=me', g.w.asEditor)).toEqual(['A', 'C', 'D']);
    dataOf(
      await g.patch(g.products.B.id, [
        {
          attribute_id: a.rating.id,
          values: [{ channel: '$default', locale: '$default', data: { value: 2 } }],
        },
      ]),
    );
  });
});
