// Category rules: codes unique among the tenant's live categories; parent in the same tree and
// never below the category itself; path = the codes from the top down, rewritten for a whole
// subtree when it moves (placement.ts); a category with live children is not deleted (409
// has_children), and deleting one takes it out of its products.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { productHooks } from '../product-hooks.ts';
import {
  pageOf,
  type Page,
  lockLiveRow,
  ACTIVE_INACTIVE,
  checkTransition,
  withUniqueField,
} from '../../platform/shared/index.ts';
import {
  type TranslationListDto,
  translationsOf,
  updateTranslations,
} from '../translations/index.ts';
import { toCategoryDto } from './mappers.ts';
import {
  lockImageAsset,
  lockParent,
  lockTree,
  pathOf,
  checkDepth,
  placeCategory,
  retryMovedMeanwhile,
  WHAT,
} from './placement.ts';
import * as repo from './repository.ts';
import type {
  CategoryDto,
  CategoryIdInput,
  CategoryStatusInput,
  CategoryTranslationsInput,
  CreateCategoryInput,
  ListCategoriesInput,
  UpdateCategoryInput,
} from './schemas.ts';
import * as store from './sql.ts';

const duplicateCode = (code: string) => `A category with the code ${code} already exists`;

async function loadCategory({ db, tenantId }: TenantScope, id: string) {
  const row = await repo.findCategory(db.prisma, tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

/** The documented answer for one row, with its counts. */
async function answerFor({ db, tenantId }: TenantScope, row: repo.CategoryRow) {
  const counts = await store.countsOf(db.sql, tenantId, [row.id]);
  return toCategoryDto(row, counts.get(row.id));
}

export async function listCategories(
  { db, tenantId }: TenantScope,
  input: ListCategoriesInput,
): Promise<Page<CategoryDto>> {
  if (input.is_root === true && input.parent_id) {
    throw new AppError(
      'invalid_combination',
      'is_root=true lists top-level categories, which have no parent: drop parent_id or is_root',
      { field: 'is_root' },
    );
  }
  const { rows, total } = await repo.listCategories(db.prisma, tenantId, input);
  const counts = await store.countsOf(
    db.sql,
    tenantId,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => toCategoryDto(row, counts.get(row.id)));
  return pageOf(items, input.page, input.page_size, total);
}

export async function getCategory(
  scope: TenantScope,
  input: CategoryIdInput,
): Promise<CategoryDto> {
  return answerFor(scope, await loadCategory(scope, input.id));
}

/** A new category in a live tree, under a live parent of that tree when given. */
export async function createCategory(
  scope: TenantScope,
  input: CreateCategoryInput,
): Promise<CategoryDto> {
  const row = await inTransaction(scope, async ({ db, tenantId, principal }) => {
    await lockTree(db.sql, tenantId, input.category_tree_id, 'share');
    const parent = input.parent_id
      ? await lockParent(db.sql, tenantId, input.parent_id, input.category_tree_id)
      : undefined;
    checkDepth(parent);
    if (input.image_asset_id) await lockImageAsset(db.sql, tenantId, input.image_asset_id);
    if (await repo.findCategoryByCode(db.prisma, tenantId, input.code)) {
      throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
    }
    return withUniqueField('code', duplicateCode(input.code), () =>
      repo.createCategory(
        db.prisma,
        tenantId,
        {
          categoryTreeId: input.category_tree_id,
          parentId: parent?.id ?? null,
          code: input.code,
          name: input.name,
          description: input.description ?? null,
          imageAssetId: input.image_asset_id ?? null,
          path: pathOf(input.code, parent),
        },
        actorOf(principal),
      ),
    );
  });
  // A new category has neither products nor children.
  return toCategoryDto(row);
}

/** Renames, describes, sets the image, and moves (placement.ts) in one transaction. */
export async function updateCategory(
  scope: TenantScope,
  input: UpdateCategoryInput,
): Promise<CategoryDto> {
  const row = await retryMovedMeanwhile(() =>
    inTransaction(scope, async (tx) => {
      const { db, tenantId, principal } = tx;
      if (input.parent_id !== undefined || input.category_tree_id !== undefined) {
        await placeCategory(tx, input);
      } else if (!(await lockLiveRow(db.sql, 'categories', tenantId, input.id, 'update'))) {
        throw notFound(WHAT);
      }
      if (input.image_asset_id) await lockImageAsset(db.sql, tenantId, input.image_asset_id);
      const updated = await repo.updateCategory(db.prisma, tenantId, input.id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.image_asset_id !== undefined ? { imageAssetId: input.image_asset_id } : {}),
        modifiedBy: actorOf(principal),
      });
      if (!updated) throw notFound(WHAT);
      return updated;
    }),
  );
  return answerFor(scope, row);
}

export async function setCategoryStatus(
  scope: TenantScope,
  input: CategoryStatusInput,
): Promise<CategoryDto> {
  const category = await loadCategory(scope, input.id);
  if (!checkTransition(ACTIVE_INACTIVE, category.status, input.status)) {
    return answerFor(scope, category);
  }
  const row = await repo.updateCategory(scope.db.prisma, scope.tenantId, input.id, {
    status: input.status,
    modifiedBy: actorOf(scope.principal),
  });
  if (!row) throw notFound(WHAT);
  return answerFor(scope, row);
}

/**
 * Soft delete, under a lock taken before counting children (a create locks the parent FOR
 * SHARE, so either it waits and this sees no child yet, or this sees the child). The
 * category leaves its products in the same transaction.
 */
export async function deleteCategory(scope: TenantScope, input: CategoryIdInput): Promise<void> {
  await inTransaction(scope, async (tx) => {
    const { db, tenantId, principal } = tx;
    if (!(await lockLiveRow(db.sql, 'categories', tenantId, input.id, 'update'))) {
      throw notFound(WHAT);
    }
    const children = await repo.countLiveChildren(db.prisma, tenantId, input.id);
    if (children) {
      throw new AppError(
        'has_children',
        `The category still has ${children} subcategories: delete or move them first`,
      );
    }
    // One revision for each product it leaves, written by the products context.
    await productHooks().categoryRemoved(tx, input.id);
    await repo.updateCategory(db.prisma, tenantId, input.id, {
      deletedAt: new Date(),
      modifiedBy: actorOf(principal),
    });
  });
}

export async function getCategoryTranslations(
  scope: TenantScope,
  input: CategoryIdInput,
): Promise<TranslationListDto> {
  return translationsOf((await loadCategory(scope, input.id)).translations);
}

export const updateCategoryTranslations = (
  scope: TenantScope,
  input: CategoryTranslationsInput,
): Promise<TranslationListDto> =>
  updateTranslations(scope, { table: 'categories', id: input.id, what: WHAT }, input.translations);
