// The product grid's world: the enrichment catalog in home, and four products of one code
// prefix with values written through the API (so their completeness is computed as a real
// write computes it), each meant to be kept or left by some filter:
//   A  "Classic crew neck": every ecommerce requirement met (100), rating 4.5, waterproof,
//      red, cotton and linen, 19.90 EUR on ecommerce, 0.2 kg, released 2024-03-01
//   B  "Slim oxford": "Save 100 percent", 5.00 EUR on ecommerce (100), rating 2, not
//      waterproof, blue, linen
//   C  "Crew neck basic": "Save 100% now", no price (66)
//   D  "Linen shirt": a name only (33), and a variant whose SKU ends in -crewsku
import { createProduct, uniqueCode } from '@pim/db/seed';
import { dataOf } from './catalog.ts';
import { PRODUCTS } from './products.ts';
import type { Request, TestServer } from './server.ts';
import { createValuesWorld, item, scoped } from './values.ts';

export type GridItem = {
  id: string;
  code: string;
  scope_completeness: { channel: string; locale: string; ratio: number; missing: string[] } | null;
  values: Record<string, unknown>;
} & Record<string, unknown>;
export type GridPage = {
  items: GridItem[];
  pagination: Record<string, unknown> & { total_items: number; next_cursor: string | null };
};

export async function createGridWorld(server: TestServer, request: Request) {
  const v = await createValuesWorld(server, request);
  const { a, cat } = v;
  const prefix = uniqueCode('grid');
  const make = async (letter: string, values: unknown[]) => {
    const product = await createProduct(server.db, cat.family, {
      code: `${prefix}-${letter}`,
      variantFamilyId: cat.variantFamily.id,
    });
    dataOf(await v.patch(product.id, values));
    return product;
  };
  const name = (text: string) => item(a.name, scoped(text, '$default', 'en_US'));
  const description = (text: string) => item(a.description, scoped(text, 'ecommerce', 'en_US'));
  const price = (amount: string, channel: string) =>
    item(a.price, scoped([{ amount, currency: 'EUR' }], channel));

  const products = {
    A: await make('a', [
      name('Classic crew neck'),
      description('Soft cotton tee'),
      price('19.90', 'ecommerce'),
      item(a.rating, scoped(4.5)),
      item(a.waterproof, scoped(true)),
      item(a.releaseDate, scoped('2024-03-01')),
      item(a.color, scoped('red')),
      item(a.materials, scoped(['cotton', 'linen'])),
      item(a.weight, scoped({ amount: '0.2', unit: 'KILOGRAM' })),
    ]),
    B: await make('b', [
      name('Slim oxford'),
      description('Save 100 percent'),
      price('5.00', 'ecommerce'),
      item(a.rating, scoped(2)),
      item(a.waterproof, scoped(false)),
      item(a.color, scoped('blue')),
      item(a.materials, scoped(['linen'])),
    ]),
    C: await make('c', [name('Crew neck basic'), description('Save 100% now')]),
    D: await make('d', [name('Linen shirt')]),
  };
  await server.db.variant.create({
    data: {
      tenantId: v.w.home.id,
      productId: products.D.id,
      sku: `${prefix}-crewsku`,
      axisKey: `${a.color.id}=red;${a.size.id}=s`,
      rawValues: {
        [a.color.id]: { $default: { $default: { value: 'red' } } },
        [a.size.id]: { $default: { $default: { value: 's' } } },
      },
    },
  });
  const letterOf = new Map(Object.entries(products).map(([letter, p]) => [p.id, letter]));

  /** One page of the prefix's products, sorted by code unless `query` sorts. */
  const page = async (query: string, who = v.w.asViewer) => {
    const sort = query.includes('sort=') ? '' : '&sort=code';
    const size = query.includes('page_size=') ? '' : '&page_size=100';
    const path = `${PRODUCTS}?code=${prefix}${size}${sort}&${query}`;
    return dataOf(await request('GET', path, who())) as GridPage;
  };
  /** The letters of the products a query keeps, in order. */
  const kept = async (query: string, who = v.w.asViewer) =>
    (await page(query, who)).items.map((i) => letterOf.get(i.id));
  /** A value_filters query parameter of these conditions. */
  const filters = (...conditions: unknown[]) =>
    `value_filters=${encodeURIComponent(JSON.stringify(conditions))}`;
  /** The answer of a query of the prefix's products (for the refusals). */
  const answer = (query: string) =>
    request('GET', `${PRODUCTS}?code=${prefix}&${query}`, v.w.asViewer());
  return Object.assign(v, { prefix, products, page, kept, filters, answer });
}
