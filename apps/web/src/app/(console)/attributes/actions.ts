'use server';

import { ZAttributeIdInput, ZCreateAttributeInput } from '@pim/core/schemas';
import {
  formFlag,
  formNullable,
  formNumber,
  formText,
  mutateAndRedirect,
  parseForm,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { IN_USE_IN_API_WORDS } from '@/lib/forms/in-use';
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

export async function deleteAttribute(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZAttributeIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.attributes.delete.mutate(parsed.data),
    () => ({ to: '/attributes', message: 'Attribute deleted.' }),
    { refusals: IN_USE_IN_API_WORDS },
  );
}
