// The members of a product family an import writes besides the family itself: its attributes
// (added, updated, removed to match the record's list) and its variant families (created when
// missing; an existing one must have the same axes). Part of the families importer
// (families.ts), split off to keep each file readable; every write goes through the family
// attribute and variant family services, with their errors renamed to the record's fields.
import { sql } from '@pim/db';
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import {
  MAX_FAMILY_ATTRIBUTES_PER_REQUEST,
  familyAttributes,
} from '../../catalog/family-attributes/index.ts';
import { zCode, zName } from '../../platform/shared/index.ts';
import {
  findVariantFamilyByCode,
  findVariantFamily,
  MAX_VARIANT_AXES,
  variantFamilies,
} from '../../catalog/variant-families/index.ts';
import { renamingFields, requiredOnCreate } from './cells.ts';
import { writeLabels, zLabels } from '../../catalog/translations/index.ts';

export const ZFamilyAttributeEntry = z.strictObject({
  code: zCode(100),
  /** Channel codes; absent: every channel of the tenant. */
  channels: z.array(zCode(100)).max(MAX_FAMILY_ATTRIBUTES_PER_REQUEST).optional(),
  is_mandatory: z.boolean().optional(),
  is_overridable: z.boolean().optional(),
});

export const ZVariantFamilyEntry = z.strictObject({
  code: zCode(100),
  name: zName.optional(),
  labels: zLabels.optional(),
  axes: z
    .array(
      z.strictObject({
        attribute: zCode(100),
        level: z.number().int().min(1).max(2).optional(),
        position: z.number().int().min(1).max(2_147_483_647).optional(),
      }),
    )
    .min(1)
    .max(MAX_VARIANT_AXES),
});

export type FamilyAttributeEntry = z.infer<typeof ZFamilyAttributeEntry>;
export type VariantFamilyEntry = z.infer<typeof ZVariantFamilyEntry>;

/** One family attribute as the create and update services take it. */
interface FamilyAttributeItem {
  attribute_id: string;
  channel_ids: string[];
  is_mandatory: boolean;
  is_overridable: boolean;
}

export interface HeldAttribute {
  attribute_id: string;
  is_mandatory: boolean;
  is_overridable: boolean;
  channel_ids: string[];
}

/** The record's codes as ids: attributes and channels it names. */
export interface References {
  attributes: Map<string, string>;
  channels: Map<string, string>;
}

/** The family's attributes (live ones) with their flags and channel ids. */
export async function heldAttributes({ db, tenantId }: TenantScope, familyId: string) {
  return db.sql.query<HeldAttribute>(sql`
    SELECT fa.attribute_id::text AS attribute_id, fa.is_mandatory, fa.is_overridable,
           COALESCE(array_agg(fac.channel_id::text ORDER BY fac.channel_id)
                    FILTER (WHERE fac.channel_id IS NOT NULL), '{}') AS channel_ids
      FROM family_attributes fa
      JOIN attributes a ON a.tenant_id = fa.tenant_id AND a.id = fa.attribute_id
                       AND a.deleted_at IS NULL
      LEFT JOIN family_attribute_channels fac
        ON fac.tenant_id = fa.tenant_id AND fac.family_id = fa.family_id
       AND fac.attribute_id = fa.attribute_id
     WHERE fa.tenant_id = ${tenantId}::uuid AND fa.family_id = ${familyId}::uuid
     GROUP BY fa.attribute_id, fa.is_mandatory, fa.is_overridable`);
}

async function liveChannelIds({ db, tenantId }: TenantScope): Promise<string[]> {
  const rows = await db.sql.query<{ id: string }>(sql`
    SELECT id::text AS id FROM channels
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL ORDER BY id`);
  return rows.map((row) => row.id);
}

export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

/** Renames `attributes.<n>.attribute_id|channel_ids` of a service call to the record's entry. */
const entryFields = (recordIndex: readonly number[]) => (field: string) => {
  const match = /^attributes\.(\d+)\.(attribute_id|channel_ids)$/.exec(field);
  if (!match) return field === '' ? 'attributes' : field;
  const index = recordIndex[Number(match[1])];
  return `attributes.${index}.${match[2] === 'attribute_id' ? 'code' : 'channels'}`;
};

/** Adds the listed attributes the family lacks and updates those that differ. */
export async function addOrUpdateAttributes(
  scope: TenantScope,
  familyId: string,
  entries: readonly FamilyAttributeEntry[],
  refs: References,
  held: readonly HeldAttribute[],
): Promise<boolean> {
  const byId = new Map(held.map((one) => [one.attribute_id, one]));
  const everyChannel = await liveChannelIds(scope);
  const added: { index: number; item: FamilyAttributeItem }[] = [];
  const updated: typeof added = [];
  entries.forEach((entry, index) => {
    const attributeId = refs.attributes.get(entry.code)!;
    const channelIds = entry.channels?.map((code) => refs.channels.get(code)!);
    const item = {
      attribute_id: attributeId,
      channel_ids: channelIds ?? everyChannel,
      is_mandatory: entry.is_mandatory ?? false,
      is_overridable: entry.is_overridable ?? false,
    };
    const current = byId.get(attributeId);
    if (!current) added.push({ index, item });
    else if (
      current.is_mandatory !== item.is_mandatory ||
      current.is_overridable !== item.is_overridable ||
      !sameSet(current.channel_ids, [...new Set(item.channel_ids)])
    ) {
      updated.push({ index, item });
    }
  });
  if (added.length > 0) {
    await renamingFields(entryFields(added.map((one) => one.index)), () =>
      familyAttributes.createFamilyAttributes(scope, {
        productFamilyId: familyId,
        attributes: added.map((one) => one.item),
      }),
    );
  }
  if (updated.length > 0) {
    await renamingFields(entryFields(updated.map((one) => one.index)), () =>
      familyAttributes.updateFamilyAttributes(scope, {
        productFamilyId: familyId,
        attributes: updated.map((one) => one.item),
      }),
    );
  }
  return added.length + updated.length > 0;
}

/** Takes out the family's attributes `entries` does not list (a used one fails the record). */
export async function removeUnlisted(
  scope: TenantScope,
  familyId: string,
  entries: readonly FamilyAttributeEntry[],
  refs: References,
  held: readonly HeldAttribute[],
): Promise<boolean> {
  const listed = new Set(entries.map((entry) => refs.attributes.get(entry.code)));
  const unlisted = held.filter((one) => !listed.has(one.attribute_id));
  for (const one of unlisted) {
    await renamingFields(
      () => 'attributes',
      () =>
        familyAttributes.deleteFamilyAttribute(scope, {
          productFamilyId: familyId,
          attributeId: one.attribute_id,
        }),
    );
  }
  return unlisted.length > 0;
}

/** The axes with their defaults: level 1, and positions in the order given within a level. */
function axesOf(entry: VariantFamilyEntry, refs: References) {
  const next = new Map<number, number>();
  return entry.axes.map((axis) => {
    const level = axis.level ?? 1;
    const position = axis.position ?? (next.get(level) ?? 0) + 1;
    next.set(level, Math.max(next.get(level) ?? 0, position));
    return { attribute_id: refs.attributes.get(axis.attribute)!, level, position };
  });
}

/** Creates a missing variant family; an existing one must have the same axes. */
export async function importVariantFamily(
  scope: TenantScope,
  familyId: string,
  entry: VariantFamilyEntry,
  index: number,
  refs: References,
): Promise<boolean> {
  const prefix = `variant_families.${index}.`;
  const axes = axesOf(entry, refs);
  const { db, tenantId } = scope;
  const found = await findVariantFamilyByCode(db.prisma, tenantId, familyId, entry.code);
  if (!found) {
    const name = requiredOnCreate(entry.name, `${prefix}name`);
    const created = await renamingFields(
      (field) =>
        field === ''
          ? `variant_families.${index}`
          : prefix + field.replace(/^axes\.(\d+)\.attribute_id$/, 'axes.$1.attribute'),
      () =>
        variantFamilies.createVariantFamily(scope, {
          productFamilyId: familyId,
          code: entry.code,
          name,
          axes,
        }),
    );
    await writeVariantLabels(scope, familyId, created.id, undefined, entry, prefix);
    return true;
  }
  const current = await findVariantFamily(db.prisma, tenantId, familyId, found.id);
  const key = (axis: { attribute_id: string; level: number; position: number }) =>
    `${axis.attribute_id}:${axis.level}:${axis.position}`;
  const stored = (current?.axes ?? []).map((axis) =>
    key({ attribute_id: axis.attributeId, level: axis.level, position: axis.position }),
  );
  if (!sameSet(stored, axes.map(key))) {
    throw new AppError(
      'invalid_value',
      `The variant family ${entry.code} exists with other axes; axes cannot change once created`,
      { field: `${prefix}axes` },
    );
  }
  return writeVariantLabels(scope, familyId, found.id, current?.translations, entry, prefix);
}

function writeVariantLabels(
  scope: TenantScope,
  familyId: string,
  id: string,
  stored: unknown,
  entry: VariantFamilyEntry,
  prefix: string,
): Promise<boolean> {
  return writeLabels(
    stored,
    entry.labels,
    (translations) =>
      variantFamilies.updateVariantFamilyTranslations(scope, {
        productFamilyId: familyId,
        variantFamilyId: id,
        translations,
      }),
    prefix,
  );
}
