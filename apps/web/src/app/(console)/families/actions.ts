'use server';

import { ZCreateProductFamilyInput } from '@pim/core/schemas';
import { formNullable, formText, mutateAndRedirect, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

export async function createFamily(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateProductFamilyInput, {
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.productFamilies.create.mutate(parsed.data),
    (family) => ({ to: `/families/${family.id}`, message: 'Family created.' }),
  );
}
