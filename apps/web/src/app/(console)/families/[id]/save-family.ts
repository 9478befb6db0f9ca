'use server';

import { ZProductFamilyStatusInput, ZUpdateProductFamilyInput } from '@pim/core/schemas';
import { formNullable, formText, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import {
  fieldsPart,
  mutatePart,
  saveParts,
  statusPart,
  translationsPart,
} from '@/lib/forms/save-parts';

const GENERAL = [
  'name',
  'description',
  'display_attributes.name_attribute_id',
  'display_attributes.image_attribute_id',
];

/**
 * The family page's one Save: name, description and display attributes (one update), then
 * the status, then the translations; only the parts whose fields changed are sent.
 */
export async function saveFamily(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id') ?? '';
  const general = fieldsPart('General', GENERAL, async () => {
    const parsed = parseForm(ZUpdateProductFamilyInput, {
      id,
      name: formText(formData, 'name') ?? '',
      description: formNullable(formData, 'description'),
      ...(formData.has('display_attributes.name_attribute_id')
        ? {
            display_attributes: {
              name_attribute_id: formNullable(formData, 'display_attributes.name_attribute_id'),
              image_attribute_id: formNullable(formData, 'display_attributes.image_attribute_id'),
            },
          }
        : {}),
    });
    if (!parsed.ok) return parsed.state;
    return mutatePart((api) => api.productFamilies.update.mutate(parsed.data));
  });
  return saveParts(
    formData,
    [
      general,
      statusPart(formData, ZProductFamilyStatusInput, (api, input) =>
        api.productFamilies.setStatus.mutate(input),
      ),
      translationsPart(formData, (api, translations) =>
        api.productFamilies.updateTranslations.mutate({ id, translations }),
      ),
    ],
    'Family saved.',
  );
}
