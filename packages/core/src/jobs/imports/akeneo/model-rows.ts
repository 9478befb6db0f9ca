// product_models.csv. A ROOT model (no parent) is a product here: its family is its family
// variant's, its variant family the family variant, and it holds the values of its row (an
// Akeneo root holds only the attributes of its own level). A SUB-model (level 1 of a two-level
// family variant) has no counterpart: this service's variants hang from the product and carry
// every axis. So a sub-model row is a skipped item that keeps its row; the products.csv job
// finds a variant's product through it (its `parent`), and its axis value and own values when
// the variant row does not repeat them (sql.ts, readSubModels).
import type { TenantScope } from '../../../platform/access/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { ImportMemo } from '../importer.ts';
import { listOf, type AkeneoRow } from './mapping.ts';
import { productOf, valueContextOf, variantFamiliesNamed } from './memo.ts';
import { cellOf, withNote, type AkeneoRecord } from './rows.ts';
import { readValues } from './values.ts';

/** The columns of a product model row that are not values. */
export const MODEL_COLUMNS: ReadonlySet<string> = new Set([
  'code',
  'family_variant',
  'parent',
  'categories',
]);

export async function modelRecord(
  scope: TenantScope,
  row: AkeneoRow,
  memo: ImportMemo,
): Promise<AkeneoRecord | { skip: string; key: string }> {
  const code = cellOf(row, 'code', true);
  const familyVariant = cellOf(row, 'family_variant', true);
  const parent = cellOf(row, 'parent');
  if (parent) return subModel(scope, memo, code, parent, familyVariant);
  const found = await variantFamiliesNamed(scope, memo, familyVariant);
  if (found.length !== 1) {
    throw new AppError(
      'invalid_reference',
      found.length === 0
        ? `No variant family ${familyVariant}: import family_variants.csv first (a family ` +
            'variant refused there, such as one whose axis is not a select or boolean ' +
            'attribute, leaves its models without one)'
        : `${found.length} families have a variant family ${familyVariant}: ` +
            found.map((v) => v.family).join(', '),
      { field: 'family_variant' },
    );
  }
  const variantFamily = found[0]!;
  const { values, droppedMedia } = readValues(
    row,
    await valueContextOf(scope, memo),
    MODEL_COLUMNS,
  );
  // An Akeneo root never holds its axes; this service sets them on each variant.
  for (const axis of variantFamily.axes) delete values[axis.attribute];
  const categories = listOf(row.categories);
  return withNote(
    {
      entity: 'products',
      record: {
        code,
        family: variantFamily.family,
        variant_family: variantFamily.code,
        ...(categories.length > 0 ? { categories } : {}),
        values,
      },
    },
    { dropped_media: droppedMedia.length },
  );
}

/** A sub-model: checked against its root, then kept as a skipped item for products.csv. */
async function subModel(
  scope: TenantScope,
  memo: ImportMemo,
  code: string,
  parent: string,
  familyVariant: string,
): Promise<{ skip: string; key: string }> {
  const root = await productOf(scope, memo, parent);
  if (!root) {
    throw new AppError(
      'invalid_reference',
      `No product model ${parent} above the sub-model ${code}: its row must come first (or failed, see its item)`,
      { field: 'parent' },
    );
  }
  return {
    key: code,
    skip:
      `${code} is a sub-model of ${root.code} (${familyVariant}): this service has no ` +
      'sub-models, its variants hang from the product. Its row is kept here; products.csv ' +
      'puts its axis value and values on the variants under it.',
  };
}
