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
  mutateAndRefresh,
  parseForm,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

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

export async function updateServiceAccount(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZUpdateServiceAccountInput, {
    id: formText(formData, 'id'),
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    ...roleIdsOf(formData),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.serviceAccounts.update.mutate(parsed.data),
    'Service account saved.',
  );
}

export async function changeServiceAccountStatus(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZServiceAccountStatusInput, {
    id: formText(formData, 'id'),
    status: formText(formData, 'status'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.serviceAccounts.setStatus.mutate(parsed.data),
    parsed.data.status === 'inactive'
      ? 'The service account is inactive: its API keys stop working.'
      : 'The service account is active.',
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
