'use server';

import {
  ZCreateServiceAccountInput,
  ZServiceAccountIdInput,
  ZServiceAccountStatusInput,
  ZUpdateServiceAccountInput,
} from '@pim/core/schemas';
import {
  formList,
  formNullable,
  formText,
  mutateAndRedirect,
  parseForm,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { fieldsPart, mutatePart, saveParts, statusPart } from '@/lib/forms/save-parts';

/** role_ids only when the form showed the role picker (the user may read roles). */
function roleIdsOf(formData: FormData): { role_ids?: string[] } {
  return formText(formData, 'roles_shown') ? { role_ids: formList(formData, 'role_ids') } : {};
}

export async function createServiceAccount(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const roles = roleIdsOf(formData);
  const parsed = parseForm(ZCreateServiceAccountInput, {
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    ...(roles.role_ids?.length ? roles : {}),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.serviceAccounts.create.mutate(parsed.data),
    (sa) => ({ to: `/service-accounts/${sa.id}`, message: 'Service account created.' }),
  );
}

/**
 * The service account page's one Save: name, description and roles (one update), then the
 * status; only the parts whose fields changed are sent.
 */
export async function saveServiceAccount(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const id = formText(formData, 'id');
  const general = fieldsPart(
    'General',
    ['name', 'description', 'role_ids', 'roles_shown'],
    async () => {
      const parsed = parseForm(ZUpdateServiceAccountInput, {
        id,
        name: formText(formData, 'name') ?? '',
        description: formNullable(formData, 'description'),
        ...roleIdsOf(formData),
      });
      if (!parsed.ok) return parsed.state;
      return mutatePart((api) => api.serviceAccounts.update.mutate(parsed.data));
    },
  );
  return saveParts(
    formData,
    [
      general,
      statusPart(formData, ZServiceAccountStatusInput, (api, input) =>
        api.serviceAccounts.setStatus.mutate(input),
      ),
    ],
    'Service account saved.',
  );
}

export async function deleteServiceAccount(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZServiceAccountIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.serviceAccounts.delete.mutate(parsed.data),
    () => ({ to: '/service-accounts', message: 'Service account deleted.' }),
  );
}
