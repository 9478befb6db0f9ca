'use server';

import {
  ZProductFamilyStatusInput,
  ZUpdateFamilyAttributesInput,
  ZUpdateProductFamilyInput,
} from '@pim/core/schemas';
import { formNullable, formText, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import {
  fieldsPart,
  mutatePart,
  saveParts,
  statusPart,
  translationsPart,
  type SavePart,
} from '@/lib/forms/save-parts';
import { changedRequirementRows, isRequirementField } from './requirements/requirement-fields';

const GENERAL = [
  'name',
  'description',
  'display_attributes.name_attribute_id',
  'display_attributes.image_attribute_id',
];

/** The matrix's changed rows, whole, in one PATCH of the family's attributes (all or none). */
function requirementsPart(formData: FormData, productFamilyId: string): SavePart {
  return {
    label: 'Requirements',
    owns: isRequirementField,
    run: async () => {
      const parsed = parseForm(ZUpdateFamilyAttributesInput, {
        productFamilyId,
        attributes: changedRequirementRows(formData),
      });
      if (!parsed.ok) return parsed.state;
      return mutatePart((api) => api.productFamilies.attributes.update.mutate(parsed.data), {
        // The API names the row by its id: the user knows it by the reload it needs.
        refusals: {
          invalid_reference:
            'An attribute or a channel of the matrix is no longer there (removed meanwhile): reload the page to see the matrix as saved.',
        },
      });
    },
  };
}

/**
 * The family page's one Save: name, description and display attributes (one update), then
 * the status, then the requirement matrix, then the translations; only the parts whose
 * fields changed are sent.
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
      requirementsPart(formData, id),
      translationsPart(formData, (api, translations) =>
        api.productFamilies.updateTranslations.mutate({ id, translations }),
      ),
    ],
    'Family saved.',
  );
}
