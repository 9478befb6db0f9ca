// Category tree operations: the roots that categories and channels hang from.
import {
  categoryTrees,
  ZCategoryTree,
  ZCategoryTreeIdInput,
  ZCategoryTreeStatusInput,
  ZCategoryTreeTranslationsInput,
  ZCreateCategoryTreeInput,
  ZListCategoryTreesInput,
  zPageOf,
  ZUpdateCategoryTreeInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';
import { translationProcedures } from '../translations.ts';

const op = operations({
  domain: 'catalog',
  tag: 'Category trees',
  resource: 'catalog.category_trees',
});

export const categoryTreesRouter = router({
  list: tenantProcedure
    .meta(op.read('/category-trees', 'List category trees', { topLevelPagination: true }))
    .input(ZListCategoryTreesInput)
    .output(zPageOf(ZCategoryTree))
    .query(({ ctx, input }) => categoryTrees.listCategoryTrees(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/category-trees', 'Create a category tree'))
    .input(ZCreateCategoryTreeInput)
    .output(ZCategoryTree)
    .mutation(({ ctx, input }) => categoryTrees.createCategoryTree(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/category-trees/{id}', 'Get a category tree'))
    .input(ZCategoryTreeIdInput)
    .output(ZCategoryTree)
    .query(({ ctx, input }) => categoryTrees.getCategoryTree(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', '/category-trees/{id}', 'Update a category tree'))
    .input(ZUpdateCategoryTreeInput)
    .output(ZCategoryTree)
    .mutation(({ ctx, input }) => categoryTrees.updateCategoryTree(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        '/category-trees/{id}',
        'Soft-delete a category tree (409 has_children while it holds categories, in_use while a channel uses it)',
      ),
    )
    .input(ZCategoryTreeIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => categoryTrees.deleteCategoryTree(ctx, input)),

  setStatus: tenantProcedure
    .meta(op.write('PATCH', '/category-trees/{id}/status', 'Change the status of a category tree'))
    .input(ZCategoryTreeStatusInput)
    .output(ZCategoryTree)
    .mutation(({ ctx, input }) => categoryTrees.setCategoryTreeStatus(ctx, input)),

  ...translationProcedures({
    op,
    path: '/category-trees/{id}',
    noun: 'a category tree',
    idInput: ZCategoryTreeIdInput,
    translationsInput: ZCategoryTreeTranslationsInput,
    get: categoryTrees.getCategoryTreeTranslations,
    update: categoryTrees.updateCategoryTreeTranslations,
  }),
});
