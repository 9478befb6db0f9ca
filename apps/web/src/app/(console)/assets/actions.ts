'use server';

import { ZAssetIdInput } from '@pim/core/schemas';
import { formText, mutateAndRefresh, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

/** Deletes an asset; refused, in the API's words, while a category, product or variant uses it. */
export async function deleteAsset(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZAssetIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.assets.delete.mutate(parsed.data), 'Asset deleted.', {
    refusals: {
      in_use: (message) =>
        `${message.replace(/^The asset is in use: /, 'This file is still used: ')}. See “Where used”, remove it there, then delete it.`,
    },
  });
}
