'use server';

import { ZCategoryIdInput, ZCreateCategoryInput, ZUpdateCategoryInput } from '@pim/core/schemas';
import { refresh } from 'next/cache';
import {
  fieldError,
  formNullable,
  formText,
  mutate,
  mutateAndRedirect,
  mutateAndRefresh,
  parseForm,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

// Categories are edited on their tree's page (`/category-trees/<tree>?category=<id>`): each
// action refreshes that page; the tree view reloads its lists when the form reports success.

export async function createCategory(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateCategoryInput, {
    category_tree_id: formText(formData, 'category_tree_id'),
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    parent_id: formNullable(formData, 'parent_id'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.categories.create.mutate(parsed.data), 'Category created.');
}

/**
 * Moves a category (with its subcategories) under another category of its tree, or to the
 * top level (`parentId` null). Called by the parent picker's form and by drag and drop.
 */
export async function moveCategoryTo(id: string, parentId: string | null): Promise<FormState> {
  const parsed = parseForm(ZUpdateCategoryInput, { id, parent_id: parentId });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.categories.update.mutate(parsed.data));
  if (!result.ok) return result.state;
  refresh();
  const { path } = result.data;
  return succeeded(`Category moved: its path is now ${path}.`, { path });
}

/** The parent picker posts `parent_id`: a category's id, or '' for the top level. */
export async function moveCategory(_state: FormState, formData: FormData): Promise<FormState> {
  if (!formData.has('parent_id')) {
    return fieldError('parent_id', 'Choose the new parent, or the top level.');
  }
  return moveCategoryTo(formText(formData, 'id') ?? '', formNullable(formData, 'parent_id'));
}

/** Back to the tree's page without the category (the tree view reloads after the flash). */
export async function deleteCategory(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCategoryIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    async (api) => {
      const category = await api.categories.get.query(parsed.data);
      await api.categories.delete.mutate(parsed.data);
      return category;
    },
    (category) => ({
      to: `/category-trees/${category.category_tree_id}`,
      message: 'Category deleted.',
    }),
    {
      refusals: {
        has_children:
          'This category still has subcategories: delete them, or move them elsewhere, first.',
      },
    },
  );
}
