'use server';

import { ZChannelIdInput, ZCreateChannelInput } from '@pim/core/schemas';
import {
  formList,
  formNullable,
  formText,
  mutateAndRedirect,
  parseForm,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

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

export async function deleteChannel(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZChannelIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.channels.delete.mutate(parsed.data),
    () => ({ to: '/channels', message: 'Channel deleted.' }),
  );
}
