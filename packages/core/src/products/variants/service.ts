// Variant rules. A variant names one option of each axis of its product's variant family; the
// combination is unique within the product and the sku within the tenant. Its status moves like a
// product's (product/status.ts). A product with variants has exactly one default variant: the first
// one, or the one last set as default; deleting the default hands it to the oldest remaining. Every
// write goes through `changeProduct`: the product row is locked, and the product gets one revision
// for the request.
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { checkStatusMove } from '../product/status.ts';
import { changeProduct } from '../write/change.ts';
import {
  decodeCursor,
  encodeCursor,
  isTimestampKey,
  paginate,
} from '../../platform/shared/index.ts';
import { checkAxisValues } from './axes.ts';
import { toVariantDetailDto, toVariantDto } from './mappers.ts';
import { countVariants, readProductContext, readVariants } from './read-sql.ts';
import {
  type CreateVariantInput,
  type ListVariantsInput,
  type UpdateVariantInput,
  type VariantDetailDto,
  type VariantIdInput,
  type VariantPageDto,
  type VariantStatusInput,
} from './schemas.ts';
import { variantsBeforeCreate } from './limit.ts';
import * as store from './sql.ts';

const WHAT = 'Variant';

async function contextOf({ db, tenantId }: TenantScope, productId: string, detail: boolean) {
  const context = await readProductContext(db.sql, tenantId, productId, detail);
  if (!context) throw notFound('Product');
  return context;
}

/** The variant's detail, as the scope sees it (inside a change: the change's own writes). */
async function detailOf(scope: TenantScope, productId: string, id: string) {
  const context = await contextOf(scope, productId, true);
  const [row] = await readVariants(scope.db.sql, scope.tenantId, context, { ids: [id] });
  if (!row) throw notFound(WHAT);
  return toVariantDetailDto(row, context);
}

/** The one order of the list, which cursors are made for. */
const SORT = '-created_at';

/**
 * A page of the product's variants, newest first: by `page`, or after a `next_cursor`
 * (`after`, keyset: as fast at any depth). The same paging contract as the product list
 * (products/list.ts, shared/cursor-token.ts): the token carries the rows before the next page
 * and the total, so a walk counts once.
 */
export async function listVariants(
  scope: TenantScope,
  input: ListVariantsInput,
): Promise<VariantPageDto> {
  if (input.after !== undefined && input.page !== undefined) {
    throw new AppError(
      'invalid_combination',
      'page and after both say where the page starts: send one of them',
      { field: 'after' },
    );
  }
  const cursor =
    input.after === undefined ? undefined : decodeCursor(input.after, SORT, isTimestampKey);
  const context = await contextOf(scope, input.productId, false);
  const { db, tenantId } = scope;
  const size = input.page_size;
  // The rows before this page: the page's, or those up to the cursor's row.
  const offset = cursor ? cursor.offset : ((input.page ?? 1) - 1) * size;
  const rows = await readVariants(db.sql, tenantId, context, {
    offset: cursor ? 0 : offset,
    limit: size + 1,
    after: cursor && { createdAt: cursor.key as string, id: cursor.id },
  });
  const more = rows.length > size;
  const items = rows.slice(0, size);
  const short = !more && (items.length > 0 || offset === 0);
  const total = short
    ? offset + items.length
    : cursor
      ? Math.max(cursor.total, offset + items.length + (more ? 1 : 0))
      : await countVariants(db.sql, tenantId, context.id);
  const last = items.at(-1);
  return {
    items: items.map((row) => toVariantDto(row, context)),
    pagination: {
      ...paginate(Math.floor(offset / size) + 1, size, total),
      has_next: more,
      next_cursor:
        more && last
          ? encodeCursor({
              sort: SORT,
              key: last.created_at.toISOString(),
              id: last.id,
              offset: offset + size,
              total,
            })
          : null,
    },
  };
}

export function getVariant(scope: TenantScope, input: VariantIdInput): Promise<VariantDetailDto> {
  return detailOf(scope, input.productId, input.id);
}

/**
 * Creates a variant of the product: draft, its raw_values holding its axis values only (the
 * rest is inherited). The product's first variant is its default; `is_default: true` takes the
 * default from the others.
 */
export function createVariant(
  scope: TenantScope,
  input: CreateVariantInput,
): Promise<VariantDetailDto> {
  return changeProduct(scope, input.productId, async (tx, product) => {
    const { db, tenantId } = tx;
    const actor = actorOf(tx.principal);
    const first = (await variantsBeforeCreate(tx, product.id, 'productId')) === 0;
    const axes = await checkAxisValues(tx, product, input.axis_values);
    const takenBy = await store.skuWithAxisKey(db.sql, tenantId, product.id, axes.axisKey);
    if (takenBy !== undefined) throw combinationTaken(takenBy);
    if (await store.skuTaken(db.sql, tenantId, input.sku)) throw skuTaken(input.sku);
    const id = await store.insertVariant(db.sql, tenantId, product.id, {
      sku: input.sku,
      isDefault: first,
      axisKey: axes.axisKey,
      rawValues: axes.rawValues,
      actor,
    });
    // Refused by a unique index: a sku committed meanwhile by another product's change (this
    // product's variants are serialized by its lock, so the combination was checked above).
    if (!id) throw skuTaken(input.sku);
    if (input.is_default && !first) {
      await store.setDefaultVariant(db.sql, tenantId, product.id, id, actor);
    }
    return detailOf(tx, product.id, id);
  });
}

const skuTaken = (sku: string) =>
  new AppError('already_exists', `A variant with the sku ${sku} already exists`, {
    field: 'sku',
  });

const combinationTaken = (sku: string) =>
  new AppError(
    'already_exists',
    `The variant ${sku} of this product already has these axis values`,
    { field: 'axis_values' },
  );

/** `is_default: true` makes it the default; false on the default is refused (400). */
export function updateVariant(
  scope: TenantScope,
  input: UpdateVariantInput,
): Promise<VariantDetailDto> {
  return changeProduct(scope, input.productId, async (tx, product) => {
    const variant = await store.lockVariant(tx.db.sql, tx.tenantId, product.id, input.id);
    if (!variant) throw notFound(WHAT);
    if (input.is_default === false && variant.is_default) {
      throw new AppError(
        'invalid_value',
        'This is the default variant: set another variant as default',
        { field: 'is_default' },
      );
    }
    if (input.is_default === true && !variant.is_default) {
      await store.setDefaultVariant(
        tx.db.sql,
        tx.tenantId,
        product.id,
        variant.id,
        actorOf(tx.principal),
      );
    }
    return detailOf(tx, product.id, variant.id);
  });
}

/** Deletes the variant for good; the oldest remaining one becomes default if it was. */
export async function deleteVariant(scope: TenantScope, input: VariantIdInput): Promise<void> {
  await changeProduct(scope, input.productId, async (tx, product) => {
    const { db, tenantId } = tx;
    const variant = await store.lockVariant(db.sql, tenantId, product.id, input.id);
    if (!variant) throw notFound(WHAT);
    await store.deleteVariant(db.sql, tenantId, variant.id);
    if (!variant.is_default) return;
    const next = await store.oldestVariant(db.sql, tenantId, product.id);
    if (next)
      await store.setDefaultVariant(db.sql, tenantId, product.id, next, actorOf(tx.principal));
  });
}

/** The move table of products/status.ts (approving needs catalog.products.approve). */
export function setVariantStatus(
  scope: TenantScope,
  input: VariantStatusInput,
): Promise<VariantDetailDto> {
  return changeProduct(scope, input.productId, async (tx, product) => {
    const variant = await store.lockVariant(tx.db.sql, tx.tenantId, product.id, input.id);
    if (!variant) throw notFound(WHAT);
    if (checkStatusMove(variant.status, input.status, tx)) {
      await store.setVariantStatus(
        tx.db.sql,
        tx.tenantId,
        variant.id,
        input.status,
        actorOf(tx.principal),
      );
    }
    return detailOf(tx, product.id, variant.id);
  });
}
