'use server';

import {
  ZCreateProductFamilyInput,
  ZProductFamilyStatusInput,
  ZUpdateProductFamilyInput,
} from '@pim/core/schemas';
import {
  formNullable,
  formText,
  mutateAndRedirect,
  mutateAndRefresh,
  parseForm,
  saveStatus,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { saveTranslation } from '@/lib/forms/translations';

export async function createFamily(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateProductFamilyInput, {
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.productFamilies.create.mutate(parsed.data),
    (family) => ({ to: `/families/${family.id}`, message: 'Family created.' }),
  );
}

export async function updateFamily(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZUpdateProductFamilyInput, {
    id: formText(formData, 'id'),
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.productFamilies.update.mutate(parsed.data), 'Family saved.');
}

/** The name (a text attribute) and image (a media attribute) shown for the family's products. */
export async function saveDisplayAttributes(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZUpdateProductFamilyInput, {
    id: formText(formData, 'id'),
    display_attributes: {
      name_attribute_id: formNullable(formData, 'display_attributes.name_attribute_id'),
      image_attribute_id: formNullable(formData, 'display_attributes.image_attribute_id'),
    },
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.productFamilies.update.mutate(parsed.data),
    'Display attributes saved.',
  );
}

export async function setFamilyStatus(_state: FormState, formData: FormData): Promise<FormState> {
  return saveStatus(formData, ZProductFamilyStatusInput, 'family', (api, input) =>
    api.productFamilies.setStatus.mutate(input),
  );
}

export async function saveFamilyTranslation(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const id = formText(formData, 'id') ?? '';
  return saveTranslation(formData, (api, translations) =>
    api.productFamilies.updateTranslations.mutate({ id, translations }),
  );
}
