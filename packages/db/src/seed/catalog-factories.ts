// Row factories of the catalog structure, shared by the seed and the tests: each writes one
// record the way the product stores it (a category's path, a channel's locales by code, a
// family attribute with its channels). Codes are unique unless given.
import type { DbTx } from '../index.ts';
import type { AttributeType, Prisma } from '../generated/prisma/client.ts';
import { uniqueCode } from './factories.ts';

type Actor = object;
const audit = (actor: Actor | undefined) => (actor ? { createdBy: actor, modifiedBy: actor } : {});

export function createCategoryTree(
  db: DbTx,
  tenantId: string,
  options: { code?: string; name?: string; actor?: Actor } = {},
) {
  const code = options.code ?? uniqueCode('tree');
  return db.categoryTree.create({
    data: { tenantId, code, name: options.name ?? `Tree ${code}`, ...audit(options.actor) },
  });
}

/** A category of the tree, under `parent` when given (its path continues the parent's). */
export function createCategory(
  db: DbTx,
  tree: { id: string; tenantId: string },
  options: {
    parent?: { id: string; path: string };
    code?: string;
    name?: string;
    actor?: Actor;
  } = {},
) {
  const code = options.code ?? uniqueCode('cat');
  return db.category.create({
    data: {
      tenantId: tree.tenantId,
      categoryTreeId: tree.id,
      parentId: options.parent?.id ?? null,
      code,
      name: options.name ?? `Category ${code}`,
      path: options.parent ? `${options.parent.path}/${code}` : code,
      ...audit(options.actor),
    },
  });
}

/** A channel on the tree with these locale codes (known to the locales table), in order. */
export async function createChannel(
  db: DbTx,
  tree: { id: string; tenantId: string },
  options: { code?: string; name?: string; locales?: string[]; actor?: Actor } = {},
) {
  const code = options.code ?? uniqueCode('channel');
  const codes = options.locales ?? ['en_US'];
  const locales = await db.locale.findMany({ where: { code: { in: codes } } });
  const idOf = (c: string) => {
    const locale = locales.find((l) => l.code === c);
    if (!locale) throw new Error(`unknown locale ${c}`);
    return locale.id;
  };
  return db.channel.create({
    data: {
      tenantId: tree.tenantId,
      categoryTreeId: tree.id,
      code,
      name: options.name ?? `Channel ${code}`,
      ...audit(options.actor),
      locales: {
        create: codes.map((c, position) => ({ localeId: idOf(c), position })),
      },
    },
  });
}

export function createAttributeGroup(
  db: DbTx,
  tenantId: string,
  options: { code?: string; name?: string; sortOrder?: number; actor?: Actor } = {},
) {
  const code = options.code ?? uniqueCode('group');
  return db.attributeGroup.create({
    data: {
      tenantId,
      code,
      name: options.name ?? `Group ${code}`,
      sortOrder: options.sortOrder ?? 0,
      ...audit(options.actor),
    },
  });
}

export function createAttribute(
  db: DbTx,
  tenantId: string,
  options: {
    type?: AttributeType;
    code?: string;
    name?: string;
    groupId?: string;
    config?: Prisma.InputJsonObject;
    valuePerChannel?: boolean;
    valuePerLocale?: boolean;
    isUnique?: boolean;
    actor?: Actor;
  } = {},
) {
  const code = options.code ?? uniqueCode('attr');
  const type = options.type ?? 'text';
  return db.attribute.create({
    data: {
      tenantId,
      code,
      name: options.name ?? `Attribute ${code}`,
      type,
      attributeGroupId: options.groupId ?? null,
      config: options.config ?? (type === 'text' ? { max_length: 255 } : {}),
      valuePerChannel: options.valuePerChannel ?? false,
      valuePerLocale: options.valuePerLocale ?? false,
      isUnique: options.isUnique ?? false,
      ...audit(options.actor),
    },
  });
}

export function createAttributeOption(
  db: DbTx,
  attribute: { id: string; tenantId: string },
  options: { code?: string; name?: string; sortOrder?: number; actor?: Actor } = {},
) {
  const code = options.code ?? uniqueCode('opt');
  return db.attributeOption.create({
    data: {
      tenantId: attribute.tenantId,
      attributeId: attribute.id,
      code,
      name: options.name ?? `Option ${code}`,
      sortOrder: options.sortOrder ?? 0,
      ...audit(options.actor),
    },
  });
}

export function createProductFamily(
  db: DbTx,
  tenantId: string,
  options: { code?: string; name?: string; actor?: Actor } = {},
) {
  const code = options.code ?? uniqueCode('family');
  return db.productFamily.create({
    data: { tenantId, code, name: options.name ?? `Family ${code}`, ...audit(options.actor) },
  });
}

/** Puts an attribute in a family, enabled for these channels. */
export function addFamilyAttribute(
  db: DbTx,
  family: { id: string; tenantId: string },
  attributeId: string,
  options: {
    channelIds?: string[];
    isMandatory?: boolean;
    isOverridable?: boolean;
    actor?: Actor;
  } = {},
) {
  return db.familyAttribute.create({
    data: {
      tenantId: family.tenantId,
      familyId: family.id,
      attributeId,
      isMandatory: options.isMandatory ?? false,
      isOverridable: options.isOverridable ?? false,
      ...audit(options.actor),
      channels: {
        create: (options.channelIds ?? []).map((channelId) => ({ channelId })),
      },
    },
  });
}

/** A variant family of the family with these axes (attribute ids, level 1 unless given). */
export function createVariantFamily(
  db: DbTx,
  family: { id: string; tenantId: string },
  axes: { attributeId: string; level?: number; position?: number }[],
  options: { code?: string; name?: string; actor?: Actor } = {},
) {
  const code = options.code ?? uniqueCode('variants');
  return db.variantFamily.create({
    data: {
      tenantId: family.tenantId,
      familyId: family.id,
      code,
      name: options.name ?? `Variant family ${code}`,
      ...audit(options.actor),
      axes: {
        create: axes.map((axis, index) => ({
          attributeId: axis.attributeId,
          level: axis.level ?? 1,
          position: axis.position ?? index + 1,
        })),
      },
    },
  });
}

/** A product row of the family (the catalog structure counts and refers to products). */
export function createProduct(
  db: DbTx,
  family: { id: string; tenantId: string },
  options: { code?: string; variantFamilyId?: string; categoryIds?: string[]; actor?: Actor } = {},
) {
  return db.product.create({
    data: {
      tenantId: family.tenantId,
      productFamilyId: family.id,
      variantFamilyId: options.variantFamilyId ?? null,
      code: options.code ?? uniqueCode('product'),
      ...audit(options.actor),
      categories: {
        create: (options.categoryIds ?? []).map((categoryId) => ({ categoryId })),
      },
    },
  });
}

/**
 * One of each catalog record in a tenant, linked as a real catalog is: a tree with a category,
 * a channel on it, a group with a select attribute and an option, a family holding the
 * attribute on the channel, a variant family on it.
 */
export async function createCatalogSample(db: DbTx, tenantId: string) {
  const tree = await createCategoryTree(db, tenantId);
  const category = await createCategory(db, tree);
  const channel = await createChannel(db, tree, { locales: ['en_US', 'fr_FR'] });
  const group = await createAttributeGroup(db, tenantId);
  const attribute = await createAttribute(db, tenantId, { type: 'select', groupId: group.id });
  const option = await createAttributeOption(db, attribute);
  const family = await createProductFamily(db, tenantId);
  await addFamilyAttribute(db, family, attribute.id, { channelIds: [channel.id] });
  const variantFamily = await createVariantFamily(db, family, [{ attributeId: attribute.id }]);
  return { tree, category, channel, group, attribute, option, family, variantFamily };
}

/** An asset row (the bytes are the storage's business; tests need only the row). */
export function createAsset(db: DbTx, tenantId: string, options: { filename?: string } = {}) {
  const filename = options.filename ?? `${uniqueCode('asset')}.png`;
  return db.asset.create({
    data: {
      tenantId,
      filename,
      contentType: 'image/png',
      sizeBytes: 68n,
      width: 1,
      height: 1,
      sha256: '0'.repeat(64),
      storageKey: `test/${filename}`,
    },
  });
}
