// The variants codec. A record `{product, sku, axis_values?: {<axis code>: <option code>},
// is_default?, status?, values?}` names its product by code; its static fields are declared
// here once (the record's schema, the columns product, sku, is_default, status, cells both
// ways), its axis values and its own values by the columns the catalog's structure gives.
//
// In CSV, an axis is a plain column named by its attribute (`color`): a column of an
// attribute that is an axis of some variant family is read as an axis value here; the write
// (variant-writes.ts) settles those that are no axis of the product's variant family into
// the variant's own values.
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import {
  boolean,
  cellText,
  defineCodec,
  field,
  text,
  textFieldOf,
  type Cells,
  type Memo,
  type RecordOf,
} from '../../platform/codecs/index.ts';
import { zCode } from '../../platform/shared/index.ts';
import { liveAxisCodes, MAX_VARIANT_AXES } from '../../catalog/variant-families/index.ts';
import { zProductCode, zProductStatus } from '../product/schemas.ts';
import { VARIANT_SKU_MAX } from '../variants/schemas.ts';
import { valuesField } from './product.ts';
import { staticFields, withValueCells } from './values.ts';

const zOption = z.union([z.string().min(1).max(100), z.boolean()]);

/** The axis values by axis code: plain columns named by the axis, none of the codec's own. */
const axisValuesField = field({
  /** Required to create; on update, the variant's own (they cannot change). */
  schema: z
    .record(z.string().min(1).max(100), zOption)
    .refine((axes) => Object.keys(axes).length <= MAX_VARIANT_AXES, {
      message: `at most ${MAX_VARIANT_AXES} axes`,
      params: { code: 'too_long' },
    })
    .optional(),
  columns: [],
  keepEmpty: true,
  read: () => undefined,
  write: () => undefined,
});

export const variantCodec = defineCodec(
  {
    product: text(zProductCode),
    sku: text(zCode(VARIANT_SKU_MAX)),
    axis_values: axisValuesField,
    is_default: boolean(),
    status: text(zProductStatus.optional()),
    values: valuesField,
  },
  { keyColumns: ['sku'], keyOf: (record) => textFieldOf(record, 'sku') },
);
export type VariantRecord = RecordOf<typeof variantCodec.fields>;

export const optionText = (value: string | boolean) =>
  typeof value === 'boolean' ? String(value) : value;

/** Codes of the live attributes that are an axis of some live variant family of the tenant. */
async function axisCodes(scope: TenantScope, memo: Memo): Promise<Set<string>> {
  const cached = memo.get('variants:axis_codes') as Set<string> | undefined;
  if (cached) return cached;
  const codes = await liveAxisCodes(scope.db.sql, scope.tenantId);
  memo.set('variants:axis_codes', codes);
  return codes;
}

/** A CSV or XLSX row as a variant record, marked with where its values came from. */
export async function variantFromCells(
  scope: TenantScope,
  memo: Memo,
  cells: Cells,
): Promise<Record<string, unknown>> {
  const record = staticFields(variantCodec, cells);
  const axes = await axisCodes(scope, memo);
  const skip = new Set<string>(variantCodec.columns);
  const axisValues: Record<string, string> = {};
  for (const column of Object.keys(cells)) {
    if (!axes.has(column)) continue;
    skip.add(column);
    const text = cellText(cells, column);
    if (text !== undefined) axisValues[column] = text;
  }
  if (Object.keys(axisValues).length > 0) record.axis_values = axisValues;
  return withValueCells(scope, memo, cells, record, skip);
}
