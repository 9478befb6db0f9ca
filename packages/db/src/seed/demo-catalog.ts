// The catalog structure of the demo tenant: what a merchandiser would have set up before the
// first product, small enough to read in the console. Written with the catalog factories.
import type { AttributeType } from '../generated/prisma/client.ts';
import type { DbTx } from '../index.ts';
import {
  addFamilyAttribute,
  createAttribute,
  createAttributeGroup,
  createAttributeOption,
  createCategory,
  createCategoryTree,
  createChannel,
  createProductFamily,
  createVariantFamily,
} from './catalog-factories.ts';
import {
  createProductRow,
  createUniqueValueRow,
  createVariantRow,
  defaultValue,
  type RawValuesRow,
} from './product-factories.ts';

const CATEGORIES: [code: string, name: string, parent?: string][] = [
  ['clothing', 'Clothing'],
  ['tshirts', 'T-shirts', 'clothing'],
  ['sweaters', 'Sweaters', 'clothing'],
  ['electronics', 'Electronics'],
  ['audio', 'Audio', 'electronics'],
  ['headphones', 'Headphones', 'audio'],
];

const COLORS = [
  ['black', 'Black', 'Noir', 'Schwarz'],
  ['white', 'White', 'Blanc', 'Weiß'],
  ['blue', 'Blue', 'Bleu', 'Blau'],
] as const;
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/**
 * The demo tenant's catalog structure and a dozen T-shirts (one with variants). Returns the
 * products' ids: their completeness and first revision are packages/core's to write.
 */
export async function seedDemoCatalog(
  db: DbTx,
  tenantId: string,
  actor: object,
): Promise<{ productIds: string[]; pictures: DemoPictures }> {
  const tree = await createCategoryTree(db, tenantId, { code: 'master', name: 'Master', actor });
  const created = new Map<string, { id: string; path: string }>();
  for (const [code, name, parent] of CATEGORIES) {
    const category = await createCategory(db, tree, {
      code,
      name,
      parent: parent ? created.get(parent) : undefined,
      actor,
    });
    created.set(code, category);
  }
  const locales = ['en_US', 'fr_FR', 'de_DE'];
  const ecommerce = await createChannel(db, tree, {
    code: 'ecommerce',
    name: 'E-commerce',
    locales,
    actor,
  });
  const print = await createChannel(db, tree, {
    code: 'print',
    name: 'Print catalog',
    locales,
    actor,
  });

  const group = (code: string, name: string, sortOrder: number) =>
    createAttributeGroup(db, tenantId, { code, name, sortOrder, actor });
  const marketing = await group('marketing', 'Marketing', 1);
  const technical = await group('technical', 'Technical', 2);
  const media = await group('media', 'Media', 3);

  const attribute = (
    code: string,
    name: string,
    type: AttributeType,
    groupId: string,
    more: Omit<
      NonNullable<Parameters<typeof createAttribute>[2]>,
      'code' | 'name' | 'type' | 'groupId'
    > = {},
  ) => createAttribute(db, tenantId, { code, name, type, groupId, actor, ...more });
  const sku = await attribute('sku', 'SKU', 'text', technical.id, {
    isUnique: true,
    config: { max_length: 128 },
  });
  const name = await attribute('name', 'Name', 'text', marketing.id, {
    config: { max_length: 255 },
  });
  const description = await attribute('description', 'Description', 'textarea', marketing.id, {
    valuePerChannel: true,
    valuePerLocale: true,
    config: { max_length: 65535 },
  });
  const price = await attribute('price', 'Price', 'price', marketing.id, {
    config: { currencies: ['EUR', 'USD'] },
  });
  const weight = await attribute('weight', 'Weight', 'metric', technical.id, {
    config: {
      unit_family: 'Weight',
      default_unit: 'KILOGRAM',
      units: ['GRAM', 'KILOGRAM', 'POUND'],
    },
  });
  const color = await attribute('color', 'Color', 'select', marketing.id);
  for (const [index, [code, en]] of COLORS.entries()) {
    await createAttributeOption(db, color, { code, name: en, sortOrder: index + 1, actor });
  }
  const size = await attribute('size', 'Size', 'select', technical.id);
  for (const [index, code] of SIZES.entries()) {
    await createAttributeOption(db, size, { code, name: code, sortOrder: index + 1, actor });
  }
  const picture = await attribute('picture', 'Picture', 'media', media.id);

  const family = await createProductFamily(db, tenantId, {
    code: 'tshirts',
    name: 'T-shirts',
    actor,
  });
  const both = [ecommerce.id, print.id];
  for (const [attr, options] of [
    [sku, { channelIds: both, isMandatory: true }],
    [name, { channelIds: both, isMandatory: true }],
    [description, { channelIds: [ecommerce.id], isMandatory: true }],
    [price, { channelIds: both, isMandatory: true }],
    [weight, { channelIds: both }],
    [color, { channelIds: both, isMandatory: true }],
    [size, { channelIds: both, isMandatory: true, isOverridable: true }],
    [picture, { channelIds: [ecommerce.id], isMandatory: true }],
  ] as const) {
    await addFamilyAttribute(db, family, attr.id, {
      ...options,
      channelIds: [...options.channelIds],
      actor,
    });
  }
  await db.productFamily.update({
    where: { id: family.id },
    data: { nameAttributeId: name.id, imageAttributeId: picture.id },
  });
  const variantFamily = await createVariantFamily(
    db,
    family,
    [
      { attributeId: color.id, level: 1, position: 1 },
      { attributeId: size.id, level: 2, position: 1 },
    ],
    { code: 'tshirts_color_size', name: 'T-shirts by color and size', actor },
  );
  const products = await seedDemoProducts(db, {
    family,
    variantFamilyId: variantFamily.id,
    categoryId: created.get('tshirts')!.id,
    attributes: { sku, name, description, price, weight, color, size },
    actor,
  });
  return {
    productIds: products.map((p) => p.id),
    pictures: { attributeId: picture.id, products },
  };
}

/** What the demo products' pictures show, and the attribute that holds them. */
export interface DemoPictures {
  attributeId: string;
  products: { id: string; code: string }[];
}

/** name, colour, size, price (EUR), status: the demo T-shirts without variants. */
const DEMO_PRODUCTS = [
  ['Classic crew neck', 'black', 'M', '19.90', 'approved'],
  ['Classic crew neck', 'white', 'L', '19.90', 'approved'],
  ['Organic V-neck', 'blue', 'S', '24.50', 'in_review'],
  ['Organic V-neck', 'black', 'M', '24.50', 'in_review'],
  ['Heavyweight pocket tee', 'white', 'XL', '29.00', 'draft'],
  ['Heavyweight pocket tee', 'blue', 'L', '29.00', 'draft'],
  ['Slim fit stretch', 'black', 'S', '22.00', 'approved'],
  ['Long sleeve basic', 'white', 'M', '26.90', 'draft'],
  ['Striped marinière', 'blue', 'M', '34.90', 'in_review'],
  ['Raglan baseball tee', 'black', 'L', '27.50', 'draft'],
  ['Vintage washed tee', 'blue', 'XS', '21.00', 'archived'],
] as const;

/** Each demo product's code, name and colour: what its picture shows. */
export const DEMO_LOOKS = [
  ...DEMO_PRODUCTS.map(([name, color], index) => ({
    code: `ts_${String(index + 1).padStart(3, '0')}`,
    name,
    color,
  })),
  { code: 'ts_essential', name: 'Essential tee', color: 'black' },
] as const;

/** Text, price and weight values of a demo T-shirt, in the stored layout. */
function demoValues(
  attributes: Record<'sku' | 'name' | 'description' | 'price' | 'weight', { id: string }>,
  code: string,
  name: string,
  price: string,
): RawValuesRow {
  return {
    [attributes.sku.id]: defaultValue(code.toUpperCase()),
    [attributes.name.id]: defaultValue(name),
    [attributes.description.id]: {
      ecommerce: {
        en_US: { value: `<p>${name}: soft cotton jersey, made to last.</p>` },
        fr_FR: { value: `<p>${name} : jersey de coton doux, fait pour durer.</p>` },
      },
    },
    [attributes.price.id]: defaultValue([{ amount: price, currency: 'EUR' }]),
    [attributes.weight.id]: defaultValue({ amount: '0.18', unit: 'KILOGRAM' }),
  };
}

async function seedDemoProducts(
  db: DbTx,
  demo: {
    family: { id: string; tenantId: string };
    variantFamilyId: string;
    categoryId: string;
    attributes: Record<
      'sku' | 'name' | 'description' | 'price' | 'weight' | 'color' | 'size',
      { id: string }
    >;
    actor: object;
  },
): Promise<DemoPictures['products']> {
  const { family, attributes: a, actor } = demo;
  const made: DemoPictures['products'] = [];
  const product = async (
    code: string,
    name: string,
    price: string,
    more: Omit<NonNullable<Parameters<typeof createProductRow>[2]>, 'code'> = {},
  ) => {
    const row = await createProductRow(db, family, {
      code,
      productType: 'tshirt',
      categoryIds: [demo.categoryId],
      actor,
      ...more,
      rawValues: { ...demoValues(a, code, name, price), ...more.rawValues },
    });
    // The SKU attribute is unique: its value is held in unique_values too.
    await createUniqueValueRow(db, row, a.sku.id, code.toUpperCase());
    made.push({ id: row.id, code });
    return row;
  };
  for (const [index, [name, color, size, price, status]] of DEMO_PRODUCTS.entries()) {
    await product(`ts_${String(index + 1).padStart(3, '0')}`, name, price, {
      status,
      rawValues: { [a.color.id]: defaultValue(color), [a.size.id]: defaultValue(size) },
    });
  }
  const essential = await product('ts_essential', 'Essential tee', '15.00', {
    variantFamilyId: demo.variantFamilyId,
    status: 'in_review',
  });
  const variants: [color: string, size: string][] = [
    ['black', 'S'],
    ['black', 'M'],
    ['white', 'M'],
  ];
  for (const [index, [color, size]] of variants.entries()) {
    await createVariantRow(
      db,
      essential,
      [
        [a.color.id, color],
        [a.size.id, size],
      ],
      {
        sku: `TS-ESSENTIAL-${color}-${size}`.toUpperCase(),
        isDefault: index === 0,
        status: 'in_review',
        actor,
      },
    );
  }
  return made;
}
