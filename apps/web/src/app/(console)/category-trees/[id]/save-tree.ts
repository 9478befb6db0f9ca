'use server';

import {
  ZCategoryStatusInput,
  ZCategoryTreeStatusInput,
  ZUpdateCategoryInput,
  ZUpdateCategoryTreeInput,
} from '@pim/core/schemas';
import { formText } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { recordPart, saveParts, statusPart, translationsPart } from '@/lib/forms/save-parts';

/** The tree's one Save: its name and description, its status, its translations. */
export async function saveCategoryTree(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id') ?? '';
  return saveParts(
    formData,
    [
      recordPart(formData, ZUpdateCategoryTreeInput, (api, input) =>
        api.categoryTrees.update.mutate(input),
      ),
      statusPart(formData, ZCategoryTreeStatusInput, (api, input) =>
        api.categoryTrees.setStatus.mutate(input),
      ),
      translationsPart(formData, (api, translations) =>
        api.categoryTrees.updateTranslations.mutate({ id, translations }),
      ),
    ],
    'Category tree saved.',
  );
}

/** The selected category's one Save, in its panel: the same three parts for the category. */
export async function saveCategory(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id') ?? '';
  return saveParts(
    formData,
    [
      recordPart(formData, ZUpdateCategoryInput, (api, input) =>
        api.categories.update.mutate(input),
      ),
      statusPart(formData, ZCategoryStatusInput, (api, input) =>
        api.categories.setStatus.mutate(input),
      ),
      translationsPart(formData, (api, translations) =>
        api.categories.updateTranslations.mutate({ id, translations }),
      ),
    ],
    'Category saved.',
  );
}
