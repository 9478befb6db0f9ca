'use server';

import { ZCreateProductInput, ZProductStatusInput, ZUpdateProductInput } from '@pim/core/schemas';
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

/** `state` with `field`'s error in the console's own words. */
function withFieldError(state: FormState, field: string, message: string): FormState {
  return { ...state, message, fieldErrors: { ...state.fieldErrors, [field]: message } };
}

export async function createProduct(_state: FormState, formData: FormData): Promise<FormState> {
  const familyId = formText(formData, 'product_family_id') ?? '';
  const parsed = parseForm(ZCreateProductInput, {
    code: formText(formData, 'code') ?? '',
    product_family_id: familyId,
    product_type: formNullable(formData, 'product_type'),
    variant_family_id: formNullable(formData, 'variant_family_id'),
    category_ids: formList(formData, 'category_ids'),
  });
  // No family chosen is not a malformed id: the field says what to do.
  if (!parsed.ok && !familyId) {
    return withFieldError(parsed.state, 'product_family_id', 'Choose a family.');
  }
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.products.create.mutate(parsed.data),
    (product) => ({ to: `/products/${product.id}`, message: 'Product created.' }),
  );
}

/** A workflow move (the header's buttons post `id` and `status`). */
export async function setProductStatus(_state: FormState, formData: FormData): Promise<FormState> {
  return saveStatus(formData, ZProductStatusInput, 'product', (api, input) =>
    api.products.setStatus.mutate(input),
  );
}

/** The Categories tab: the whole set of category ids, replacing the product's. */
export async function saveProductCategories(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZUpdateProductInput, {
    id: formText(formData, 'id'),
    category_ids: formList(formData, 'category_ids'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.products.update.mutate(parsed.data), 'Categories saved.');
}
