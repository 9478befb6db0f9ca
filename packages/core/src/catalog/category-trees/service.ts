// Category tree rules: codes unique among the tenant's live trees; a tree still holding
// categories (409 has_children) or used by a channel (409 in_use) is not deleted.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
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
import { toCategoryTreeDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  CategoryTreeDto,
  CategoryTreeIdInput,
  CategoryTreeStatusInput,
  CategoryTreeTranslationsInput,
  CreateCategoryTreeInput,
  ListCategoryTreesInput,
  UpdateCategoryTreeInput,
} from './schemas.ts';

const WHAT = 'Category tree';
const duplicateCode = (code: string) => `A category tree with the code ${code} already exists`;

async function loadTree({ db, tenantId }: TenantScope, id: string) {
  const row = await repo.findCategoryTree(db.prisma, tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

export async function listCategoryTrees(
  { db, tenantId }: TenantScope,
  input: ListCategoryTreesInput,
): Promise<Page<CategoryTreeDto>> {
  const { rows, total } = await repo.listCategoryTrees(db.prisma, tenantId, input);
  return pageOf(rows.map(toCategoryTreeDto), input.page, input.page_size, total);
}

export async function getCategoryTree(
  scope: TenantScope,
  input: CategoryTreeIdInput,
): Promise<CategoryTreeDto> {
  return toCategoryTreeDto(await loadTree(scope, input.id));
}

export async function createCategoryTree(
  { db, tenantId, principal }: TenantScope,
  input: CreateCategoryTreeInput,
): Promise<CategoryTreeDto> {
  if (await repo.findCategoryTreeByCode(db.prisma, tenantId, input.code)) {
    throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
  }
  const row = await withUniqueField('code', duplicateCode(input.code), () =>
    repo.createCategoryTree(
      db.prisma,
      tenantId,
      { code: input.code, name: input.name, description: input.description ?? null },
      actorOf(principal),
    ),
  );
  return toCategoryTreeDto(row);
}

export async function updateCategoryTree(
  { db, tenantId, principal }: TenantScope,
  input: UpdateCategoryTreeInput,
): Promise<CategoryTreeDto> {
  const row = await repo.updateCategoryTree(db.prisma, tenantId, input.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    modifiedBy: actorOf(principal),
  });
  if (!row) throw notFound(WHAT);
  return toCategoryTreeDto(row);
}

export async function setCategoryTreeStatus(
  scope: TenantScope,
  input: CategoryTreeStatusInput,
): Promise<CategoryTreeDto> {
  const tree = await loadTree(scope, input.id);
  if (!checkTransition(ACTIVE_INACTIVE, tree.status, input.status)) return toCategoryTreeDto(tree);
  const row = await repo.updateCategoryTree(scope.db.prisma, scope.tenantId, input.id, {
    status: input.status,
    modifiedBy: actorOf(scope.principal),
  });
  if (!row) throw notFound(WHAT);
  return toCategoryTreeDto(row);
}

/** Soft delete, under a lock that keeps categories and channels from attaching meanwhile. */
export async function deleteCategoryTree(
  scope: TenantScope,
  input: CategoryTreeIdInput,
): Promise<void> {
  await inTransaction(scope, async ({ db, tenantId, principal }) => {
    if (!(await lockLiveRow(db.sql, 'category_trees', tenantId, input.id, 'update'))) {
      throw notFound(WHAT);
    }
    const users = await repo.countTreeUsers(db.prisma, tenantId, input.id);
    if (users.categories) {
      throw new AppError(
        'has_children',
        `The category tree still holds ${users.categories} categories: delete or move them first`,
      );
    }
    if (users.channels) {
      throw new AppError(
        'in_use',
        `${users.channels} channel(s) use this category tree: give them another tree first`,
      );
    }
    await repo.updateCategoryTree(db.prisma, tenantId, input.id, {
      deletedAt: new Date(),
      modifiedBy: actorOf(principal),
    });
  });
}

export async function getCategoryTreeTranslations(
  scope: TenantScope,
  input: CategoryTreeIdInput,
): Promise<TranslationListDto> {
  return translationsOf((await loadTree(scope, input.id)).translations);
}

export const updateCategoryTreeTranslations = (
  scope: TenantScope,
  input: CategoryTreeTranslationsInput,
): Promise<TranslationListDto> =>
  updateTranslations(
    scope,
    { table: 'category_trees', id: input.id, what: WHAT },
    input.translations,
  );
