'use server';

import {
  ATTRIBUTE_CONFIG_SCHEMAS,
  ZAttributeIdInput,
  ZAttributeStatusInput,
  ZCreateAttributeInput,
  ZUpdateAttributeInput,
} from '@pim/core/schemas';
import {
  fieldError,
  formFlag,
  formNullable,
  formNumber,
  formText,
  mutateAndRedirect,
  mutateAndRefresh,
  parseForm,
  saveStatus,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { IN_USE_IN_API_WORDS } from '@/lib/forms/in-use';
import { saveTranslation } from '@/lib/forms/translations';
import { configOf, formType } from './config-input';

export async function createAttribute(_state: FormState, formData: FormData): Promise<FormState> {
  const type = formType(formData);
  const parsed = parseForm(ZCreateAttributeInput, {
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    type: type ?? formText(formData, 'type'),
    attribute_group_id: formNullable(formData, 'attribute_group_id'),
    config: type ? configOf(type, formData) : undefined,
    value_per_channel: formFlag(formData, 'value_per_channel'),
    value_per_locale: formFlag(formData, 'value_per_locale'),
    is_unique: formFlag(formData, 'is_unique'),
    sort_order: formNumber(formData, 'sort_order'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.attributes.create.mutate(parsed.data),
    (attribute) => ({ to: `/attributes/${attribute.id}`, message: 'Attribute created.' }),
  );
}

export async function updateAttribute(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZUpdateAttributeInput, {
    id: formText(formData, 'id'),
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    attribute_group_id: formNullable(formData, 'attribute_group_id'),
    sort_order: formNumber(formData, 'sort_order') ?? 0,
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.attributes.update.mutate(parsed.data), 'Attribute saved.');
}

/** The whole config of the attribute's type, checked by the type's own schema first. */
export async function updateAttributeConfig(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const type = formType(formData);
  if (!type) return fieldError('type', 'The attribute’s type is missing. Reload the page.');
  const parsed = parseForm(
    ZUpdateAttributeInput.extend({ config: ATTRIBUTE_CONFIG_SCHEMAS[type] }),
    { id: formText(formData, 'id'), config: configOf(type, formData) },
  );
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.attributes.update.mutate(parsed.data), 'Settings saved.');
}

export async function setAttributeStatus(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  return saveStatus(formData, ZAttributeStatusInput, 'attribute', (api, input) =>
    api.attributes.setStatus.mutate(input),
  );
}

export async function deleteAttribute(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZAttributeIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.attributes.delete.mutate(parsed.data),
    () => ({ to: '/attributes', message: 'Attribute deleted.' }),
    { refusals: IN_USE_IN_API_WORDS },
  );
}

export async function saveAttributeTranslation(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const id = formText(formData, 'id') ?? '';
  return saveTranslation(formData, (api, translations) =>
    api.attributes.updateTranslations.mutate({ id, translations }),
  );
}
