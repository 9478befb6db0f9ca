'use server';

import {
  ZCategoryMappingIdInput,
  ZCreateCategoryMappingInput,
  ZUpdateCategoryMappingInput,
} from '@pim/core/schemas';
import { refresh } from 'next/cache';
import {
  formNullable,
  formText,
  mutate,
  mutateAndRefresh,
  parseForm,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

/**
 * Maps a category of the channel (POST), or changes its mapping (PATCH) when the form names
 * one (`mapping_id`). An empty name or path clears it.
 */
async function writeMapping(formData: FormData): Promise<FormState> {
  const external = {
    external_category_id: formText(formData, 'external_category_id') ?? '',
    external_category_name: formNullable(formData, 'external_category_name'),
    external_category_path: formNullable(formData, 'external_category_path'),
  };
  const mappingId = formText(formData, 'mapping_id');
  if (mappingId) {
    const parsed = parseForm(ZUpdateCategoryMappingInput, { id: mappingId, ...external });
    if (!parsed.ok) return parsed.state;
    const result = await mutate((api) => api.categoryMappings.update.mutate(parsed.data));
    return result.ok ? succeeded('Mapping saved.') : result.state;
  }
  const parsed = parseForm(ZCreateCategoryMappingInput, {
    connection_id: formText(formData, 'connection_id'),
    channel_code: formText(formData, 'channel_code'),
    category_id: formText(formData, 'category_id'),
    ...external,
  });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.categoryMappings.create.mutate(parsed.data));
  return result.ok ? succeeded('Category mapped.') : result.state;
}

export async function saveCategoryMapping(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const state = await writeMapping(formData);
  if (state.status === 'success') refresh();
  return state;
}

/**
 * One category of a subtree in a bulk run: the page reads the tree again once, after the
 * last one, so this one does not refresh it.
 */
export async function saveSubtreeMapping(formData: FormData): Promise<FormState> {
  return writeMapping(formData);
}

export async function deleteCategoryMapping(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZCategoryMappingIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.categoryMappings.delete.mutate(parsed.data),
    'Mapping removed.',
  );
}
