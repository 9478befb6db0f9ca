// Akeneo's demo catalog, built through the public REST API only, in its load order (the
// dataset's README): category trees and categories, channels with their locales, attribute
// groups, attributes with their options, families with per-channel requirements and display
// attributes, variant families. Then the counts and a sample of each are checked against the
// CSV files, by reading the API back.
import { describe, expect, it } from 'vitest';
import {
  attributeBody,
  axesOf,
  familyAttributeItems,
  labelsOf,
  listOf,
  nameOf,
  readAkeneo,
  translationsOf,
  type Row,
} from '../helpers/akeneo.ts';
import { dataOf } from '../helpers/catalog.ts';
import { testServer } from '../helpers/server.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { request } = await testServer();
const w = await createTenantWorld({ users: { admin: { home: 'admin' } }, signIn: ['admin'] });
const as = (body?: unknown) => ({ token: w.tokens.admin, tenant: w.home.id, body });

const post = async (path: string, body: unknown) => dataOf(await request('POST', path, as(body)));
const patch = async (path: string, body: unknown) => dataOf(await request('PATCH', path, as(body)));
const get = async (path: string) => dataOf(await request('GET', path, as()));

/** Every item of a list, page by page. */
async function getAll(path: string): Promise<any[]> {
  const items: any[] = [];
  for (let page = 1; ; page++) {
    const join = path.includes('?') ? '&' : '?';
    const data = await get(`${path}${join}page=${page}&page_size=100`);
    items.push(...data.items);
    if (!data.pagination.has_next) return items;
  }
}

async function translate(path: string, row: Row) {
  const translations = translationsOf(row);
  if (translations.length) await patch(`${path}/translations`, { translations });
}

const ids = {
  trees: new Map<string, string>(),
  categories: new Map<string, string>(),
  channels: new Map<string, string>(),
  groups: new Map<string, string>(),
  attributes: new Map<string, string>(),
  families: new Map<string, string>(),
};
const idOf = (map: Map<string, string>) => (code: string) => {
  const id = map.get(code);
  if (!id) throw new Error(`nothing built with the code ${code}`);
  return id;
};

const files = {
  categories: readAkeneo('categories.csv'),
  channels: readAkeneo('channels.csv'),
  currencies: readAkeneo('currencies.csv'),
  groups: readAkeneo('attribute_groups.csv'),
  attributes: readAkeneo('attributes.csv'),
  options: readAkeneo('attribute_options.csv'),
  families: readAkeneo('families.csv'),
  variants: readAkeneo('family_variants.csv'),
};
const channelCodes = files.channels.map((c) => c.code!);
/** Variant families the service refuses, with the reason it gives. */
const refused = new Map<string, { status: number; errors: { code: string; field: string }[] }>();

describe("Akeneo's demo catalog through the API", () => {
  it('builds the catalog structure in the load order of the dataset', async () => {
    // Trees are Akeneo's root categories; their children are the trees' top-level categories.
    for (const row of files.categories) {
      if (row.parent) {
        const treeOf = (code: string): string => {
          const parent = files.categories.find((c) => c.code === code)!;
          return parent.parent ? treeOf(parent.parent) : parent.code!;
        };
        const tree = treeOf(row.parent);
        const category = await post('/v1/categories', {
          category_tree_id: idOf(ids.trees)(tree),
          code: row.code,
          name: nameOf(row),
          ...(row.parent === tree ? {} : { parent_id: idOf(ids.categories)(row.parent) }),
        });
        ids.categories.set(row.code!, category.id);
        await translate(`/v1/categories/${category.id}`, row);
      } else {
        const tree = await post('/v1/category-trees', { code: row.code, name: nameOf(row) });
        ids.trees.set(row.code!, tree.id);
        await translate(`/v1/category-trees/${tree.id}`, row);
      }
    }
    for (const row of files.channels) {
      const channel = await post('/v1/channels', {
        code: row.code,
        name: nameOf(row),
        category_tree_id: idOf(ids.trees)(row.tree!),
        locales: listOf(row.locales).map((locale_code) => ({ locale_code })),
      });
      ids.channels.set(row.code!, channel.id);
      await translate(`/v1/channels/${channel.id}`, row);
    }
    for (const row of files.groups) {
      const group = await post('/v1/attribute-groups', {
        code: row.code,
        name: nameOf(row),
        sort_order: Number(row.sort_order),
      });
      ids.groups.set(row.code!, group.id);
    }
    const currencies = files.currencies.filter((c) => c.activated === '1').map((c) => c.code!);
    for (const row of files.attributes) {
      const attribute = await post(
        '/v1/attributes',
        attributeBody(row, ids.groups.get(row.group!), currencies),
      );
      ids.attributes.set(row.code!, attribute.id);
      await translate(`/v1/attributes/${attribute.id}`, row);
    }
    for (const row of files.options) {
      const attributeId = idOf(ids.attributes)(row.attribute!);
      await post(`/v1/attributes/${attributeId}/options`, {
        code: row.code,
        name: nameOf(row),
        labels: labelsOf(row),
        sort_order: Number(row.sort_order),
      });
    }
    for (const row of files.families) {
      const family = await post('/v1/product-families', { code: row.code, name: nameOf(row) });
      ids.families.set(row.code!, family.id);
      await translate(`/v1/product-families/${family.id}`, row);
      const attributes = familyAttributeItems(
        row,
        channelCodes,
        idOf(ids.attributes),
        idOf(ids.channels),
      );
      expect(await post(`/v1/product-families/${family.id}/attributes`, { attributes })).toBeNull();
      await patch(`/v1/product-families/${family.id}`, {
        display_attributes: {
          name_attribute_id: idOf(ids.attributes)(row.attribute_as_label!),
          image_attribute_id: idOf(ids.attributes)(row.attribute_as_image!),
        },
      });
    }
    for (const row of files.variants) {
      const familyId = idOf(ids.families)(row.family!);
      const answer = await request(
        'POST',
        `/v1/product-families/${familyId}/variant-families`,
        as({ code: row.code, name: nameOf(row), axes: axesOf(row, idOf(ids.attributes)) }),
      );
      if (answer.status !== 200) {
        refused.set(row.code!, { status: answer.status, errors: answer.body.errors });
        continue;
      }
      await translate(
        `/v1/product-families/${familyId}/variant-families/${answer.body.data.id}`,
        row,
      );
    }
  }, 120_000);

  it('has the trees, categories and paths of the files', async () => {
    const trees = await getAll('/v1/category-trees');
    expect(trees.map((t) => t.code).sort()).toEqual(
      files.categories
        .filter((c) => !c.parent)
        .map((c) => c.code)
        .sort(),
    );
    const categories = await getAll('/v1/categories');
    expect(categories).toHaveLength(files.categories.length - trees.length);
    // Paths run from the tree's top-level category down, as the parents in the file say.
    const byCode = new Map(files.categories.map((c) => [c.code!, c]));
    const pathOf = (code: string): string => {
      const parent = byCode.get(code)!.parent!;
      return byCode.get(parent)!.parent ? `${pathOf(parent)}/${code}` : code;
    };
    for (const category of categories) expect(category.path).toBe(pathOf(category.code));
    // Three levels below the root, as the dataset's README says.
    expect(Math.max(...categories.map((c) => c.path.split('/').length))).toBe(3);
    const sample = files.categories.find((c) => c.code === 'tvs_projectors')!;
    const stored = categories.find((c) => c.code === 'tvs_projectors');
    expect(stored).toMatchObject({ name: sample['label-en_US'], parent_id: null });
    const translations = await get(`/v1/categories/${stored.id}/translations`);
    expect(Object.fromEntries(translations.items.map((t: any) => [t.locale, t.name]))).toEqual(
      labelsOf(sample),
    );
  });

  it('has the channels with their tree and locales', async () => {
    const channels = await getAll('/v1/channels');
    expect(channels).toHaveLength(files.channels.length);
    for (const row of files.channels) {
      const channel = channels.find((c) => c.code === row.code);
      expect(channel.category_tree.code).toBe(row.tree);
      expect(channel.locales.map((l: any) => l.locale_code)).toEqual(listOf(row.locales));
    }
    const print = channels.find((c) => c.code === 'print');
    expect(print.locales.find((l: any) => l.locale_code === 'de_DE')).toMatchObject({
      language_name: 'German',
      country_name: 'Germany',
    });
  });

  it('has the attribute groups, attributes of every type and their options', async () => {
    const groups = await getAll('/v1/attribute-groups');
    expect(groups).toHaveLength(files.groups.length);
    const attributes = await getAll('/v1/attributes');
    expect(attributes).toHaveLength(files.attributes.length);
    const countBy = (types: string[]) =>
      types.reduce<Record<string, number>>((all, t) => ({ ...all, [t]: (all[t] ?? 0) + 1 }), {});
    expect(countBy(attributes.map((a) => a.type))).toEqual(
      countBy(files.attributes.map((a) => attributeBody(a, undefined, []).type)),
    );
    const weight = attributes.find((a) => a.code === 'weight');
    expect(weight).toMatchObject({
      type: 'metric',
      config: { unit_family: 'Weight', default_unit: 'KILOGRAM' },
      attribute_group: { code: 'technical' },
    });
    expect(weight.config.units).toContain('GRAM');
    const description = attributes.find((a) => a.code === 'description');
    expect(description).toMatchObject({ value_per_channel: true, value_per_locale: true });
    expect(attributes.find((a) => a.code === 'ean')).toMatchObject({ is_unique: true });
    expect(attributes.find((a) => a.code === 'price').config.currencies).toEqual(['USD', 'EUR']);

    let options = 0;
    for (const attribute of attributes.filter((a) => ['select', 'multiselect'].includes(a.type))) {
      const stored = await getAll(`/v1/attributes/${attribute.id}/options`);
      const expected = files.options.filter((o) => o.attribute === attribute.code);
      expect(stored.map((o) => o.code).sort(), attribute.code).toEqual(
        expected.map((o) => o.code).sort(),
      );
      options += stored.length;
    }
    expect(options).toBe(files.options.length);
    const color = attributes.find((a) => a.code === 'collection');
    const spring = (await getAll(`/v1/attributes/${color.id}/options`)).find(
      (o) => o.code === 'Spring2017',
    );
    const row = files.options.find((o) => o.code === 'Spring2017')!;
    expect(spring).toMatchObject({ name: row['label-en_US'], labels: labelsOf(row) });
  });

  it('has the families, their attributes and per-channel requirements, and display attributes', async () => {
    const families = await getAll('/v1/product-families');
    expect(families).toHaveLength(files.families.length);
    for (const row of files.families) {
      const family = families.find((f) => f.code === row.code);
      expect(family.attribute_count, row.code).toBe(listOf(row.attributes).length);
      expect(family.display_attributes.name.code).toBe(row.attribute_as_label);
      expect(family.display_attributes.image.code).toBe(row.attribute_as_image);
      const attributes = await getAll(`/v1/product-families/${family.id}/attributes`);
      for (const channel of channelCodes) {
        const mandatoryHere = attributes
          .filter((a) => a.is_mandatory && a.channels.some((c: any) => c.code === channel))
          .map((a) => a.attribute_code)
          .sort();
        expect(mandatoryHere, `${row.code} ${channel}`).toEqual(
          listOf(row[`requirements-${channel}`]).sort(),
        );
      }
    }
  });

  it('has the variant families whose axes the contract allows, and says why not the others', async () => {
    let built = 0;
    for (const row of files.variants) {
      const familyId = idOf(ids.families)(row.family!);
      const list = await get(`/v1/product-families/${familyId}/variant-families`);
      const stored = list.items.find((v: any) => v.code === row.code);
      if (refused.has(row.code!)) {
        expect(stored).toBeUndefined();
        continue;
      }
      built++;
      expect(stored.axes.map((a: any) => `${a.level}.${a.position}:${a.attribute.code}`)).toEqual(
        axesOf(row, (code) => code).map((a) => `${a.level}.${a.position}:${a.attribute_id}`),
      );
    }
    // `tv` varies by display_diagonal, a metric: axes are select or boolean attributes.
    expect([...refused.keys()]).toEqual(['tv']);
    expect(refused.get('tv')).toEqual({
      status: 400,
      errors: [expect.objectContaining({ code: 'invalid_value', field: 'axes.0.attribute_id' })],
    });
    expect(built).toBe(files.variants.length - 1);
  });
});
