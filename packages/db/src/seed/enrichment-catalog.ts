// The catalog the product tests (and the console's end-to-end tests) enrich: one attribute of
// each type, scoped every way, in a family with requirements per channel and a variant family.
//
//   channels  ecommerce (en_US, fr_FR), print (en_US, de_DE), on one tree with two categories
//   family    shirts: name (text, per locale), description (textarea, per channel and locale),
//             ean (text, unique), rating (number 0..5, decimals), waterproof (boolean),
//             release_date (date), color and size (select: the variant axes), materials
//             (multiselect), price (EUR, USD, per channel), weight (metric, Weight), image (media)
//   required  ecommerce: name, description, price; print: name, image
//   variants  by_color_size (color, size on level 1); materials, weight and image overridable
//   display   name attribute `name`, image attribute `image`
// Codes are fixed: make one per tenant.
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

export async function createEnrichmentCatalog(db: DbTx, tenantId: string) {
  const tree = await createCategoryTree(db, tenantId, { code: 'master' });
  const menswear = await createCategory(db, tree, { code: 'menswear', name: 'Menswear' });
  const shirtsCategory = await createCategory(db, tree, {
    code: 'shirts',
    name: 'Shirts',
    parent: menswear,
  });
  const ecommerce = await createChannel(db, tree, {
    code: 'ecommerce',
    name: 'E-commerce',
    locales: ['en_US', 'fr_FR'],
  });
  const print = await createChannel(db, tree, {
    code: 'print',
    name: 'Print',
    locales: ['en_US', 'de_DE'],
  });
  const marketing = await createAttributeGroup(db, tenantId, {
    code: 'marketing',
    name: 'Marketing',
    sortOrder: 1,
  });
  const technical = await createAttributeGroup(db, tenantId, {
    code: 'technical',
    name: 'Technical',
    sortOrder: 2,
  });
  const m = { groupId: marketing.id };
  const t = { groupId: technical.id };
  const attributes = {
    name: await createAttribute(db, tenantId, {
      ...m,
      code: 'name',
      name: 'Name',
      valuePerLocale: true,
    }),
    description: await createAttribute(db, tenantId, {
      ...m,
      code: 'description',
      name: 'Description',
      type: 'textarea',
      config: { max_length: 65535 },
      valuePerChannel: true,
      valuePerLocale: true,
    }),
    ean: await createAttribute(db, tenantId, {
      ...t,
      code: 'ean',
      name: 'EAN',
      config: { max_length: 13, regex: '^[0-9]{13}$' },
      isUnique: true,
    }),
    rating: await createAttribute(db, tenantId, {
      ...m,
      code: 'rating',
      name: 'Rating',
      type: 'number',
      config: { min: 0, max: 5, decimals_allowed: true },
    }),
    waterproof: await createAttribute(db, tenantId, {
      ...t,
      code: 'waterproof',
      name: 'Waterproof',
      type: 'boolean',
      config: {},
    }),
    releaseDate: await createAttribute(db, tenantId, {
      ...m,
      code: 'release_date',
      name: 'Release date',
      type: 'date',
      config: {},
    }),
    color: await createAttribute(db, tenantId, {
      ...t,
      code: 'color',
      name: 'Color',
      type: 'select',
      config: {},
    }),
    size: await createAttribute(db, tenantId, {
      ...t,
      code: 'size',
      name: 'Size',
      type: 'select',
      config: {},
    }),
    materials: await createAttribute(db, tenantId, {
      ...t,
      code: 'materials',
      name: 'Materials',
      type: 'multiselect',
      config: {},
    }),
    price: await createAttribute(db, tenantId, {
      ...m,
      code: 'price',
      name: 'Price',
      type: 'price',
      config: { currencies: ['EUR', 'USD'] },
      valuePerChannel: true,
    }),
    weight: await createAttribute(db, tenantId, {
      ...t,
      code: 'weight',
      name: 'Weight',
      type: 'metric',
      config: {
        unit_family: 'Weight',
        default_unit: 'KILOGRAM',
        units: ['GRAM', 'KILOGRAM'],
      },
    }),
    image: await createAttribute(db, tenantId, {
      ...m,
      code: 'image',
      name: 'Image',
      type: 'media',
      config: {},
    }),
  };
  const options = {
    red: await createAttributeOption(db, attributes.color, {
      code: 'red',
      name: 'Red',
      sortOrder: 1,
    }),
    blue: await createAttributeOption(db, attributes.color, {
      code: 'blue',
      name: 'Blue',
      sortOrder: 2,
    }),
    s: await createAttributeOption(db, attributes.size, { code: 's', name: 'S', sortOrder: 1 }),
    m: await createAttributeOption(db, attributes.size, { code: 'm', name: 'M', sortOrder: 2 }),
    l: await createAttributeOption(db, attributes.size, { code: 'l', name: 'L', sortOrder: 3 }),
    cotton: await createAttributeOption(db, attributes.materials, {
      code: 'cotton',
      name: 'Cotton',
    }),
    linen: await createAttributeOption(db, attributes.materials, { code: 'linen', name: 'Linen' }),
  };
  const family = await createProductFamily(db, tenantId, { code: 'shirts', name: 'Shirts' });
  await db.productFamily.update({
    where: { id: family.id },
    data: { nameAttributeId: attributes.name.id, imageAttributeId: attributes.image.id },
  });
  const both = [ecommerce.id, print.id];
  const requiredOn: Partial<Record<keyof typeof attributes, string[]>> = {
    name: both,
    description: [ecommerce.id],
    price: [ecommerce.id],
    image: [print.id],
  };
  for (const [key, attribute] of Object.entries(attributes) as [
    keyof typeof attributes,
    { id: string },
  ][]) {
    const required = requiredOn[key];
    // A requirement is per channel: mandatory attributes are enabled only where required.
    await addFamilyAttribute(db, family, attribute.id, {
      channelIds: required ?? both,
      isMandatory: required !== undefined,
      isOverridable: key === 'materials' || key === 'weight' || key === 'image',
    });
  }
  const variantFamily = await createVariantFamily(
    db,
    family,
    [{ attributeId: attributes.color.id }, { attributeId: attributes.size.id }],
    { code: 'by_color_size', name: 'By color and size' },
  );
  return {
    tree,
    categories: { menswear, shirts: shirtsCategory },
    channels: { ecommerce, print },
    groups: { marketing, technical },
    attributes,
    options,
    family,
    variantFamily,
  };
}

export type EnrichmentCatalog = Awaited<ReturnType<typeof createEnrichmentCatalog>>;
