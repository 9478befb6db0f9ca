'use server';

import { ZCategoryTreeIdInput, ZCreateCategoryTreeInput } from '@pim/core/schemas';
import { formNullable, formText, mutateAndRedirect, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

export async function createCategoryTree(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZCreateCategoryTreeInput, {
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.categoryTrees.create.mutate(parsed.data),
    (tree) => ({ to: `/category-trees/${tree.id}`, message: 'Category tree created.' }),
  );
}

export async function deleteCategoryTree(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZCategoryTreeIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.categoryTrees.delete.mutate(parsed.data),
    () => ({ to: '/category-trees', message: 'Category tree deleted.' }),
    {
      refusals: {
        has_children:
          'This tree still holds categories: delete them, or move them to another tree, first.',
        in_use: 'Channels use this tree: give each of them another category tree first.',
      },
    },
  );
}
