// products.csv. A row without `parent` is a simple product. A row with one is a variant of
// the product its model chain leads to: the root model itself, or the root above a sub-model
// (model-rows.ts); parents are matched in any case, as Akeneo does. Akeneo's rows repeat what
// a variant inherits from its models; as Akeneo's own import does, only the values of the
// variant's levels are kept: attributes the family lets variants override (family_variants.csv
// marked them) that the product does not hold itself. Axis values come from the row, else
// from the sub-model's row.
import type { TenantScope } from '../../../platform/access/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import type { ImportEntity } from '../../schemas.ts';
import type { ImportMemo } from '../importer.ts';
import { listOf, type AkeneoRow } from './mapping.ts';
import { MODEL_COLUMNS } from './model-rows.ts';
import { familyOf, productOf, subModelOf, valueContextOf, variantFamilyOf } from './memo.ts';
import { cellOf, withNote, type AkeneoRecord } from './rows.ts';
import type { ProductCodes as ProductInfo } from '../../../products/index.ts';
import type { VariantFamilyInfo } from '../../../catalog/variant-families/index.ts';
import { optionCode, readValues, type ValueContext, type Values } from './values.ts';
import { cellBoolean } from '../../../platform/codecs/index.ts';

/** The columns of a product row that are not values (the identifier aside). */
const PRODUCT_COLUMNS = ['categories', 'enabled', 'family', 'parent', 'groups'];

/** The identifier column: `sku` in Akeneo's default catalog, else the first (Akeneo's order). */
export const identifierColumn = (row: AkeneoRow): string =>
  'sku' in row ? 'sku' : (Object.keys(row)[0] ?? 'sku');

/** Akeneo has no workflow: `enabled` 0 archives; 1 leaves the status (new products: draft). */
const statusOf = (row: AkeneoRow) => (cellOf(row, 'enabled') === '0' ? { status: 'archived' } : {});

export async function productRecord(
  scope: TenantScope,
  row: AkeneoRow,
  memo: ImportMemo,
  entity: ImportEntity,
): Promise<AkeneoRecord | { skip: string; key: string }> {
  const idColumn = identifierColumn(row);
  const sku = cellOf(row, idColumn, true);
  const parent = cellOf(row, 'parent');
  if (parent) return variantRecord(scope, row, memo, { idColumn, sku, parent });
  if (entity === 'variants') {
    return {
      key: sku,
      skip: `${sku} has no parent: a simple product, import it with entity products`,
    };
  }
  const family = cellOf(row, 'family');
  if (!family) {
    throw new AppError(
      'required',
      `${sku} has no family, which Akeneo allows and this service does not: give it a family in the file and import it again`,
      { field: 'family' },
    );
  }
  const context = await valueContextOf(scope, memo);
  const { values, droppedMedia } = readValues(row, context, structural(idColumn));
  const categories = listOf(row.categories);
  return withNote(
    {
      entity: 'products',
      record: {
        code: sku,
        family,
        ...(categories.length > 0 ? { categories } : {}),
        ...statusOf(row),
        values: withIdentifier(values, context, idColumn, sku),
      },
    },
    { dropped_media: droppedMedia.length },
  );
}

/** The identifier is also a value (Akeneo's identifier attribute), when the attribute exists. */
function withIdentifier(values: Values, context: ValueContext, column: string, sku: string) {
  return context.attributes.has(column)
    ? { ...values, [column]: [{ data: { value: sku } }] }
    : values;
}

const structural = (idColumn: string): ReadonlySet<string> =>
  new Set([idColumn, ...PRODUCT_COLUMNS]);

interface VariantRow {
  idColumn: string;
  sku: string;
  parent: string;
}

async function variantRecord(
  scope: TenantScope,
  row: AkeneoRow,
  memo: ImportMemo,
  { idColumn, sku, parent }: VariantRow,
): Promise<AkeneoRecord> {
  const { product, subModel } = await parentOf(scope, memo, parent);
  const variantFamily = product.variant_family
    ? await variantFamilyOf(scope, memo, product.family, product.variant_family)
    : undefined;
  if (!variantFamily) {
    throw new AppError(
      'invalid_value',
      `The product ${product.code} has no variant family, so it takes no variants`,
      { field: 'parent' },
    );
  }
  const context = await valueContextOf(scope, memo);
  const own = await ownAttributes(scope, memo, product, variantFamily);
  const fromRow = readValues(row, context, structural(idColumn));
  const fromModel = subModel ? readValues(subModel, context, MODEL_COLUMNS) : undefined;
  const values: Values = {};
  for (const code of own) {
    const scoped = fromRow.values[code] ?? fromModel?.values[code];
    if (scoped) values[code] = scoped;
  }
  const categories = listOf(row.categories).filter((c) => !product.categories.includes(c));
  return withNote(
    {
      entity: 'variants',
      record: {
        product: product.code,
        sku,
        axis_values: axisValues(row, subModel, variantFamily, context),
        ...statusOf(row),
        values: own.has(idColumn) ? withIdentifier(values, context, idColumn, sku) : values,
      },
    },
    {
      dropped_media: fromRow.droppedMedia.filter((code) => own.has(code)).length,
      // A variant's categories are its product's; Akeneo's rows repeat the model's.
      ignored_categories: categories,
    },
  );
}

/** The product a variant row's parent leads to, and the sub-model row in between if any. */
async function parentOf(
  scope: TenantScope,
  memo: ImportMemo,
  parent: string,
): Promise<{ product: ProductInfo; subModel?: AkeneoRow }> {
  // Sub-models first: they are read once per run, and a code is a model or a sub-model.
  const subModel = await subModelOf(scope, memo, parent);
  const product = await productOf(scope, memo, subModel?.parent?.trim() || parent);
  if (product) return { product, ...(subModel ? { subModel } : {}) };
  throw new AppError(
    'invalid_reference',
    subModel
      ? `The sub-model ${parent} hangs from ${subModel.parent}, which is not a product here (see its item in the product_models.csv job)`
      : `No product model ${parent}: import product_models.csv first (a model that failed there leaves its variants without a product)`,
    { field: 'parent' },
  );
}

/**
 * What a variant of `product` holds apart from it: the family's overridable attributes that
 * are not axes and that the product holds no value of (Akeneo gives each attribute one level).
 */
async function ownAttributes(
  scope: TenantScope,
  memo: ImportMemo,
  product: ProductInfo,
  variantFamily: VariantFamilyInfo,
): Promise<Set<string>> {
  const family = await familyOf(scope, memo, product.family);
  const axes = new Set(variantFamily.axes.map((axis) => axis.attribute));
  const held = new Set(product.held);
  return new Set(
    (family?.attributes ?? [])
      .filter((a) => a.is_overridable && !axes.has(a.code) && !held.has(a.code))
      .map((a) => a.code),
  );
}

/** One option code (a boolean for a boolean axis) per axis, from the row, else from its sub-model. */
function axisValues(
  row: AkeneoRow,
  subModel: AkeneoRow | undefined,
  variantFamily: VariantFamilyInfo,
  context: ValueContext,
): Record<string, string | boolean> {
  const axisValues: Record<string, string | boolean> = {};
  for (const axis of variantFamily.axes) {
    const cell = cellOf(row, axis.attribute) ?? (subModel && cellOf(subModel, axis.attribute));
    if (!cell) {
      throw new AppError(
        'required',
        `The axis ${axis.attribute} of ${variantFamily.code} has no value in this row${subModel ? ' nor in its sub-model' : ''}`,
        { field: axis.attribute },
      );
    }
    axisValues[axis.attribute] =
      axis.type === 'boolean'
        ? cellBoolean({ [axis.attribute]: cell }, axis.attribute)!
        : optionCode(context, axis.attribute, cell);
  }
  return axisValues;
}
