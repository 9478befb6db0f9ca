// What a product record for a new product is checked into (prepareCreate): the product the
// API's create and value writes would make of it, everything the record names by code
// looked up (product.ts declares the record).
import type { TenantScope } from '../../platform/access/index.ts';
import {
  idsByCode,
  referenceId,
  variantFamilyIdByCode,
  type Memo,
} from '../../platform/codecs/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import type { AttributeDef } from '../values/sql.ts';
import { heldValues } from '../values/unique.ts';
import type { PreparedProduct } from '../write/create.ts';
import type { ProductRecord } from './product.ts';
import { applyRecordValues, checkRecordValues, familyValues } from './record-values.ts';
import type { CellOrigin } from './value-cells.ts';

/** The ids of the categories named, in order, once each; invalid_reference on `categories.N`. */
export async function categoryIdsOf(
  scope: TenantScope,
  memo: Memo,
  codes: readonly string[],
): Promise<string[]> {
  const found = await idsByCode(scope, memo, 'category', codes);
  const index = codes.findIndex((code) => !found.has(code));
  if (index >= 0) {
    throw new AppError('invalid_reference', `No category has the code ${codes[index]}`, {
      field: `categories.${index}`,
    });
  }
  return [...new Set(codes.map((code) => found.get(code)!))];
}

/**
 * Checks a record for a new product as the API's create and value writes check it (family,
 * variant family, categories, values); what to write. Reads only. The status move is checked
 * by the caller where it writes, with the grants of that moment (checkStatusMoves).
 */
export async function prepareCreate(
  scope: TenantScope,
  memo: Memo,
  record: ProductRecord,
  origin: CellOrigin | undefined,
): Promise<PreparedProduct> {
  if (record.family === undefined) {
    throw new AppError('required', 'family is required to create a product', { field: 'family' });
  }
  const familyId = await referenceId(scope, memo, 'family', record.family, 'family');
  let variantFamilyId: string | null = null;
  if (record.variant_family) {
    variantFamilyId =
      (await variantFamilyIdByCode(scope, memo, familyId, record.variant_family)) ?? null;
    if (!variantFamilyId) {
      throw new AppError(
        'invalid_reference',
        `No variant family ${record.variant_family} in the family ${record.family}`,
        { field: 'variant_family' },
      );
    }
  }
  const categoryIds = await categoryIdsOf(scope, memo, record.categories ?? []);
  const family = await familyValues(scope, memo, familyId, variantFamilyId);
  const checked = record.values
    ? await checkRecordValues(scope, memo, record.values, family, false, origin)
    : undefined;
  const rawValues = checked ? applyRecordValues({}, checked, origin) : {};
  const status = record.status ?? 'draft';
  const facts = new Map<string, { code: string; is_unique: boolean }>();
  for (const { def } of checked?.items ?? []) {
    if (rawValues[def.id]) facts.set(def.id, { code: def.code, is_unique: def.is_unique });
  }
  const uniqueIds = new Set([...facts].filter(([, f]) => f.is_unique).map(([id]) => id));
  const named = (types: readonly string[]) =>
    (checked?.items ?? [])
      .filter(({ def }) => types.includes(def.type))
      .flatMap(({ def, values }) =>
        values.flatMap((v) => [v.data?.value].flat()).map((value) => ({ def, value })),
      )
      .filter((n): n is { def: AttributeDef; value: string } => typeof n.value === 'string');
  const assetIds = named(['media']).map((n) => n.value);
  const options = named(['select', 'multiselect']).map((n) => ({
    attributeId: n.def.id,
    code: n.value,
  }));
  return {
    row: {
      code: record.code,
      familyId,
      variantFamilyId,
      productType: record.product_type ?? null,
      status,
      categoryIds,
      rawValues,
      unique: heldValues(rawValues, uniqueIds),
    },
    ...(checked ? { fieldOf: checked.fieldOf } : {}),
    facts,
    assetIds,
    options,
  };
}
