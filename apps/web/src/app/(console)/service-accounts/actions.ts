'use server';

import { redirect } from 'next/navigation';
import { formText, formValues, invalid, mutate, mutateAndRefresh } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

function roleIdsOf(formData: FormData): { role_ids?: string[] } {
  return formText(formData, 'roles_shown') ? { role_ids: formValues(formData, 'role_ids') } : {};
}

export async function createServiceAccount(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const code = formText(formData, 'code');
  const name = formText(formData, 'name');
  if (!code || !name) {
    return invalid({
      ...(code ? {} : { code: 'Enter a code.' }),
      ...(name ? {} : { name: 'Enter a name.' }),
    });
  }
  const roles = roleIdsOf(formData);
  const result = await mutate((api) =>
    api.serviceAccounts.create.mutate({
      code,
      name,
      description: formText(formData, 'description') || null,
      ...(roles.role_ids?.length ? roles : {}),
    }),
  );
  if (!result.ok) return result.state;
  redirect(`/service-accounts/${result.data.id}`);
}

export async function updateServiceAccount(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const name = formText(formData, 'name');
  if (!name) return invalid({ name: 'Enter a name.' });
  return mutateAndRefresh(
    (api) =>
      api.serviceAccounts.update.mutate({
        id: formText(formData, 'id'),
        name,
        description: formText(formData, 'description') || null,
        ...roleIdsOf(formData),
      }),
    'Service account saved.',
  );
}

export async function changeServiceAccountStatus(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const status = formText(formData, 'status') === 'inactive' ? 'inactive' : 'active';
  return mutateAndRefresh(
    (api) => api.serviceAccounts.setStatus.mutate({ id: formText(formData, 'id'), status }),
    status === 'inactive'
      ? 'The service account is inactive: its API keys stop working.'
      : 'The service account is active.',
  );
}

export async function deleteServiceAccount(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const result = await mutate((api) =>
    api.serviceAccounts.delete.mutate({ id: formText(formData, 'id') }),
  );
  if (!result.ok) return result.state;
  redirect('/service-accounts');
}
