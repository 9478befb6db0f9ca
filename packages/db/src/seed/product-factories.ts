// Row factories of products and variants, for the seed and the tests: each writes the rows as
// the product stores them (values as one document, see products.prisma), without the checks,
// completeness and revision of the API (packages/core: products, product-revisions), which a
// caller that needs them runs afterwards.
import { createHash } from 'node:crypto';
import type { DbTx } from '../index.ts';
import type { Prisma, ProductStatus } from '../generated/prisma/client.ts';
import { uniqueCode } from './factories.ts';

type Actor = object;
const audit = (actor: Actor | undefined) => (actor ? { createdBy: actor, modifiedBy: actor } : {});

/** `{"<attribute id>": {"<channel|$default>": {"<locale|$default>": {"value": …}}}}` */
export type RawValuesRow = Record<string, Record<string, Record<string, { value: unknown }>>>;

/** A value with neither channel nor locale. */
export const defaultValue = (value: unknown) => ({ $default: { $default: { value } } });

export function createProductRow(
  db: DbTx,
  family: { id: string; tenantId: string },
  options: {
    code?: string;
    variantFamilyId?: string;
    productType?: string;
    status?: ProductStatus;
    rawValues?: RawValuesRow;
    categoryIds?: string[];
    actor?: Actor;
  } = {},
) {
  return db.product.create({
    data: {
      tenantId: family.tenantId,
      productFamilyId: family.id,
      variantFamilyId: options.variantFamilyId ?? null,
      productType: options.productType ?? null,
      code: options.code ?? uniqueCode('product'),
      status: options.status ?? 'draft',
      rawValues: (options.rawValues ?? {}) as Prisma.InputJsonObject,
      ...audit(options.actor),
      categories: {
        create: (options.categoryIds ?? []).map((categoryId) => ({ categoryId })),
      },
    },
  });
}

/**
 * A variant of the product with its axis values (`axes`: attribute id -> option code, in the
 * variant family's axis order) in its document, and its own overrides beside them.
 */
export function createVariantRow(
  db: DbTx,
  product: { id: string; tenantId: string },
  axes: [attributeId: string, optionCode: string][],
  options: {
    sku?: string;
    isDefault?: boolean;
    status?: ProductStatus;
    overrides?: RawValuesRow;
    actor?: Actor;
  } = {},
) {
  const rawValues: RawValuesRow = { ...options.overrides };
  for (const [attributeId, code] of axes) rawValues[attributeId] = defaultValue(code);
  return db.variant.create({
    data: {
      tenantId: product.tenantId,
      productId: product.id,
      sku: options.sku ?? uniqueCode('variant'),
      isDefault: options.isDefault ?? false,
      status: options.status ?? 'draft',
      axisKey: axes.map(([attributeId, code]) => `${attributeId}=${code}`).join(';'),
      rawValues: rawValues as Prisma.InputJsonObject,
      ...audit(options.actor),
    },
  });
}

/**
 * The `unique_values` row of an `is_unique` value of a product (the hash is the one of
 * packages/core/src/products/values/document.ts: sha256 of the value's JSON).
 */
export function createUniqueValueRow(
  db: DbTx,
  product: { id: string; tenantId: string },
  attributeId: string,
  value: unknown,
) {
  return db.uniqueValue.create({
    data: {
      tenantId: product.tenantId,
      attributeId,
      productId: product.id,
      valueHash: createHash('sha256').update(JSON.stringify(value)).digest('hex'),
    },
  });
}
