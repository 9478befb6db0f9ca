// GET /v1/products: every sort both ways, paging by page, and paging by cursor (`after`,
// `pagination.next_cursor`) through a whole list: every product exactly once, in order.
import { createProductFamily, uniqueCode } from '@pim/db/seed';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkListPaging, dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { createProductsWorld, PRODUCTS, writeValues } from '../helpers/products.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createProductsWorld(server, request);
const NAME = w.catalog.attributes.name.id;

type Item = {
  id: string;
  code: string;
  name: string | null;
  completeness: number;
  created_at: string;
  modified_at: string;
};
type Page = { items: Item[]; pagination: Record<string, unknown> & { next_cursor: string | null } };

const list = async (query: string): Promise<Page> =>
  dataOf(await request('GET', `${PRODUCTS}?${query}`, w.asViewer()));

/** Seven products of a family of their own: names repeat, one has none; completeness repeats. */
let familyId = '';
let made: Item[] = [];
beforeAll(async () => {
  const family = await createProductFamily(server.db, w.home.id);
  await server.db.productFamily.update({
    where: { id: family.id },
    data: { nameAttributeId: NAME },
  });
  familyId = family.id;
  // One case, so that any collation sorts them alike.
  const names = ['pear', 'apple', 'pear', null, 'zebra', 'mango', 'apple'];
  const completeness = [10, 100, 10, 0, 55, 100, 10];
  for (const [i, name] of names.entries()) {
    const p = await w.create({ code: uniqueCode(`c${(i * 3) % 7}`), product_family_id: family.id });
    if (name) {
      await writeValues(server.db, p.id, { [NAME]: { $default: { en_US: { value: name } } } });
    }
    await server.db.product.update({
      where: { id: p.id },
      data: { completeness: completeness[i] },
    });
  }
  made = (await list(`product_family_id=${familyId}&page_size=100`)).items;
  expect(made).toHaveLength(7);
});

/** The list's order: the key (no name sorts as an empty one), then the id, both one way. */
const byKey = <K extends keyof Item>(key: K, desc: boolean) => {
  return (a: Item, b: Item) => {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    const c = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return desc ? -c : c;
  };
};

describe('GET /v1/products: sort', () => {
  it('sorts by each field both ways, ties broken by id in the same direction', async () => {
    for (const field of ['created_at', 'modified_at', 'code', 'name', 'completeness'] as const) {
      for (const desc of [false, true]) {
        const sort = `${desc ? '-' : ''}${field}`;
        const answer = await list(`product_family_id=${familyId}&page_size=100&sort=${sort}`);
        const expected = [...made].sort(byKey(field, desc)).map((i) => i.id);
        expect(
          answer.items.map((i) => i.id),
          sort,
        ).toEqual(expected);
      }
    }
    expectError(
      await request('GET', `${PRODUCTS}?sort=price`, w.asViewer()),
      400,
      'invalid_value',
      'sort',
    );
  });
});

describe('GET /v1/products: paging', () => {
  it('pages by number, 1 to 100 a page', async () => {
    await checkListPaging(request, w, PRODUCTS, { defaultPageSize: 10, topLevelPagination: false });
    const second = await list(`product_family_id=${familyId}&page_size=3&page=2`);
    expect(second.items.map((i) => i.id)).toEqual(made.slice(3, 6).map((i) => i.id));
    expect(second.pagination).toMatchObject({ page: 2, total_items: 7, total_pages: 3 });
  });

  it('walks the whole list by cursor, every product once and in order, for two sorts', async () => {
    for (const sort of ['-created_at', 'name', '-completeness', 'code']) {
      const all = (await list(`product_family_id=${familyId}&page_size=100&sort=${sort}`)).items;
      const seen: string[] = [];
      let page = await list(`product_family_id=${familyId}&page_size=2&sort=${sort}`);
      const pages = [page.pagination];
      seen.push(...page.items.map((i) => i.id));
      while (page.pagination.next_cursor) {
        const after = encodeURIComponent(page.pagination.next_cursor);
        page = await list(`product_family_id=${familyId}&page_size=2&sort=${sort}&after=${after}`);
        pages.push(page.pagination);
        seen.push(...page.items.map((i) => i.id));
      }
      expect(seen, sort).toEqual(all.map((i) => i.id));
      expect(pages.map((p) => [p.page, p.has_next, p.total_items])).toEqual([
        [1, true, 7],
        [2, true, 7],
        [3, true, 7],
        [4, false, 7],
      ]);
    }
  });

  it('keeps a walk exact while products are added: no repeat, no skip, one count', async () => {
    const family = await createProductFamily(server.db, w.home.id);
    const original = [];
    for (let i = 0; i < 5; i++) original.push(await w.create({ product_family_id: family.id }));
    const query = `product_family_id=${family.id}&page_size=2`;
    const first = await list(query);
    // A newer product lands before the walk's position; the walk does not see it.
    await w.create({ product_family_id: family.id });
    const second = await list(`${query}&after=${first.pagination.next_cursor}`);
    // The total of a cursor page is the one counted for the walk's first page.
    expect(second.pagination).toMatchObject({ page: 2, total_items: 5, has_next: true });
    const third = await list(`${query}&after=${second.pagination.next_cursor}`);
    expect(third.pagination).toMatchObject({ page: 3, has_next: false, next_cursor: null });
    const seen = [...first.items, ...second.items, ...third.items].map((i) => i.id);
    expect(seen).toEqual(original.map((p) => p.id).reverse());
    expect((await list(query)).pagination.total_items).toBe(6);
  });

  it('refuses a cursor with a page, a malformed one and one made for another sort', async () => {
    const first = await list(`product_family_id=${familyId}&page_size=2`);
    const cursor = first.pagination.next_cursor!;
    const get = (query: string) => request('GET', `${PRODUCTS}?${query}`, w.asViewer());
    expectError(await get(`page=1&after=${cursor}`), 400, 'invalid_combination', 'after');
    for (const bad of [
      'x',
      'not*base64',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["-created_at","2026-13-45T00:00:00.000Z","x"]').toString('base64url'),
      Buffer.from(`["code",12,"${made[0]!.id}"]`).toString('base64url'),
      Buffer.from(`["completeness",32768,"${made[0]!.id}"]`).toString('base64url'),
      // Forged counts: an offset or total near 2^53 overflowed the next page's numbers (500).
      Buffer.from(
        `["-created_at","2026-11-24T12:19:43.801Z","${made[0]!.id}",9007199254740991,5]`,
      ).toString('base64url'),
      Buffer.from(
        `["-created_at","2026-11-24T12:19:43.801Z","${made[0]!.id}",2,9007199254740991]`,
      ).toString('base64url'),
    ]) {
      expectError(await get(`after=${bad}`), 400, 'invalid_value', 'after');
    }
    expectError(await get(`sort=code&after=${cursor}`), 400, 'invalid_value', 'after');
    expectError(await get(`after=${'x'.repeat(2049)}`), 400, 'too_long', 'after');
    expectError(await get('after='), 400, 'too_short', 'after');
  });

  it('pages by cursor over tRPC too, and answers nothing to another tenant', async () => {
    const first = await list(`product_family_id=${familyId}&page_size=3`);
    const input = encodeURIComponent(
      JSON.stringify({
        product_family_id: familyId,
        page_size: 3,
        after: first.pagination.next_cursor,
      }),
    );
    const answer = await request('GET', `/trpc/products.list?input=${input}`, w.asViewer());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data.items.map((i: Item) => i.id)).toEqual(
      made.slice(3, 6).map((i) => i.id),
    );
    const bad = encodeURIComponent(JSON.stringify({ after: 'x' }));
    expectTrpcError(
      await request('GET', `/trpc/products.list?input=${bad}`, w.asViewer()),
      400,
      'invalid_value',
      'after',
    );
    const foreign = dataOf(
      await request('GET', `${PRODUCTS}?product_family_id=${familyId}`, w.asForeign()),
    );
    expect(foreign.items).toEqual([]);
    expectError(await request('GET', PRODUCTS, w.asAdminInForeign()), 403, 'tenant_forbidden');
  });
});
