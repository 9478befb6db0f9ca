// The list of a product's variants: newest first, by page or by cursor (`after`, `next_cursor`),
// its refusals, over REST and tRPC.
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { colorSize, createVariantWorld, VARIANT_KEYS, variantsPath } from '../helpers/variants.ts';

const { server, request } = await testServer();
const w = await createVariantWorld(server.db, request);
const { options } = w.cat;

describe('GET /v1/products/{productId}/variants', () => {
  it('lists newest first by page, and after a cursor', async () => {
    const product = await w.product();
    const codes = ['s', 'm', 'l'];
    const created = [];
    for (const color of ['red', 'blue']) {
      for (const size of codes)
        created.push(await w.variant(product.id, { axis_values: colorSize(color, size) }));
    }
    const newest = created.map((v) => v.id).reverse();
    const list = async (query: string) =>
      dataOf(await request('GET', `${variantsPath(product.id)}${query}`, w.asViewer()));
    const all = await list('');
    expect(all.items.map((v: { id: string }) => v.id)).toEqual(newest);
    expect(Object.keys(all.items[0]).sort()).toEqual(VARIANT_KEYS);
    expect(all.pagination).toEqual({
      has_next: false,
      page: 1,
      page_size: 20,
      total_items: 6,
      total_pages: 1,
      next_cursor: null,
    });
    const second = await list('?page=2&page_size=4');
    expect(second.items.map((v: { id: string }) => v.id)).toEqual(newest.slice(4));
    expect(second.pagination).toMatchObject({ has_next: false, total_items: 6, total_pages: 2 });
    const past = await list('?page=3&page_size=4');
    expect(past.items).toEqual([]);
    expect(past.pagination).toMatchObject({ has_next: false, total_items: 6 });
    // Keyset: each page's next_cursor gives the next page, until there is none.
    const seen: string[] = [];
    let query = '?page_size=4';
    for (;;) {
      const page = await list(query);
      seen.push(...page.items.map((v: { id: string }) => v.id));
      expect(page.pagination.total_items).toBe(6);
      expect(page.pagination.page).toBe(Math.ceil(seen.length / 4));
      if (!page.pagination.next_cursor) break;
      expect(page.pagination.has_next).toBe(true);
      query = `?page_size=4&after=${encodeURIComponent(page.pagination.next_cursor)}`;
    }
    expect(seen).toEqual(newest);
    expect(all.items[0].axis_values).toEqual([
      { axis_code: 'color', option_code: 'blue', option_label: 'Blue' },
      { axis_code: 'size', option_code: 'l', option_label: 'L' },
    ]);
    expect(options.l.name).toBe('L');
  });

  it('refuses bad paging and answers an empty list for a product without variants', async () => {
    const product = await w.product();
    const get = (query: string) =>
      request('GET', `${variantsPath(product.id)}${query}`, w.asViewer());
    expectError(await get('?page_size=101'), 400, 'out_of_range', 'page_size');
    expectError(await get('?page=0'), 400, 'out_of_range', 'page');
    expectError(await get('?after=bm9wZQ'), 400, 'invalid_value', 'after');
    expectError(await get('?after='), 400, 'too_short', 'after');
    const madeFor = (sort: string) =>
      Buffer.from(
        JSON.stringify([sort, '2026-01-01T00:00:00.000Z', crypto.randomUUID(), 4, 6]),
      ).toString('base64url');
    expectError(await get(`?after=${madeFor('code')}`), 400, 'invalid_value', 'after');
    dataOf(await get(`?after=${madeFor('-created_at')}`));
    expectError(
      await get(`?after=${madeFor('-created_at')}&page=1`),
      400,
      'invalid_combination',
      'after',
    );
    expectError(await get('?sku=x'), 400, 'unknown_field', 'sku');
    const empty = dataOf(await get(''));
    expect(empty).toEqual({
      items: [],
      pagination: {
        has_next: false,
        page: 1,
        page_size: 20,
        total_items: 0,
        total_pages: 0,
        next_cursor: null,
      },
    });
    expectError(
      await request('GET', variantsPath(crypto.randomUUID()), w.asViewer()),
      404,
      'not_found',
    );
  });

  it('lists over tRPC', async () => {
    const product = await w.product();
    const created = await w.variant(product.id);
    const input = encodeURIComponent(JSON.stringify({ productId: product.id }));
    const answer = await request('GET', `/trpc/variants.list?input=${input}`, w.asViewer());
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result.data.items.map((v: { id: string }) => v.id)).toEqual([created.id]);
  });
});
