'use server';

import { ZCreateProductCommentInput, ZProductCommentIdInput } from '@pim/core/schemas';
import { formText, mutate, parseForm, succeeded } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

/** Adds the user's comment to the product's discussion (no revision: comments are not data). */
export async function addComment(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateProductCommentInput, {
    productId: formText(formData, 'productId'),
    body: formData.get('body') ?? '',
    attribute_id: formText(formData, 'attribute_id'),
  });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.productComments.create.mutate(parsed.data));
  return result.ok ? succeeded('Comment added.') : result.state;
}

/** Deletes one of the user's own comments. */
export async function deleteComment(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZProductCommentIdInput, {
    productId: formText(formData, 'productId'),
    id: formText(formData, 'id'),
  });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.productComments.delete.mutate(parsed.data));
  return result.ok ? succeeded('Comment deleted.') : result.state;
}
