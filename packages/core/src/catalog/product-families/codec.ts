// The product families codec: {code, name, description?, status?, labels?, attributes?,
// display_attributes?, variant_families?}, every reference by code. `attributes` given makes
// the family's attributes exactly these (family-attributes/codec.ts); absent leaves them.
// Variant families are created when missing (variant-families/codec.ts). Writes go through
// the product family, family attribute and variant family services, in an order that lets
// each rule hold: attributes added first, then display attributes and variant families,
// removals last. The export reads a page of families' members in two more queries, never one
// per family.
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import {
  cellText,
  countLive,
  defineCodec,
  definedOnly,
  differs,
  differsNullable,
  field,
  idsByCode,
  keysetPages,
  labelLocales,
  renamingFields,
  requiredOnCreate,
  text,
  unknownReference,
  type CodecQuery,
  type EntityWrites,
  type Memo,
  type RecordOf,
} from '../../platform/codecs/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { zCatalogDescription, zCode, zName } from '../../platform/shared/index.ts';
import { zCatalogStatus } from '../category-trees/index.ts';
import {
  addOrUpdateAttributes,
  attributesHeld,
  exportedAttributeEntries,
  exportedChannelCount,
  familyAttributesField,
  removeUnlisted,
  type MemberIds,
} from '../family-attributes/index.ts';
import { translatedLabels, writeStatusAndLabels } from '../translations/index.ts';
import {
  exportedVariantEntries,
  importVariantFamily,
  variantFamiliesField,
} from '../variant-families/index.ts';
import { findProductFamilyByCode } from './repository.ts';
import * as productFamilies from './service.ts';
import { familyExportPage, storedFamily, type FamilyExportRow, type StoredFamily } from './sql.ts';

/** The display attributes: `display_name` and `display_image` columns, by attribute code. */
const displayAttributes = field({
  schema: z.strictObject({ name: zCode(100).nullish(), image: zCode(100).nullish() }).optional(),
  columns: ['display_name', 'display_image'],
  read(cells) {
    const display = definedOnly({
      name: cellText(cells, 'display_name'),
      image: cellText(cells, 'display_image'),
    });
    return Object.keys(display).length > 0 ? display : undefined;
  },
  write(value, _column, cells) {
    const display = (value ?? {}) as { name?: string; image?: string };
    cells.display_name = display.name ?? '';
    cells.display_image = display.image ?? '';
  },
  exported: (row) => ({
    ...(row.display_name !== null ? { name: row.display_name } : {}),
    ...(row.display_image !== null ? { image: row.display_image } : {}),
  }),
});

export const familyCodec = defineCodec({
  code: text(zCode(100)),
  name: text(zName.optional()),
  description: text(zCatalogDescription.nullish()),
  status: text(zCatalogStatus.optional()),
  labels: translatedLabels(),
  attributes: familyAttributesField,
  display_attributes: displayAttributes,
  variant_families: variantFamiliesField(),
});

type FamilyRecord = RecordOf<typeof familyCodec.fields>;

export const familyWrites: EntityWrites<FamilyRecord, { id: string }, MemberIds> = {
  what: 'product family',
  resolve: resolveReferences,
  find: ({ db, tenantId }, record) => findProductFamilyByCode(db.prisma, tenantId, record.code),

  async create(scope, record, ids) {
    const { id } = await productFamilies.createProductFamily(scope, {
      code: record.code,
      name: requiredOnCreate(record.name, 'name'),
      description: record.description ?? null,
    });
    await writeFamily(scope, id, record, ids);
    return id;
  },

  update: (scope, current, record, ids) => writeFamily(scope, current.id, record, ids),
};

/** The family's own fields and members, where the record's differ; whether any did. */
async function writeFamily(
  scope: TenantScope,
  id: string,
  record: FamilyRecord,
  ids: MemberIds,
): Promise<boolean> {
  const stored = await storedFamily(scope.db.sql, scope.tenantId, id);
  if (!stored) throw new AppError('not_found', 'Product family not found', { field: 'code' });
  const held = record.attributes ? await attributesHeld(scope, id) : [];
  const attributes = record.attributes;
  // In this order: what display attributes and axes need is added first, removals come last.
  const steps = [
    () => writeOwnFields(scope, stored, record),
    () => (attributes ? addOrUpdateAttributes(scope, id, attributes, ids, held) : false),
    () => setDisplayAttributes(scope, stored, record, ids),
    ...(record.variant_families ?? []).map(
      (entry, index) => () => importVariantFamily(scope, id, entry, index, ids.attributes),
    ),
    () => (attributes ? removeUnlisted(scope, id, attributes, ids, held) : false),
  ];
  let changed = false;
  for (const step of steps) if (await step()) changed = true;
  return changed;
}

/** Name, description, status and labels, where the record's differ; whether any did. */
async function writeOwnFields(
  scope: TenantScope,
  stored: StoredFamily,
  record: FamilyRecord,
): Promise<boolean> {
  const id = stored.id;
  const base = definedOnly({
    name: differs(record.name, stored.name),
    description: differsNullable(record.description, stored.description),
  });
  const rewritten = Object.keys(base).length > 0;
  if (rewritten) await productFamilies.updateProductFamily(scope, { id, ...base });
  const written = await writeStatusAndLabels(stored, record, {
    status: (status) => productFamilies.setProductFamilyStatus(scope, { id, status }),
    translations: (translations) =>
      productFamilies.updateProductFamilyTranslations(scope, { id, translations }),
  });
  return rewritten || written;
}

/** Looks up every code the record names; invalid_reference on the first unknown one. */
async function resolveReferences(
  scope: TenantScope,
  memo: Memo,
  record: FamilyRecord,
): Promise<MemberIds> {
  const named: { code: string; field: string }[] = [];
  const seen = new Set<string>();
  (record.attributes ?? []).forEach((entry, index) => {
    const field = `attributes.${index}.code`;
    if (seen.has(entry.code)) {
      throw new AppError('invalid_value', `The attribute ${entry.code} is given twice`, { field });
    }
    seen.add(entry.code);
    named.push({ code: entry.code, field });
  });
  for (const key of ['name', 'image'] as const) {
    const code = record.display_attributes?.[key];
    if (code) named.push({ code, field: `display_attributes.${key}` });
  }
  (record.variant_families ?? []).forEach((entry, index) =>
    entry.axes.forEach((axis, position) =>
      named.push({
        code: axis.attribute,
        field: `variant_families.${index}.axes.${position}.attribute`,
      }),
    ),
  );
  const attributes = await idsByCode(
    scope,
    memo,
    'attribute',
    named.map((one) => one.code),
  );
  const missing = named.find((one) => !attributes.has(one.code));
  if (missing) throw unknownReference('attribute', missing.code, missing.field);
  const channelCodes = (record.attributes ?? []).flatMap((entry) => entry.channels ?? []);
  const channels = await idsByCode(scope, memo, 'channel', channelCodes);
  (record.attributes ?? []).forEach((entry, index) => {
    const unknown = entry.channels?.find((code) => !channels.has(code));
    if (unknown) throw unknownReference('channel', unknown, `attributes.${index}.channels`);
  });
  return { attributes, channels };
}

/** Sets the display attributes the record gives (null clears one) where they differ. */
async function setDisplayAttributes(
  scope: TenantScope,
  stored: StoredFamily,
  record: FamilyRecord,
  ids: MemberIds,
): Promise<boolean> {
  const given = record.display_attributes;
  if (!given) return false;
  const idOf = (code: string | null | undefined) =>
    code === undefined ? undefined : code === null ? null : ids.attributes.get(code)!;
  const display = definedOnly({
    name_attribute_id: differs(idOf(given.name), stored.name_attribute_id),
    image_attribute_id: differs(idOf(given.image), stored.image_attribute_id),
  });
  if (Object.keys(display).length === 0) return false;
  await renamingFields(
    (field) =>
      field.replace(/^display_attributes\.(name|image)_attribute_id$/, 'display_attributes.$1'),
    () =>
      productFamilies.updateProductFamily(scope, { id: stored.id, display_attributes: display }),
  );
  return true;
}

/**
 * The families export, by code, with each family's attributes (by attribute code), display
 * attributes and live variant families with their axes.
 */
export const familyQuery: CodecQuery = {
  count: (scope, code) => countLive(scope, 'product_families', code),
  labelLocales: (scope, code) => labelLocales(scope, 'product_families', code),
  async *rows(scope, code) {
    const channelCount = await exportedChannelCount(scope);
    yield* keysetPages<FamilyExportRow>(async (after) => {
      const families = await familyExportPage(scope.db.sql, scope.tenantId, code, after);
      const ids = families.map((family) => family.id);
      const attributes = await exportedAttributeEntries(scope, ids, channelCount);
      const variantFamilies = await exportedVariantEntries(scope, ids);
      return families.map((family) => ({
        ...family,
        attributes: attributes.get(family.id) ?? [],
        variant_families: variantFamilies.get(family.id) ?? [],
      }));
    });
  },
};
