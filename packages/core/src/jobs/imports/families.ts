// The product families importer: {code, name, description?, status?, labels?, attributes?,
// display_attributes?, variant_families?}, every reference by code. `attributes` given makes
// the family's attributes exactly these (added, updated, removed; an entry's absent channels
// = every channel, absent flags = false); absent leaves them. Variant families are created
// when missing; an existing one keeps its name and axes (other axes are a failed item, as
// axes cannot change), and takes the labels given. Writes go through the product family,
// family attribute and variant family services, in an order that lets each rule hold:
// attributes added first, then display attributes and variant families, removals last
// (family-members.ts writes the attributes and variant families).
import { sql } from '@pim/db';
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import { zCatalogStatus } from '../../catalog/category-trees/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { findProductFamilyByCode, productFamilies } from '../../catalog/product-families/index.ts';
import { zCatalogDescription, zCode, zName } from '../../platform/shared/index.ts';
import { MAX_FAMILY_ATTRIBUTES_PER_REQUEST } from '../../catalog/family-attributes/index.ts';
import {
  cellJson,
  cellLabels,
  cellList,
  cellText,
  checkColumns,
  definedOnly,
  existingOrMissing,
  parseRecord,
  renamingFields,
  requiredOnCreate,
  type Cells,
  textFieldOf,
} from './cells.ts';
import { zLabels, writeStatusAndLabels } from '../../catalog/translations/index.ts';
import {
  addOrUpdateAttributes,
  heldAttributes,
  importVariantFamily,
  removeUnlisted,
  ZFamilyAttributeEntry,
  ZVariantFamilyEntry,
  type References,
} from './family-members.ts';
import type { EntityImporter, ImportMemo } from './importer.ts';
import { idsByCode, unknownReference } from './lookups.ts';

/** The CSV columns, besides `label-<locale>`. */
export const FAMILY_COLUMNS = [
  'code',
  'name',
  'description',
  'status',
  'attributes',
  'display_name',
  'display_image',
  'variant_families',
] as const;

const ZFamilyRecord = z.strictObject({
  code: zCode(100),
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
  status: zCatalogStatus.optional(),
  labels: zLabels.optional(),
  attributes: z.array(ZFamilyAttributeEntry).max(MAX_FAMILY_ATTRIBUTES_PER_REQUEST).optional(),
  display_attributes: z
    .strictObject({ name: zCode(100).nullish(), image: zCode(100).nullish() })
    .optional(),
  variant_families: z.array(ZVariantFamilyEntry).max(100).optional(),
});
type FamilyRecord = z.infer<typeof ZFamilyRecord>;

/** What the import reads of a stored family before it compares. */
interface StoredFamily {
  id: string;
  name: string;
  description: string | null;
  status: string;
  translations: unknown;
  name_attribute_id: string | null;
  image_attribute_id: string | null;
}

export const familiesImporter: EntityImporter = {
  keyColumns: ['code'],
  keyOf: (record) => textFieldOf(record, 'code'),

  fromCells(cells) {
    checkColumns(cells, FAMILY_COLUMNS, { labels: true });
    const displayName = cellText(cells, 'display_name');
    const displayImage = cellText(cells, 'display_image');
    const display = definedOnly({ name: displayName, image: displayImage });
    return Promise.resolve(
      definedOnly({
        code: cellText(cells, 'code'),
        name: cellText(cells, 'name'),
        description: cellText(cells, 'description'),
        status: cellText(cells, 'status'),
        labels: cellLabels(cells),
        attributes: attributesCell(cells),
        display_attributes: Object.keys(display).length > 0 ? display : undefined,
        variant_families: cellJson(cells, 'variant_families'),
      }),
    );
  },

  async importOne(scope, raw, options, memo) {
    const record = parseRecord(ZFamilyRecord, raw);
    const refs = await resolveReferences(scope, memo, record);
    const found = await findProductFamilyByCode(scope.db.prisma, scope.tenantId, record.code);
    const existing = existingOrMissing(found, options, 'product family', record.code);
    const id = existing?.id ?? (await createFamily(scope, record));
    const stored = await storedFamily(scope, id);
    const held = record.attributes ? await heldAttributes(scope, id) : [];
    const attributes = record.attributes;
    // In this order: what display attributes and axes need is added first, removals come last.
    const steps = [
      () => writeOwnFields(scope, stored, record),
      () => (attributes ? addOrUpdateAttributes(scope, id, attributes, refs, held) : false),
      () => setDisplayAttributes(scope, stored, record, refs),
      ...(record.variant_families ?? []).map(
        (entry, index) => () => importVariantFamily(scope, id, entry, index, refs),
      ),
      () => (attributes ? removeUnlisted(scope, id, attributes, refs, held) : false),
    ];
    let changed = false;
    for (const step of steps) if (await step()) changed = true;
    return { id, action: !existing ? 'created' : changed ? 'updated' : 'unchanged' };
  },
};

async function createFamily(scope: TenantScope, record: FamilyRecord): Promise<string> {
  const created = await productFamilies.createProductFamily(scope, {
    code: record.code,
    name: requiredOnCreate(record.name, 'name'),
    description: record.description ?? null,
  });
  return created.id;
}

/** Name, description, status and labels, where the record's differ; whether any did. */
async function writeOwnFields(
  scope: TenantScope,
  stored: StoredFamily,
  record: FamilyRecord,
): Promise<boolean> {
  const id = stored.id;
  const base = definedOnly({
    name: record.name !== undefined && record.name !== stored.name ? record.name : undefined,
    description:
      record.description !== undefined && (record.description ?? null) !== stored.description
        ? record.description
        : undefined,
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

/** `attributes` as a JSON array of entries, or a plain comma list of attribute codes. */
function attributesCell(cells: Cells): unknown {
  const text = cellText(cells, 'attributes');
  if (text === undefined) return undefined;
  if (text.startsWith('[')) return cellJson(cells, 'attributes');
  return cellList(cells, 'attributes')!.map((code) => ({ code }));
}

/** Looks up every code the record names; invalid_reference on the first unknown one. */
async function resolveReferences(
  scope: TenantScope,
  memo: ImportMemo,
  record: FamilyRecord,
): Promise<References> {
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

async function storedFamily({ db, tenantId }: TenantScope, id: string): Promise<StoredFamily> {
  const [row] = await db.sql.query<StoredFamily>(sql`
    SELECT id::text AS id, name, description, status::text AS status, translations,
           name_attribute_id::text AS name_attribute_id,
           image_attribute_id::text AS image_attribute_id
      FROM product_families
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid AND deleted_at IS NULL`);
  if (!row) throw new AppError('not_found', 'Product family not found', { field: 'code' });
  return row;
}

/** Sets the display attributes the record gives (null clears one) where they differ. */
async function setDisplayAttributes(
  scope: TenantScope,
  stored: StoredFamily,
  record: FamilyRecord,
  refs: References,
): Promise<boolean> {
  const given = record.display_attributes;
  if (!given) return false;
  const idOf = (code: string | null | undefined) =>
    code === undefined ? undefined : code === null ? null : refs.attributes.get(code)!;
  const name = idOf(given.name);
  const image = idOf(given.image);
  const display = definedOnly({
    name_attribute_id: name !== undefined && name !== stored.name_attribute_id ? name : undefined,
    image_attribute_id:
      image !== undefined && image !== stored.image_attribute_id ? image : undefined,
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
