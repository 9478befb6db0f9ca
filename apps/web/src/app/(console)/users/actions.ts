'use server';

// The user operations act in the caller's token tenant and take no X-Tenant-Id.
import { redirect } from 'next/navigation';
import {
  formSecret,
  formText,
  formValues,
  invalid,
  mutate,
  mutateAndRefresh,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { USER_STATUSES } from '@pim/core/limits';

const TOKEN_TENANT = { tenantHeader: false } as const;

/** role_ids only when the form showed the role picker (the user may read roles). */
function roleIdsOf(formData: FormData): { role_ids?: string[] } {
  return formText(formData, 'roles_shown') ? { role_ids: formValues(formData, 'role_ids') } : {};
}

export async function createUser(_state: FormState, formData: FormData): Promise<FormState> {
  const email = formText(formData, 'email');
  const name = formText(formData, 'name');
  const password = formSecret(formData, 'password');
  const missing: Record<string, string> = {};
  if (!email) missing.email = 'Enter an email address.';
  if (!name) missing.name = 'Enter a name.';
  if (!password) missing.password = 'Enter a password.';
  if (Object.keys(missing).length) return invalid(missing);
  const roles = roleIdsOf(formData);
  const result = await mutate(
    (api) =>
      api.users.create.mutate({
        email,
        name,
        password,
        ...(roles.role_ids?.length ? roles : {}),
      }),
    TOKEN_TENANT,
  );
  if (!result.ok) return result.state;
  redirect(`/users/${result.data.id}`);
}

export async function assignUser(_state: FormState, formData: FormData): Promise<FormState> {
  const userId = formText(formData, 'user_id');
  if (!userId) return invalid({ user_id: 'Enter the id of an existing user.' });
  const roles = roleIdsOf(formData);
  const result = await mutate(
    (api) => api.users.create.mutate({ user_id: userId, ...(roles.role_ids?.length ? roles : {}) }),
    TOKEN_TENANT,
  );
  if (!result.ok) return result.state;
  redirect(`/users/${result.data.id}`);
}

export async function updateUser(_state: FormState, formData: FormData): Promise<FormState> {
  const email = formText(formData, 'email');
  const name = formText(formData, 'name');
  if (!email || !name) {
    return invalid({
      ...(email ? {} : { email: 'Enter an email address.' }),
      ...(name ? {} : { name: 'Enter a name.' }),
    });
  }
  return mutateAndRefresh(
    (api) =>
      api.users.update.mutate({
        id: formText(formData, 'id'),
        email,
        name,
        ...roleIdsOf(formData),
      }),
    'User saved.',
    TOKEN_TENANT,
  );
}

export async function setUserStatus(_state: FormState, formData: FormData): Promise<FormState> {
  const status = USER_STATUSES.find((s) => s === formText(formData, 'status'));
  if (!status) return invalid({ status: 'Choose a status.' });
  return mutateAndRefresh(
    (api) => api.users.setStatus.mutate({ id: formText(formData, 'id'), status }),
    `The user is ${status}.`,
    TOKEN_TENANT,
  );
}

export async function resetUserPassword(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id');
  const password = formSecret(formData, 'new_password');
  if (!password) {
    return invalid({ new_password: 'Enter a new password.' });
  }
  return mutateAndRefresh(
    (api) => api.users.resetPassword.mutate({ id, user_id: id, new_password: password }),
    'Password reset. The user’s sessions have been signed out.',
    TOKEN_TENANT,
  );
}

export async function removeUser(_state: FormState, formData: FormData): Promise<FormState> {
  const result = await mutate(
    (api) => api.users.delete.mutate({ id: formText(formData, 'id') }),
    TOKEN_TENANT,
  );
  if (!result.ok) return result.state;
  redirect('/users');
}
