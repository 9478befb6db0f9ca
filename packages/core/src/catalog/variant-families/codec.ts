// A product family's variant families in the families codec (product-families/codec.ts): the
// `variant_families` entries {code, name?, labels?, axes}, a JSON cell. An import creates a
// missing one; an existing one keeps its name and axes (other axes fail the record, as axes
// cannot change) and takes the labels given. Writes go through the variant family service,
// with its errors on the record's entry.
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import { json, renamingFields, requiredOnCreate, sameSet } from '../../platform/codecs/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { zCode, zName } from '../../platform/shared/index.ts';
import { namesByLocale, writeLabels, zLabels } from '../translations/index.ts';
import { findVariantFamily, findVariantFamilyByCode } from './repository.ts';
import { MAX_VARIANT_AXES } from './schemas.ts';
import * as variantFamilies from './service.ts';
import { exportedVariantFamilies } from './sql.ts';

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

export type VariantFamilyEntry = z.infer<typeof ZVariantFamilyEntry>;

/** The `variant_families` field: a JSON cell, empty when there are none. */
export const variantFamiliesField = () => json(z.array(ZVariantFamilyEntry).max(100).optional());

/** The axes with their defaults: level 1, and positions in the order given within a level. */
function axesOf(entry: VariantFamilyEntry, attributeIds: ReadonlyMap<string, string>) {
  const next = new Map<number, number>();
  return entry.axes.map((axis) => {
    const level = axis.level ?? 1;
    const position = axis.position ?? (next.get(level) ?? 0) + 1;
    next.set(level, Math.max(next.get(level) ?? 0, position));
    return { attribute_id: attributeIds.get(axis.attribute)!, level, position };
  });
}

/** Creates a missing variant family; an existing one must have the same axes. */
export async function importVariantFamily(
  scope: TenantScope,
  familyId: string,
  entry: VariantFamilyEntry,
  index: number,
  attributeIds: ReadonlyMap<string, string>,
): Promise<boolean> {
  const prefix = `variant_families.${index}.`;
  const axes = axesOf(entry, attributeIds);
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

/** The exported entries of these families' live variant families, by family id. */
export async function exportedVariantEntries(
  { db, tenantId }: TenantScope,
  familyIds: readonly string[],
): Promise<Map<string, VariantFamilyEntry[]>> {
  const byFamily = new Map<string, VariantFamilyEntry[]>();
  if (familyIds.length === 0) return byFamily;
  for (const { family_id: familyId, translations, ...variant } of await exportedVariantFamilies(
    db.sql,
    tenantId,
    familyIds,
  )) {
    const labels = namesByLocale(translations);
    const list = byFamily.get(familyId) ?? [];
    list.push({ ...variant, ...(Object.keys(labels).length > 0 ? { labels } : {}) });
    byFamily.set(familyId, list);
  }
  return byFamily;
}
