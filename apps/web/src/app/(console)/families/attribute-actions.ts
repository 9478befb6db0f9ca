'use server';

import {
  ZCreateFamilyAttributesInput,
  ZFamilyAttributeIdInput,
  ZUpdateFamilyAttributesInput,
} from '@pim/core/schemas';
import { formList, formText, mutateAndRefresh, parseForm, succeeded } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { IN_USE_IN_API_WORDS } from '@/lib/forms/in-use';

const attributesCount = (n: number) => `${n} attribute${n === 1 ? '' : 's'}`;

/** Adds the chosen attributes, enabled for every channel (the API's default). */
export async function addFamilyAttributes(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZCreateFamilyAttributesInput, {
    productFamilyId: formText(formData, 'productFamilyId'),
    attributes: formList(formData, 'attribute_ids').map((id) => ({ attribute_id: id })),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.productFamilies.attributes.create.mutate(parsed.data),
    `${attributesCount(parsed.data.attributes.length)} added.`,
  );
}

/** The JSON the requirements matrix posts: its changed rows, whole. */
function changedRows(formData: FormData): unknown {
  try {
    return JSON.parse(formText(formData, 'attributes') ?? '[]');
  } catch {
    return null;
  }
}

/** Saves every row of the matrix that changed, in one PATCH (all or nothing). */
export async function saveFamilyRequirements(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const rows = changedRows(formData);
  if (Array.isArray(rows) && rows.length === 0) return succeeded('No change to save.');
  const parsed = parseForm(ZUpdateFamilyAttributesInput, {
    productFamilyId: formText(formData, 'productFamilyId'),
    attributes: rows,
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.productFamilies.attributes.update.mutate(parsed.data),
    `Requirements saved for ${attributesCount(parsed.data.attributes.length)}.`,
  );
}

export async function removeFamilyAttribute(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZFamilyAttributeIdInput, {
    productFamilyId: formText(formData, 'id'),
    attributeId: formText(formData, 'attributeId'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.productFamilies.attributes.delete.mutate(parsed.data),
    'Attribute removed from the family.',
    { refusals: IN_USE_IN_API_WORDS },
  );
}
