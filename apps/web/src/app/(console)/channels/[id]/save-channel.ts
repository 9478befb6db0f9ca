'use server';

import { ZChannelStatusInput, ZUpdateChannelInput } from '@pim/core/schemas';
import { formList, formNullable, formText, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import {
  fieldsPart,
  mutatePart,
  saveParts,
  statusPart,
  translationsPart,
} from '@/lib/forms/save-parts';

/**
 * The channel page's one Save: name, description, tree and locales (one update; the locales
 * replace the channel's list), then the status, then the translations.
 */
export async function saveChannel(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id') ?? '';
  const channel = fieldsPart(
    'General',
    ['name', 'description', 'category_tree_id', 'locales'],
    async () => {
      const parsed = parseForm(ZUpdateChannelInput, {
        id,
        name: formText(formData, 'name') ?? '',
        description: formNullable(formData, 'description'),
        category_tree_id: formText(formData, 'category_tree_id') ?? '',
        locales: formList(formData, 'locales').map((code) => ({ locale_code: code })),
      });
      if (!parsed.ok) return parsed.state;
      return mutatePart((api) => api.channels.update.mutate(parsed.data));
    },
  );
  return saveParts(
    formData,
    [
      channel,
      statusPart(formData, ZChannelStatusInput, (api, input) =>
        api.channels.setStatus.mutate(input),
      ),
      translationsPart(formData, (api, translations) =>
        api.channels.updateTranslations.mutate({ id, translations }),
      ),
    ],
    'Channel saved.',
  );
}
