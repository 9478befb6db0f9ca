'use server';

import {
  ZAttributeGroupIdInput,
  ZCreateAttributeGroupInput,
  ZUpdateAttributeGroupInput,
} from '@pim/core/schemas';
import {
  formNullable,
  formNumber,
  formText,
  mutateAndRedirect,
  parseForm,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { IN_USE_IN_API_WORDS } from '@/lib/forms/in-use';
import { fieldsPart, mutatePart, saveParts } from '@/lib/forms/save-parts';

export async function createAttributeGroup(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZCreateAttributeGroupInput, {
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    sort_order: formNumber(formData, 'sort_order'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.attributeGroups.create.mutate(parsed.data),
    (group) => ({ to: `/attribute-groups/${group.id}`, message: 'Attribute group created.' }),
  );
}

/**
 * The group page's one Save: its name, description and order are one update, sent only when
 * one of them changed.
 */
export async function saveAttributeGroup(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const general = fieldsPart('General', ['name', 'description', 'sort_order'], async () => {
    const parsed = parseForm(ZUpdateAttributeGroupInput, {
      id: formText(formData, 'id'),
      name: formText(formData, 'name') ?? '',
      description: formNullable(formData, 'description'),
      sort_order: formNumber(formData, 'sort_order') ?? 0,
    });
    if (!parsed.ok) return parsed.state;
    return mutatePart((api) => api.attributeGroups.update.mutate(parsed.data));
  });
  return saveParts(formData, [general], 'Attribute group saved.');
}

export async function deleteAttributeGroup(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZAttributeGroupIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.attributeGroups.delete.mutate(parsed.data),
    () => ({ to: '/attribute-groups', message: 'Attribute group deleted.' }),
    { refusals: IN_USE_IN_API_WORDS },
  );
}
