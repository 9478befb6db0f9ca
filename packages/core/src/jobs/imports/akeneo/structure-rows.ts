// Akeneo's structure files as native records: categories.csv (trees and categories),
// attributes.csv, attribute_options.csv, families.csv and family_variants.csv. Channels,
// locales, currencies and attribute groups are not import entities: they must exist (an
// attribute naming a missing group fails on `group`).
import type { TenantScope } from '../../../platform/access/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { ImportMemo } from '../importer.ts';
import {
  attributeRecord,
  familyRecord,
  labelsOf,
  listOf,
  nameOf,
  VARIANT_LEVELS,
  variantAttributes,
  variantFamilyItem,
  type AkeneoRow,
} from './mapping.ts';
import { treesOf, valueContextOf } from './memo.ts';
import { treeOfCode } from '../../../catalog/categories/index.ts';
import { familyWithAttributes } from '../../../catalog/product-families/index.ts';
import { cellOf, type AkeneoRecord } from './rows.ts';

/**
 * Akeneo keeps a price attribute's currencies on its channels (channels.csv), which are not
 * imported: a new price attribute takes these, its demo catalog's; an existing one keeps its own.
 */
export const DEFAULT_CURRENCIES = ['USD', 'EUR'] as const;

/**
 * categories.csv: a row without `parent` is a tree (Akeneo's root category); any other is a
 * category of the tree its parents lead to, top-level when its parent is the tree itself.
 * Parents come before children in Akeneo's files; parents of an earlier job are read.
 */
export async function categoryRecord(
  scope: TenantScope,
  row: AkeneoRow,
  memo: ImportMemo,
): Promise<AkeneoRecord> {
  const code = cellOf(row, 'code', true);
  const parent = cellOf(row, 'parent');
  const base = { code, name: nameOf(row), labels: labelsOf(row) };
  const trees = treesOf(memo);
  if (!parent) {
    trees.set(code, code);
    return { entity: 'categories', record: base };
  }
  const tree = trees.get(parent) ?? (await treeOfCode(scope.db.sql, scope.tenantId, parent))?.tree;
  if (!tree) {
    throw new AppError(
      'invalid_reference',
      `No category or tree ${parent} to put ${code} under: its row must come first (or be imported before)`,
      { field: 'parent' },
    );
  }
  trees.set(code, tree);
  return {
    entity: 'categories',
    record: { ...base, tree, ...(parent === tree ? {} : { parent }) },
  };
}

/** attributes.csv: types, settings and flags (mapping.ts); the group must exist. */
export async function attributeRecordOf(
  scope: TenantScope,
  row: AkeneoRow,
  memo: ImportMemo,
): Promise<AkeneoRecord> {
  cellOf(row, 'code', true);
  const existing = (await valueContextOf(scope, memo)).attributes.get(row.code!.trim());
  const currencies = (existing?.config.currencies as string[] | undefined) ?? DEFAULT_CURRENCIES;
  return { entity: 'attributes', record: attributeRecord(row, currencies) };
}

/** attribute_options.csv. */
export function optionRecord(row: AkeneoRow): AkeneoRecord {
  return {
    entity: 'attribute_options',
    record: {
      attribute: cellOf(row, 'attribute', true),
      code: cellOf(row, 'code', true),
      name: nameOf(row),
      labels: labelsOf(row),
      ...(row.sort_order ? { sort_order: Number(row.sort_order) } : {}),
    },
  };
}

/**
 * families.csv: attributes with per-channel requirements, display attributes. The attributes
 * variants may override (family_variants.csv marks them) stay so when the file comes again.
 */
export async function familyRecordOf(scope: TenantScope, row: AkeneoRow): Promise<AkeneoRecord> {
  const family = await familyWithAttributes(
    scope.db.sql,
    scope.tenantId,
    cellOf(row, 'code', true),
  );
  const overridable = new Set(
    family?.attributes.filter((a) => a.is_overridable).map((a) => a.code) ?? [],
  );
  const record = familyRecord(row);
  return {
    entity: 'families',
    record: {
      ...record,
      attributes: record.attributes.map((a) =>
        overridable.has(a.code) ? { ...a, is_overridable: true } : a,
      ),
    },
  };
}

/**
 * family_variants.csv: a families record of the row's family that adds the variant family.
 * Its level attributes (`variant-attributes_N`, axes aside) are what a variant holds apart
 * from its product; this service lets a variant hold a value only where the family marks the
 * attribute overridable, so those are marked, every other setting of the family as it is.
 */
export async function familyVariantRecord(
  scope: TenantScope,
  row: AkeneoRow,
): Promise<AkeneoRecord> {
  cellOf(row, 'code', true);
  const familyCode = cellOf(row, 'family', true);
  // Read afresh, not from the memo: an earlier row of this file may have marked attributes.
  const family = await familyWithAttributes(scope.db.sql, scope.tenantId, familyCode);
  if (!family) {
    throw new AppError('invalid_reference', `No family ${familyCode}: import families.csv first`, {
      field: 'family',
    });
  }
  const held = new Set(family.attributes.map((a) => a.code));
  for (const level of VARIANT_LEVELS) {
    const column = `variant-attributes_${level}`;
    const outside = listOf(row[column]).filter((code) => !held.has(code));
    if (outside.length > 0) {
      throw new AppError(
        'invalid_value',
        `${outside.join(', ')} ${outside.length > 1 ? 'are' : 'is'} not in the family ${familyCode}`,
        { field: column },
      );
    }
  }
  const ownedByVariants = new Set(variantAttributes(row));
  const marking = family.attributes.some((a) => ownedByVariants.has(a.code) && !a.is_overridable);
  return {
    entity: 'families',
    record: {
      code: family.code,
      ...(marking
        ? {
            attributes: family.attributes.map((a) => ({
              code: a.code,
              channels: a.channels,
              is_mandatory: a.is_mandatory,
              is_overridable: a.is_overridable || ownedByVariants.has(a.code),
            })),
          }
        : {}),
      variant_families: [variantFamilyItem(row)],
    },
  };
}
