'use server';

import {
  ZChannelIdInput,
  ZChannelStatusInput,
  ZCreateChannelInput,
  ZUpdateChannelInput,
} from '@pim/core/schemas';
import {
  formList,
  formNullable,
  formText,
  mutateAndRedirect,
  mutateAndRefresh,
  parseForm,
  saveStatus,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { saveTranslation } from '@/lib/forms/translations';

/** The locales picker posts the chosen codes in their order, comma-joined. */
function localesOf(formData: FormData) {
  return formList(formData, 'locales').map((code) => ({ locale_code: code }));
}

export async function createChannel(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateChannelInput, {
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    category_tree_id: formText(formData, 'category_tree_id') ?? '',
    locales: localesOf(formData),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.channels.create.mutate(parsed.data),
    (channel) => ({ to: `/channels/${channel.id}`, message: 'Channel created.' }),
  );
}

/** Name, description, tree and locales (the list replaces the channel's whole list). */
export async function updateChannel(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZUpdateChannelInput, {
    id: formText(formData, 'id'),
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    category_tree_id: formText(formData, 'category_tree_id') ?? '',
    locales: localesOf(formData),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.channels.update.mutate(parsed.data), 'Channel saved.');
}

export async function setChannelStatus(_state: FormState, formData: FormData): Promise<FormState> {
  return saveStatus(formData, ZChannelStatusInput, 'channel', (api, input) =>
    api.channels.setStatus.mutate(input),
  );
}

export async function deleteChannel(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZChannelIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.channels.delete.mutate(parsed.data),
    () => ({ to: '/channels', message: 'Channel deleted.' }),
  );
}

export async function saveChannelTranslation(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const id = formText(formData, 'id') ?? '';
  return saveTranslation(formData, (api, translations) =>
    api.channels.updateTranslations.mutate({ id, translations }),
  );
}
