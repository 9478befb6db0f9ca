// Product rules: a code unique among the tenant's live products; a product is made in a live,
// active family, with a variant family of that family and live categories; it starts as a
// draft. Every change to an existing product runs inside changeProduct (change.ts: the row
// locked, then one revision); a create or a clone records its first revision itself. Status
// moves follow status.ts and carry the product's variants along.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { lockVariantFamily } from '../../catalog/variant-families/index.ts';
import {
  liveIdsAmong,
  fault,
  faultsOf,
  refuseFaults,
  withUniqueField,
} from '../../platform/shared/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { recordProductChange } from '../revisions/record.ts';
import { changeProduct, lockProduct } from '../write/change.ts';
import { createOne } from '../write/create.ts';
import { toProductDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  CloneProductInput,
  CreateProductInput,
  ProductDto,
  ProductIdInput,
  ProductStatusInput,
  UpdateProductInput,
} from './schemas.ts';
import * as store from './sql.ts';
import { checkStatusMove } from './status.ts';

export { listProducts } from './list.ts';

const WHAT = 'Product';
/** The create input's fields of the references, for the write path's refusals. */
const CREATE_FIELDS = {
  family: 'product_family_id',
  variantFamily: 'variant_family_id',
  categories: 'category_ids',
};
const duplicateCode = (code: string) => `A product with the code ${code} already exists`;

/** The product's detail answer; 404 when it is not a live product of the tenant. */
async function answerFor({ db, tenantId }: TenantScope, id: string): Promise<ProductDto> {
  const row = await store.findProductDetail(db.sql, tenantId, id);
  if (!row) throw notFound(WHAT);
  return toProductDto(row);
}

/** Locks the named categories; 400 invalid_reference on `category_ids.N` for any not live. */
async function lockCategoryIds(
  { db, tenantId }: TenantScope,
  ids: readonly string[],
): Promise<string[]> {
  const found = await liveIdsAmong(db.sql, 'categories', tenantId, ids);
  refuseFaults(
    faultsOf(ids, (id, index) =>
      found.has(id)
        ? undefined
        : fault('invalid_reference', `category_ids.${index}`, `No category with the id ${id}`),
    ),
  );
  return [...new Set(ids)];
}

async function refuseTakenCode({ db, tenantId }: TenantScope, code: string): Promise<void> {
  if (await repo.findProductByCode(db.prisma, tenantId, code)) {
    throw new AppError('already_exists', duplicateCode(code), { field: 'code' });
  }
}

export const getProduct = (scope: TenantScope, input: ProductIdInput): Promise<ProductDto> =>
  answerFor(scope, input.id);

/** A draft product in a live, active family; its first revision in the same transaction. */
export async function createProduct(
  scope: TenantScope,
  input: CreateProductInput,
): Promise<ProductDto> {
  const id = await inTransaction(scope, async (tx) => {
    const { db, tenantId } = tx;
    const familyId = input.product_family_id;
    const family = await store.lockFamily(db.sql, tenantId, familyId);
    if (!family) {
      throw new AppError('invalid_reference', `No product family with the id ${familyId}`, {
        field: 'product_family_id',
      });
    }
    if (family.status !== 'active') {
      throw new AppError('invalid_value', 'The product family is inactive: activate it first', {
        field: 'product_family_id',
      });
    }
    const variantFamilyId = input.variant_family_id ?? null;
    if (
      variantFamilyId &&
      !(await lockVariantFamily(db.sql, tenantId, familyId, variantFamilyId, 'share'))
    ) {
      throw new AppError(
        'invalid_reference',
        `No variant family with the id ${variantFamilyId} in this product family`,
        { field: 'variant_family_id' },
      );
    }
    const categoryIds = await lockCategoryIds(tx, input.category_ids ?? []);
    await refuseTakenCode(tx, input.code);
    const row = {
      code: input.code,
      familyId,
      variantFamilyId,
      productType: input.product_type ?? null,
      status: 'draft' as const,
      categoryIds,
      rawValues: {},
      unique: [],
    };
    return createOne(tx, { row }, CREATE_FIELDS);
  });
  return answerFor(scope, id);
}

/** Replaces the product's categories (when given), as one change of the product. */
export async function updateProduct(
  scope: TenantScope,
  input: UpdateProductInput,
): Promise<ProductDto> {
  const ids = input.category_ids;
  if (ids !== undefined) {
    await changeProduct(scope, input.id, async (tx) => {
      const categoryIds = await lockCategoryIds(tx, ids);
      if (await store.replaceCategories(tx.db.sql, tx.tenantId, input.id, categoryIds)) {
        await store.touchProduct(tx.db.sql, tx.tenantId, input.id, actorOf(tx.principal));
      }
    });
  }
  return answerFor(scope, input.id);
}

/**
 * A draft copy under a new code: family, variant family, type, categories and the product's
 * values, except those of `is_unique` attributes; no variants. One `clone` revision.
 */
export async function cloneProduct(
  scope: TenantScope,
  input: CloneProductInput,
): Promise<ProductDto> {
  const id = await inTransaction(scope, async (tx) => {
    const { db, tenantId, principal } = tx;
    // The source is locked so its values and categories are copied as one state.
    if (!(await lockProduct(tx, input.id))) throw notFound(WHAT);
    await refuseTakenCode(tx, input.code);
    const cloneId = await withUniqueField('code', duplicateCode(input.code), () =>
      store.cloneProduct(db.sql, tenantId, input.id, input.code, actorOf(principal)),
    );
    await recordProductChange(tx, cloneId, { source: 'clone' });
    return cloneId;
  });
  return answerFor(scope, id);
}

/**
 * Moves the product (status.ts) and every one of its variants to the status, as one change;
 * the same status again is a no-op.
 */
export async function setProductStatus(
  scope: TenantScope,
  input: ProductStatusInput,
): Promise<ProductDto> {
  await changeProduct(scope, input.id, async (tx, product) => {
    if (!checkStatusMove(product.status, input.status, tx)) return;
    await store.setStatusWithVariants(
      tx.db.sql,
      tx.tenantId,
      input.id,
      input.status,
      actorOf(tx.principal),
    );
  });
  return answerFor(scope, input.id);
}
