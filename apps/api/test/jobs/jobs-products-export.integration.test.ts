// Exports of products and variants through the real server: the product list's filters,
// `channel_code` and `locales` restricting the values, CSV columns computed from the catalog's
// structure and JSON records in the importers' own shape; and the round trip: a catalog built in
// tenant A, exported (CSV, JSON, XLSX) and imported into tenants B, C and D that hold the same
// structure, reads back the same through the API.
import { parse } from 'csv-parse/sync';
import { createEnrichmentCatalog, uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { importItems, jobItems } from '../helpers/jobs.ts';
import {
  addTagline,
  ean,
  exportFile,
  importFile,
  productIdOf,
  productState,
  revisionsOf,
} from '../helpers/product-jobs.ts';
import { testServer } from '../helpers/server.ts';
import { exportBytes } from '../helpers/structure-jobs.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
await server.startWorker();
const w = await createTenantWorld({
  tenants: ['a', 'b', 'c', 'd'],
  users: { admin: { a: 'admin', b: 'admin', c: 'admin', d: 'admin' } },
  signIn: ['admin'],
});
const catalogs = {
  a: await createEnrichmentCatalog(server.db, w.a.id),
  b: await createEnrichmentCatalog(server.db, w.b.id),
  c: await createEnrichmentCatalog(server.db, w.c.id),
  d: await createEnrichmentCatalog(server.db, w.d.id),
};
for (const catalog of Object.values(catalogs)) await addTagline(server.db, catalog);
const inA = { token: w.tokens.admin, tenant: w.a.id };
const inB = { token: w.tokens.admin, tenant: w.b.id };
const inC = { token: w.tokens.admin, tenant: w.c.id };
const inD = { token: w.tokens.admin, tenant: w.d.id };

/** A product of every kind of value, on both channels and several locales. */
const product = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  family: 'shirts',
  variant_family: 'by_color_size',
  categories: ['shirts'],
  values: {
    name: [
      { locale: 'en_US', data: { value: `Shirt, "${code}"` } },
      { locale: 'fr_FR', data: { value: 'Chemise\nlongue' } },
      { locale: 'de_DE', data: { value: 'Hemd' } },
    ],
    description: [{ channel: 'ecommerce', locale: 'en_US', data: { value: '<p>Soft</p>' } }],
    tagline: [
      { channel: 'ecommerce', locale: 'fr_FR', data: { value: 'Achetez' } },
      { channel: 'print', locale: 'de_DE', data: { value: 'Kauf es' } },
    ],
    ean: [{ data: { value: ean() } }],
    rating: [{ data: { value: 3.25 } }],
    waterproof: [{ data: { value: false } }],
    release_date: [{ data: { value: '2024-12-31' } }],
    materials: [{ data: { value: ['linen', 'cotton'] } }],
    price: [{ channel: 'ecommerce', data: { value: [{ amount: '9.9900', currency: 'USD' }] } }],
    weight: [{ data: { value: { amount: '-0.5', unit: 'GRAM' } } }],
  },
  ...extra,
});

const variant = (productCode: string, sku: string, axes: [string, string], extra = {}) => ({
  product: productCode,
  sku,
  axis_values: { color: axes[0], size: axes[1] },
  ...extra,
});

/** The product records imported into A, by code. */
const sentToA = new Map<string, ReturnType<typeof product>>();

/** A's catalog: three products (one archived, one plain), two with variants. */
async function buildCatalogA() {
  const [full, second, plain] = [uniqueCode('rt'), uniqueCode('rt'), uniqueCode('rt')];
  const records = [
    product(full, { status: 'approved', product_type: 'apparel' }),
    product(second, { categories: ['menswear', 'shirts'], status: 'archived' }),
  ];
  records.forEach((record) => sentToA.set(record.code, record));
  const products = await importItems(request, inA, 'products', [
    ...records,
    { code: plain, family: 'shirts' },
  ]);
  expect(products.result).toMatchObject({ created: 3 });
  const variants = await importItems(request, inA, 'variants', [
    variant(full, uniqueCode('sku'), ['red', 's'], {
      values: { weight: [{ data: { value: { amount: '200', unit: 'GRAM' } } }] },
    }),
    variant(full, uniqueCode('sku'), ['blue', 'm'], {
      is_default: true,
      status: 'in_review',
      values: { tagline: [{ channel: 'print', locale: 'en_US', data: { value: 'Blau' } }] },
    }),
    variant(second, uniqueCode('sku'), ['red', 'l'], {
      values: { materials: [{ data: { value: ['cotton'] } }] },
    }),
  ]);
  expect(variants.result).toMatchObject({ created: 3 });
  return [full, second, plain];
}

/** The state of each product as the API shows it, without ids. */
async function statesOf(as: { token: string; tenant: string }, codes: string[]) {
  const states = [];
  for (const code of codes) {
    const { id: _id, ...state } = (await productState(request, as, code))!;
    states.push(state);
  }
  return states;
}

const csvRows = (text: string): Record<string, string>[] => parse(text, { columns: true });
const ndjson = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('product exports', () => {
  const codes = buildCatalogA();

  it('writes the structure’s columns, restricted to channel_code and locales', async () => {
    const [full] = await codes;
    const id = await productIdOf(request, inA, full!);
    const { job, text } = await exportFile(request, inA, {
      entity: 'products',
      format: 'csv',
      filters: { product_ids: [id] },
      channel_code: 'print',
      locales: ['de_DE'],
    });
    expect(job.result).toMatchObject({ records: 1, format: 'csv' });
    expect(text.split('\n')[0]).toBe(
      'code,family,variant_family,product_type,status,categories,color,ean,image,materials,' +
        'name:de_DE,rating,release_date,size,tagline@print:de_DE,waterproof,weight',
    );
    const [row] = csvRows(text);
    expect(row).toMatchObject({
      code: full,
      family: 'shirts',
      variant_family: 'by_color_size',
      product_type: 'apparel',
      status: 'approved',
      categories: 'shirts',
      'name:de_DE': 'Hemd',
      'tagline@print:de_DE': 'Kauf es',
      materials: 'linen,cotton',
      rating: '3.25',
      waterproof: 'false',
      // A spreadsheet would run `-0.5 GRAM` as a formula; the import removes the quote.
      weight: "'-0.5 GRAM",
      color: '',
    });
  });

  it('writes JSON records in the importer’s shape, with the filters of the product list', async () => {
    const [full, second, plain] = (await codes) as [string, string, string];
    const byFilters = async (filters: Record<string, unknown>) => {
      const { text } = await exportFile(request, inA, {
        entity: 'products',
        format: 'json',
        filters,
      });
      return text.trim() === '' ? [] : ndjson(text).map((r) => r.code);
    };
    expect(await byFilters({ search: full })).toEqual([full]);
    expect((await byFilters({ status: ['disabled'] })).sort()).toEqual([second]);
    const menswear = catalogs.a.categories.menswear.id;
    // The category and those below it: `full` is only in shirts, under menswear.
    expect((await byFilters({ category_id: menswear })).sort()).toEqual([full, second].sort());
    expect((await byFilters({ product_family_id: catalogs.a.family.id })).sort()).toEqual(
      [full, second, plain].sort(),
    );

    const { text } = await exportFile(request, inA, {
      entity: 'products',
      format: 'json',
      filters: { search: full },
      channel_code: 'ecommerce',
    });
    const [record] = ndjson(text);
    const sent = sentToA.get(full)!;
    // Print's tagline is left out; every other value comes back as it was sent (scoped values
    // in channel, then locale order).
    const [en, fr, de] = sent.values.name;
    expect(record).toEqual({
      ...sent,
      values: { ...sent.values, name: [de, en, fr], tagline: [sent.values.tagline[0]] },
    });
  });

  it('exports variants with their axes and overrides', async () => {
    const [full] = await codes;
    const { text } = await exportFile(request, inA, {
      entity: 'variants',
      format: 'csv',
      filters: { search: full },
    });
    const [header, ...lines] = text.trim().split('\n');
    expect(header).toBe(
      'product,sku,is_default,status,color,size,image,materials,tagline@ecommerce:en_US,' +
        'tagline@ecommerce:fr_FR,tagline@print:de_DE,tagline@print:en_US,weight',
    );
    expect(lines).toHaveLength(2);
    const rows = csvRows(text);
    expect(
      rows.map((r) => [
        r.color,
        r.size,
        r.is_default,
        r.status,
        r.weight,
        r['tagline@print:en_US'],
      ]),
    ).toEqual([
      ['red', 's', 'false', 'draft', '200 GRAM', ''],
      ['blue', 'm', 'true', 'in_review', '', 'Blau'],
    ]);
  });
});

describe('round trip', () => {
  it('gives the same catalog in another tenant, through CSV, JSON and XLSX', async () => {
    const codes = await buildCatalogA();
    const filters = {
      product_ids: await Promise.all(codes.map((c) => productIdOf(request, inA, c))),
    };
    const original = await statesOf(inA, codes);
    expect(original[0]!.variants).toHaveLength(2);
    for (const [format, into] of [
      ['csv', inB],
      ['json', inC],
      ['xlsx', inD],
    ] as const) {
      for (const entity of ['products', 'variants'] as const) {
        const file = await exportBytes(server, request, inA, entity, format, filters);
        const job = await importFile(request, into, entity, format, file);
        expect(
          job.result,
          JSON.stringify(await jobItems(request, into, job.id, 'failed')),
        ).toMatchObject({ failed: 0 });
      }
      expect(await statesOf(into, codes)).toEqual(original);
      // Each product: its import revision, then one per variant record; each `import`.
      const id = await productIdOf(request, into, codes[0]!);
      const revisions = await revisionsOf(server.db, id!);
      expect(revisions.map((r) => r.changeSource)).toEqual(['import', 'import', 'import']);
      const completeness = dataOf(await request('GET', `/v1/products/${id}/completeness`, into));
      const there = dataOf(
        await request(
          'GET',
          `/v1/products/${await productIdOf(request, inA, codes[0]!)}/completeness`,
          inA,
        ),
      );
      expect(completeness.completeness).toBe(there.completeness);
    }
  });
});
