// Category operations: a parent in the same tree and never below the category, the path of codes
// from the root rewritten for the whole subtree on a move.
import {
  categories,
  ZCategory,
  ZCategoryIdInput,
  ZCategoryStatusInput,
  ZCategoryTranslationsInput,
  ZCreateCategoryInput,
  ZListCategoriesInput,
  zPageOf,
  ZUpdateCategoryInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';
import { translationProcedures } from '../translations.ts';

const op = operations({ domain: 'catalog', tag: 'Categories', resource: 'catalog.categories' });

export const categoriesRouter = router({
  list: tenantProcedure
    .meta(op.read('/categories', 'List categories', { topLevelPagination: true }))
    .input(ZListCategoriesInput)
    .output(zPageOf(ZCategory))
    .query(({ ctx, input }) => categories.listCategories(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/categories', 'Create a category'))
    .input(ZCreateCategoryInput)
    .output(ZCategory)
    .mutation(({ ctx, input }) => categories.createCategory(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/categories/{id}', 'Get a category'))
    .input(ZCategoryIdInput)
    .output(ZCategory)
    .query(({ ctx, input }) => categories.getCategory(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        '/categories/{id}',
        'Update a category; a new parent_id or category_tree_id moves it with its subtree',
      ),
    )
    .input(ZUpdateCategoryInput)
    .output(ZCategory)
    .mutation(({ ctx, input }) => categories.updateCategory(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        '/categories/{id}',
        'Soft-delete a category and take it out of its products (409 has_children while it has subcategories)',
      ),
    )
    .input(ZCategoryIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => categories.deleteCategory(ctx, input)),

  setStatus: tenantProcedure
    .meta(op.write('PATCH', '/categories/{id}/status', 'Change the status of a category'))
    .input(ZCategoryStatusInput)
    .output(ZCategory)
    .mutation(({ ctx, input }) => categories.setCategoryStatus(ctx, input)),

  ...translationProcedures({
    op,
    path: '/categories/{id}',
    noun: 'a category',
    idInput: ZCategoryIdInput,
    translationsInput: ZCategoryTranslationsInput,
    get: categories.getCategoryTranslations,
    update: categories.updateCategoryTranslations,
  }),
});
