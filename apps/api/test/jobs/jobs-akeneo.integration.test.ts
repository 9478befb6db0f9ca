// Akeneo's whole demo catalog imported as it is (`format: "akeneo_csv"`), file by file in its
// load order, through import jobs. What is not an import entity is made through the API
// first, as the structure test does: the channels with their locales (after the trees they
// point to) and the attribute groups. Then the counts per entity are checked against the
// files, every record that did not land has a reason, and a sample of values per channel and
// locale is read back through the API and compared with the files' cells.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sanitizeRichText } from '@pim/core/testing';
import { describe, expect, it } from 'vitest';
import { AKENEO_DIR, listOf, nameOf, readAkeneo, type Row } from '../helpers/akeneo.ts';
import { dataOf } from '../helpers/catalog.ts';
import { jobItems, startJob, uploadFile, waitForJob } from '../helpers/jobs.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
await server.startWorker();
const w = await createTenantWorld({ users: { admin: { home: 'admin' } }, signIn: ['admin'] });
const as = { token: w.tokens.admin, tenant: w.home.id };

const get = async (url: string) => dataOf(await request('GET', url, as));
const post = async (url: string, body: unknown) =>
  dataOf(await request('POST', url, { ...as, body }));

/** Every item of a list, page by page. */
async function getAll(url: string): Promise<any[]> {
  const items: any[] = [];
  for (let page = 1; ; page++) {
    const data = await get(`${url}${url.includes('?') ? '&' : '?'}page=${page}&page_size=100`);
    items.push(...data.items);
    if (!data.pagination.has_next) return items;
  }
}

const productByCode = async (code: string) => {
  const found = (await get(`/v1/products?code=${encodeURIComponent(code)}&page_size=100`)).items;
  const product = found.find((p: any) => p.code === code);
  expect(product, code).toBeDefined();
  return product;
};
/** A product's (or variant's) values: attribute code → [{channel, locale, data}]. */
const valuesOf = async (url: string) =>
  Object.fromEntries(
    (await getAll(url)).map((row) => [row.attribute_code, { ...row, byScope: scopes(row) }]),
  );
const scopes = (row: any) =>
  Object.fromEntries(row.values.map((v: any) => [`${v.channel}/${v.locale}`, v.data.value]));
const D = '$default/$default';

const files = {
  categories: readAkeneo('categories.csv'),
  channels: readAkeneo('channels.csv'),
  groups: readAkeneo('attribute_groups.csv'),
  attributes: readAkeneo('attributes.csv'),
  options: readAkeneo('attribute_options.csv'),
  families: readAkeneo('families.csv'),
  familyVariants: readAkeneo('family_variants.csv'),
  models: readAkeneo('product_models.csv'),
  products: readAkeneo('products.csv'),
};

type Imported = { job: any; items: any[]; ms: number };
const imported = new Map<string, Imported>();

/** Uploads one file of the dataset and imports it to the end: the job, its items, the time. */
async function importFile(entity: string, file: string): Promise<Imported> {
  const started = performance.now();
  const fileId = await uploadFile(request, as, file, readFileSync(path.join(AKENEO_DIR, file)));
  const body = { entity, format: 'akeneo_csv', file_id: fileId };
  const job = await startJob(request, as, 'imports', body);
  const done = await waitForJob(request, as, job.id, 120_000);
  const ms = performance.now() - started;
  expect(done.status, JSON.stringify(done.error)).toBe('completed');
  return { job: done, items: await jobItems(request, as, job.id), ms };
}

/** The code of the row an item is about (its payload is the row of a record that did not land). */
const rowCode = (item: any): string => item.payload?.code ?? item.payload?.sku ?? item.key;
const notLanded = (file: string, status: 'failed' | 'skipped') =>
  imported.get(file)!.items.filter((item) => item.status === status);

// What the service refuses, and why (the structure test shows the same for `tv`): the family
// variant `tv` varies by a metric (axes are select or boolean), so its model and the model's
// variants have nowhere to go; AKNSTK has no family, which every product needs here.
const tvModels = files.models.filter((m) => m.family_variant === 'tv').map((m) => m.code!);
const tvVariants = files.products.filter((p) => tvModels.includes(p.parent!)).map((p) => p.sku!);
const EXPECTED_FAILURES: Record<string, string[]> = {
  'family_variants.csv': ['tv'],
  'product_models.csv': tvModels,
  'products.csv': ['AKNSTK', ...tvVariants].sort(),
};
const subModels = files.models.filter((m) => m.parent);

describe("Akeneo's demo catalog through akeneo_csv import jobs", () => {
  it('imports every file in the load order, each in seconds', async () => {
    const run = async (entity: string, file: string) =>
      imported.set(file, await importFile(entity, file));
    await run('categories', 'categories.csv');
    // Channels and attribute groups are not import entities: made through the API.
    const trees = new Map((await getAll('/v1/category-trees')).map((t) => [t.code, t.id]));
    for (const row of files.channels) {
      await post('/v1/channels', {
        code: row.code,
        name: nameOf(row),
        category_tree_id: trees.get(row.tree),
        locales: listOf(row.locales).map((locale_code) => ({ locale_code })),
      });
    }
    for (const row of files.groups) {
      await post('/v1/attribute-groups', {
        code: row.code,
        name: nameOf(row),
        sort_order: Number(row.sort_order),
      });
    }
    await run('attributes', 'attributes.csv');
    await run('attribute_options', 'attribute_options.csv');
    await run('families', 'families.csv');
    await run('families', 'family_variants.csv');
    await run('products', 'product_models.csv');
    await run('products', 'products.csv');

    const total = [...imported.values()].reduce((sum, one) => sum + one.ms, 0);
    console.log(
      [...imported].map(([file, one]) => `${file}: ${Math.round(one.ms)} ms`).join('\n') +
        `\nall files: ${(total / 1000).toFixed(1)} s`,
    );
    for (const [file, one] of imported) {
      expect(one.job.progress.processed, file).toBe(one.job.progress.total);
    }
  }, 300_000);

  it('lands every record of every file but the ones the service refuses', () => {
    const rows: Record<string, Row[]> = {
      'categories.csv': files.categories,
      'attributes.csv': files.attributes,
      'attribute_options.csv': files.options,
      'families.csv': files.families,
      'family_variants.csv': files.familyVariants,
      'product_models.csv': files.models,
      'products.csv': files.products,
    };
    for (const [file, one] of imported) {
      const failed = notLanded(file, 'failed').map(rowCode).sort();
      expect(failed, `${file}: ${JSON.stringify(notLanded(file, 'failed')[0]?.errors)}`).toEqual(
        EXPECTED_FAILURES[file] ?? [],
      );
      const skipped = notLanded(file, 'skipped').map(rowCode).sort();
      expect(skipped, file).toEqual(
        file === 'product_models.csv' ? subModels.map((m) => m.code!).sort() : [],
      );
      expect(one.items, file).toHaveLength(rows[file]!.length);
      const { created, updated, unchanged } = one.job.result;
      expect(created + updated + unchanged, file).toBe(
        rows[file]!.length - failed.length - skipped.length,
      );
    }
    // Media cells point into the export's absent files/ folder: dropped, and counted.
    const dropped = imported
      .get('products.csv')!
      .items.reduce((sum, item) => sum + (item.payload?.dropped_media ?? 0), 0);
    expect(dropped).toBeGreaterThan(0);
  });

  it('says, for each record that did not land, why in words a person can act on', () => {
    const refused = [...imported.values()].flatMap((one) =>
      one.items.filter((item) => item.status !== 'succeeded'),
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const item of refused) {
      expect(item.errors.length, JSON.stringify(item)).toBeGreaterThan(0);
      for (const error of item.errors) expect(error.message.length).toBeGreaterThan(10);
    }
    const reasonOf = (file: string, code: string) =>
      notLanded(file, 'failed').find((item) => rowCode(item) === code).errors[0];
    expect(reasonOf('family_variants.csv', 'tv')).toMatchObject({
      code: 'invalid_value',
      field: expect.stringMatching(/^variant_families\.0\.axes/),
    });
    expect(reasonOf('product_models.csv', tvModels[0]!)).toMatchObject({
      code: 'invalid_reference',
      field: 'family_variant',
      message: expect.stringContaining('family_variants.csv'),
    });
    expect(reasonOf('products.csv', tvVariants[0]!)).toMatchObject({
      code: 'invalid_reference',
      field: 'parent',
    });
    expect(reasonOf('products.csv', 'AKNSTK')).toMatchObject({
      code: 'required',
      field: 'family',
      message: expect.stringContaining('no family'),
    });
    const subModel = notLanded('product_models.csv', 'skipped')[0];
    expect(subModel.errors[0]).toMatchObject({ code: 'skipped' });
    expect(subModel.errors[0].message).toContain('sub-model');
  });

  it('has the counts of the files per entity', async () => {
    const trees = await getAll('/v1/category-trees');
    expect(trees).toHaveLength(files.categories.filter((c) => !c.parent).length);
    expect(trees).toHaveLength(4);
    expect(await getAll('/v1/categories')).toHaveLength(164);
    const attributes = await getAll('/v1/attributes');
    expect(attributes).toHaveLength(77);
    let options = 0;
    for (const attribute of attributes.filter((a) => ['select', 'multiselect'].includes(a.type))) {
      options += (await getAll(`/v1/attributes/${attribute.id}/options`)).length;
    }
    expect(options).toBe(121);
    const families = await getAll('/v1/product-families');
    expect(families).toHaveLength(17);
    let variantFamilies = 0;
    for (const family of families) {
      variantFamilies += (await get(`/v1/product-families/${family.id}/variant-families`)).items
        .length;
    }
    expect(variantFamilies).toBe(files.familyVariants.length - 1);

    const products = await getAll('/v1/products');
    const simple = files.products.filter((p) => !p.parent);
    const roots = files.models.filter((m) => !m.parent);
    expect(simple).toHaveLength(999);
    expect(roots).toHaveLength(50);
    expect(products).toHaveLength(999 - 1 + 50 - tvModels.length);
    const variants = products.reduce((sum, p) => sum + p.variant_count, 0);
    expect(files.products.length - simple.length).toBe(240);
    expect(variants).toBe(240 - tvVariants.length);
    // Akeneo has no workflow: every product of the file is enabled, and lands as a draft.
    expect(new Set(products.map((p) => p.status))).toEqual(new Set(['draft']));
  });
});

describe('values read back against the cells of the files', () => {
  it('has a simple product with a digits-only sku, descriptions per locale, a metric and a date', async () => {
    const row = files.products.find(
      (p) =>
        /^\d+$/.test(p.sku!) &&
        !p.parent &&
        p['description-en_US-print'] &&
        p['description-fr_FR-print'] &&
        p['description-de_DE-print'] &&
        p['weight-unit'] === 'GRAM' &&
        p['release_date-ecommerce'],
    )!;
    const product = await productByCode(row.sku!);
    expect(product.product_family.code).toBe(row.family);
    const values = await valuesOf(`/v1/products/${product.id}/attributes`);
    expect(values.sku.byScope[D]).toBe(row.sku);
    for (const locale of ['en_US', 'fr_FR', 'de_DE']) {
      expect(values.description.byScope[`print/${locale}`], locale).toBe(
        sanitizeRichText(row[`description-${locale}-print`]!),
      );
    }
    expect(values.description.byScope['ecommerce/en_US']).toBeUndefined();
    // KILOGRAM is weight's default unit: the file's GRAM stays as given.
    expect(values.weight.byScope[D]).toEqual({ amount: row.weight, unit: 'GRAM' });
    expect(values.release_date.byScope['ecommerce/$default']).toBe(row['release_date-ecommerce']);
    const detail = await get(`/v1/products/${product.id}`);
    expect(detail.categories.map((c: any) => c.code).sort()).toEqual(listOf(row.categories).sort());
  });

  it('has multiselect options as the cell lists them', async () => {
    const row = files.products.find((p) => p.multifunctional_functions?.includes(','))!;
    const product = await productByCode(row.sku!);
    const values = await valuesOf(`/v1/products/${product.id}/attributes`);
    expect(values.multifunctional_functions.byScope[D]).toEqual(
      listOf(row.multifunctional_functions),
    );
  });

  it('has a root model as a product of its family variant, with its own values', async () => {
    const model = files.models.find((m) => !m.parent && m['price-USD'])!;
    expect(model['description-en_US-ecommerce'] && model.collection).toBeTruthy();
    const product = await productByCode(model.code!);
    const detail = await get(`/v1/products/${product.id}`);
    expect(detail.variant_family.code).toBe(model.family_variant);
    const family = files.familyVariants.find((v) => v.code === model.family_variant)!.family;
    expect(detail.product_family.code).toBe(family);
    const values = await valuesOf(`/v1/products/${product.id}/attributes`);
    expect(values.description.byScope['ecommerce/en_US']).toBe(
      sanitizeRichText(model['description-en_US-ecommerce']!),
    );
    expect(values.price.byScope[D]).toEqual(
      expect.arrayContaining([
        { amount: model['price-EUR'], currency: 'EUR' },
        { amount: model['price-USD'], currency: 'USD' },
      ]),
    );
    expect(values.price.byScope[D]).toHaveLength(2);
    expect(values.collection.byScope[D]).toEqual(listOf(model.collection));
    expect(values.erp_name.byScope['$default/en_US']).toBe(model['erp_name-en_US']);
    // An attribute of the variants' levels is not the root's (Akeneo gives it no value there).
    expect(values.ean.values).toEqual([]);
  });

  it('puts a variant whose parent differs in case under the product above its sub-model', async () => {
    const row = files.products.find((p) => p.sku === 'Tshirt-divided-blue-s')!;
    expect(row.parent).toBe('Model-tshirt-divided-blue');
    const subModel = files.models.find((m) => m.code === 'model-tshirt-divided-blue')!;
    const product = await productByCode(subModel.parent!);
    const variants = await getAll(`/v1/products/${product.id}/variants`);
    const variant = variants.find((v) => v.sku === row.sku);
    expect(variant, JSON.stringify(variants.map((v) => v.sku))).toBeDefined();
    const detail = await get(`/v1/products/${product.id}/variants/${variant.id}`);
    expect(
      Object.fromEntries(detail.variant_axes.map((a: any) => [a.code, a.value.option_code])),
    ).toEqual({ color: row.color, size: row.size });
    const values = await valuesOf(`/v1/products/${product.id}/variants/${variant.id}/attributes`);
    // Its own levels' values (the sub-model's variation_name, its own weight and ean)...
    expect(values.weight).toMatchObject({ is_overridden: true });
    expect(values.weight.byScope[D]).toEqual({ amount: row.weight, unit: row['weight-unit'] });
    expect(values.ean.byScope[D]).toBe(row.ean);
    expect(values.sku.byScope[D]).toBe(row.sku);
    expect(values.variation_name.byScope['$default/en_US']).toBe(row['variation_name-en_US']);
    // ...and what its row repeats of the root model is the product's, inherited.
    expect(values.description).toMatchObject({ is_inherited: true, is_overridden: false });
    expect(values.price).toMatchObject({ is_inherited: true, is_overridden: false });
    // Every variant of the file under this product's sub-models landed there.
    const expected = files.products
      .filter((p) =>
        files.models.some(
          (m) => m.code!.toLowerCase() === p.parent!.toLowerCase() && m.parent === product.code,
        ),
      )
      .map((p) => p.sku)
      .sort();
    expect(variants.map((v) => v.sku).sort()).toEqual(expected);
  });
});

describe('the catalog imported again', () => {
  it('changes nothing', async () => {
    for (const [entity, file] of [
      ['families', 'families.csv'],
      ['families', 'family_variants.csv'],
      ['products', 'product_models.csv'],
      ['products', 'products.csv'],
    ] as const) {
      const again = await importFile(entity, file);
      expect(again.job.result, file).toMatchObject({ created: 0, updated: 0 });
    }
  }, 300_000);
});

describe('rows written by hand, after the catalog', () => {
  it('fails a row on the cell to fix, and reads the rest as Akeneo would', async () => {
    const csv = [
      'sku;categories;enabled;family;parent;groups;name;weight;weight-unit;color;size',
      'hand-bad-unit;;1;accessories;;;Bag;5;STONE;;',
      'hand-archived;master_accessories_bags;0;accessories;;;Bag;5;GRAM;;',
      'hand-orphan-s;;1;clothing;no-such-model;;;;;;s',
      // The parent in capitals; the row leaves the level-1 axis (color) to its sub-model.
      'Tshirt-divided-blue-xxl;;1;clothing;MODEL-TSHIRT-DIVIDED-BLUE;;;700;GRAM;;xxl',
    ].join('\n');
    const fileId = await uploadFile(request, as, 'hand.csv', `${csv}\n`);
    const body = { entity: 'products', format: 'akeneo_csv', file_id: fileId };
    const job = await startJob(request, as, 'imports', body);
    expect((await waitForJob(request, as, job.id)).status).toBe('completed');
    const items = await jobItems(request, as, job.id);
    const byCode = Object.fromEntries(items.map((item) => [rowCode(item), item]));
    expect(byCode['hand-bad-unit'].errors).toEqual([
      expect.objectContaining({
        code: 'invalid_value',
        field: 'weight-unit',
        message: expect.stringContaining('STONE'),
      }),
    ]);
    expect(byCode['hand-orphan-s'].errors).toEqual([
      expect.objectContaining({
        code: 'invalid_reference',
        field: 'parent',
        message: expect.stringContaining('no-such-model'),
      }),
    ]);
    expect(byCode['hand-archived'].status).toBe('succeeded');
    expect((await productByCode('hand-archived')).status).toBe('archived');

    expect(byCode['Tshirt-divided-blue-xxl'].status).toBe('succeeded');
    const product = await productByCode('model-tshirt-divided');
    const variant = (await getAll(`/v1/products/${product.id}/variants`)).find(
      (v) => v.sku === 'Tshirt-divided-blue-xxl',
    );
    const detail = await get(`/v1/products/${product.id}/variants/${variant.id}`);
    expect(
      Object.fromEntries(detail.variant_axes.map((a: any) => [a.code, a.value.option_code])),
    ).toEqual({ color: 'blue', size: 'xxl' });
    // The sub-model's own values reach the variant even when its row does not repeat them.
    const subModel = files.models.find((m) => m.code === 'model-tshirt-divided-blue')!;
    const values = await valuesOf(`/v1/products/${product.id}/variants/${variant.id}/attributes`);
    expect(values.variation_name.byScope['$default/en_US']).toBe(subModel['variation_name-en_US']);
    expect(values.weight.byScope[D]).toEqual({ amount: '700', unit: 'GRAM' });
  });
});
