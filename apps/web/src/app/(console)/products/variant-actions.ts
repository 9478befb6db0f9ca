'use server';

import {
  ZCreateVariantInput,
  ZUpdateVariantInput,
  ZVariantIdInput,
  ZVariantStatusInput,
  ZVariantValueIdInput,
} from '@pim/core/schemas';
import {
  formFlag,
  formText,
  mutateAndRedirect,
  mutateAndRefresh,
  parseForm,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

/** A new variant: sku, one option per axis (fields `axis.<code>`), default or not. */
export async function createVariant(_state: FormState, formData: FormData): Promise<FormState> {
  const axisValues = [...formData.keys()]
    .filter((name) => name.startsWith('axis.'))
    .map((name) => ({ axis_code: name.slice(5), option_code: formText(formData, name) ?? '' }));
  const parsed = parseForm(ZCreateVariantInput, {
    productId: formText(formData, 'productId'),
    sku: formText(formData, 'sku') ?? '',
    axis_values: axisValues,
    is_default: formFlag(formData, 'is_default'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.variants.create.mutate(parsed.data),
    `Variant ${parsed.data.sku} created.`,
  );
}

export async function makeDefaultVariant(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZUpdateVariantInput, {
    productId: formText(formData, 'productId'),
    id: formText(formData, 'id'),
    is_default: true,
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.variants.update.mutate(parsed.data),
    'This variant is the default now.',
  );
}

export async function setVariantStatus(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZVariantStatusInput, {
    productId: formText(formData, 'productId'),
    id: formText(formData, 'id'),
    status: formText(formData, 'status'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.variants.setStatus.mutate(parsed.data),
    `The variant is ${parsed.data.status.replace('_', ' ')}.`,
  );
}

/** Deletes a variant for good; back to the product's variants. */
export async function deleteVariant(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZVariantIdInput, {
    productId: formText(formData, 'productId'),
    id: formText(formData, 'id'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.variants.delete.mutate(parsed.data),
    () => ({ to: `/products/${parsed.data.productId}?tab=variants`, message: 'Variant deleted.' }),
  );
}

/** Drops a variant's override of one attribute: the product's value shows again. */
export async function removeOverride(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZVariantValueIdInput, {
    productId: formText(formData, 'productId'),
    variantId: formText(formData, 'variantId'),
    id: formText(formData, 'id'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.variantValues.delete.mutate(parsed.data),
    "The product's value applies again.",
  );
}
