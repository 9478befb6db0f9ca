// The products codec. A record `{code, family, variant_family?, product_type?, status?,
// categories?, values?}` names everything by code; its static fields are declared here once
// (the record's schema, the columns code … categories, cells both ways), its values by the
// values part (values.ts): one column per attribute and scope, after the static ones.
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import {
  codeList,
  defineCodec,
  field,
  text,
  type Cells,
  type Memo,
  type RecordOf,
} from '../../platform/codecs/index.ts';
import { MAX_IDS, zCode } from '../../platform/shared/index.ts';
import { PRODUCT_TYPE_MAX, zProductCode, zProductStatus } from '../product/schemas.ts';
import { zRecordValues } from './record-values.ts';
import { staticFields, withValueCells } from './values.ts';

/** The record's `values`, by attribute code: no column of its own (the values part's). */
export const valuesField = field({
  schema: zRecordValues.optional(),
  columns: [],
  keepEmpty: true,
  read: () => undefined,
  write: () => undefined,
});

export const productCodec = defineCodec({
  code: text(zProductCode),
  /** Required to create; on update, the product's own family (it cannot change). */
  family: text(zCode().optional()),
  variant_family: text(zCode().nullish()),
  product_type: text(z.string().min(1).max(PRODUCT_TYPE_MAX).nullish()),
  status: text(zProductStatus.optional()),
  /** Category codes: they replace the product's categories. */
  categories: { ...codeList(z.array(zCode()).max(MAX_IDS).optional()), keepEmpty: true },
  values: valuesField,
});
export type ProductRecord = RecordOf<typeof productCodec.fields>;

/** The columns of a product row that are not values. */
const NOT_VALUES = new Set<string>(productCodec.columns);

/** A CSV or XLSX row as a product record, marked with where its values came from. */
export async function productFromCells(
  scope: TenantScope,
  memo: Memo,
  cells: Cells,
): Promise<Record<string, unknown>> {
  return withValueCells(scope, memo, cells, staticFields(productCodec, cells), NOT_VALUES);
}
