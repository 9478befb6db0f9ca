// The catalog as one akeneo_csv job run sees it, read once and kept in the run's ImportMemo:
// attributes and option codes (value columns), variant families, and, as rows name them,
// families, products and sub-models. Only reads are kept (a miss is asked again, since a
// later record may create it); the memo is dropped when a batch rolls back (importer.ts).
import type { TenantScope } from '../../../platform/access/index.ts';
import type { ImportMemo } from '../importer.ts';
import type { AkeneoRow } from './mapping.ts';
import { attributeDefinitions } from '../../../catalog/attributes/index.ts';
import { optionCodesByAttribute } from '../../../catalog/attribute-options/index.ts';
import { familyWithAttributes, type FamilyInfo } from '../../../catalog/product-families/index.ts';
import {
  variantFamiliesWithAxes,
  type VariantFamilyInfo,
} from '../../../catalog/variant-families/index.ts';
import { readSubModels } from './sql.ts';
import {
  productByCodeInAnyCase,
  type ProductCodes as ProductInfo,
} from '../../../products/index.ts';
import type { ValueContext } from './values.ts';

/** Memo keys, apart from the native importers' own. */
const KEYS = {
  values: 'akeneo:values',
  variantFamilies: 'akeneo:variant-families',
  families: 'akeneo:families',
  products: 'akeneo:products',
  subModels: 'akeneo:sub-models',
  trees: 'akeneo:trees',
} as const;

async function once<T>(memo: ImportMemo, key: string, read: () => Promise<T>): Promise<T> {
  if (memo.has(key)) return memo.get(key) as T;
  const value = await read();
  memo.set(key, value);
  return value;
}

function mapIn<V>(memo: ImportMemo, key: string): Map<string, V> {
  let map = memo.get(key) as Map<string, V> | undefined;
  if (!map) memo.set(key, (map = new Map()));
  return map;
}

/** The tenant's attributes and option codes, for reading value columns. */
export const valueContextOf = (scope: TenantScope, memo: ImportMemo): Promise<ValueContext> =>
  once(memo, KEYS.values, async () => ({
    attributes: await attributeDefinitions(scope.db.sql, scope.tenantId),
    options: await optionCodesByAttribute(scope.db.sql, scope.tenantId),
  }));

/** The variant families with this code in any case (Akeneo's codes are tenant-wide). */
export async function variantFamiliesNamed(
  scope: TenantScope,
  memo: ImportMemo,
  code: string,
): Promise<VariantFamilyInfo[]> {
  const all = await once(memo, KEYS.variantFamilies, () =>
    variantFamiliesWithAxes(scope.db.sql, scope.tenantId),
  );
  const exact = all.filter((v) => v.code === code);
  return exact.length > 0 ? exact : all.filter((v) => v.code.toLowerCase() === code.toLowerCase());
}

/** The variant family `code` of the family `family`. */
export async function variantFamilyOf(
  scope: TenantScope,
  memo: ImportMemo,
  family: string,
  code: string,
): Promise<VariantFamilyInfo | undefined> {
  const all = await once(memo, KEYS.variantFamilies, () =>
    variantFamiliesWithAxes(scope.db.sql, scope.tenantId),
  );
  return all.find((v) => v.family === family && v.code === code);
}

/** A live family and its attribute settings. */
export async function familyOf(
  scope: TenantScope,
  memo: ImportMemo,
  code: string,
): Promise<FamilyInfo | undefined> {
  const families = mapIn<FamilyInfo>(memo, KEYS.families);
  const known = families.get(code);
  if (known) return known;
  const found = await familyWithAttributes(scope.db.sql, scope.tenantId, code);
  if (found) families.set(code, found);
  return found;
}

/** A live product by code, in any case. */
export async function productOf(
  scope: TenantScope,
  memo: ImportMemo,
  code: string,
): Promise<ProductInfo | undefined> {
  const products = mapIn<ProductInfo>(memo, KEYS.products);
  const known = products.get(code.toLowerCase());
  if (known) return known;
  const found = await productByCodeInAnyCase(scope.db.sql, scope.tenantId, code);
  if (found) products.set(code.toLowerCase(), found);
  return found;
}

/** The row of a sub-model recorded by an earlier product_models.csv job, by code in any case. */
export async function subModelOf(
  scope: TenantScope,
  memo: ImportMemo,
  code: string,
): Promise<AkeneoRow | undefined> {
  const subModels = await once(memo, KEYS.subModels, () => readSubModels(scope));
  return subModels.get(code.toLowerCase());
}

/** Category code → tree code, as the rows of this run said (categories.csv). */
export const treesOf = (memo: ImportMemo): Map<string, string> => mapIn<string>(memo, KEYS.trees);
