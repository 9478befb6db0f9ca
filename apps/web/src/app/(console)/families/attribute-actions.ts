'use server';

import { ZCreateFamilyAttributesInput, ZFamilyAttributeIdInput } from '@pim/core/schemas';
import { formList, formText, mutateAndRefresh, parseForm } from '@/lib/forms/actions';
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
