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

export async function seedDemoCatalog(db: DbTx, tenantId: string, actor: object): Promise<void> {
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
  await createVariantFamily(
    db,
    family,
    [
      { attributeId: color.id, level: 1, position: 1 },
      { attributeId: size.id, level: 2, position: 1 },
    ],
    { code: 'tshirts_color_size', name: 'T-shirts by color and size', actor },
  );
}
