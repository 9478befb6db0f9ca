'use server';

// The user operations act in the caller's token tenant and take no X-Tenant-Id.
import {
  ZChangeUserStatusInput,
  ZCreateUserInput,
  ZResetPasswordInput,
  ZUpdateUserInput,
  ZUserIdInput,
} from '@pim/core/schemas';
import {
  fieldError,
  formList,
  formSecret,
  formText,
  mutateAndRedirect,
  mutateAndRefresh,
  parseForm,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { fieldsPart, mutatePart, saveParts } from '@/lib/forms/save-parts';

const TOKEN_TENANT = { tenantHeader: false } as const;

/** role_ids only when the form showed the role picker (the user may read roles). */
function roleIdsOf(formData: FormData): { role_ids?: string[] } {
  return formText(formData, 'roles_shown') ? { role_ids: formList(formData, 'role_ids') } : {};
}

/** On create, an empty choice of roles is no choice: the API's default applies. */
function chosenRoleIds(formData: FormData): { role_ids?: string[] } {
  const roles = roleIdsOf(formData);
  return roles.role_ids?.length ? roles : {};
}

export async function createUser(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateUserInput, {
    email: formText(formData, 'email'),
    name: formText(formData, 'name'),
    password: formSecret(formData, 'password'),
    ...chosenRoleIds(formData),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.users.create.mutate(parsed.data),
    (user) => ({ to: `/users/${user.id}`, message: 'User created.' }),
    TOKEN_TENANT,
  );
}

export async function assignUser(_state: FormState, formData: FormData): Promise<FormState> {
  const userId = formText(formData, 'user_id');
  // Without user_id the schema asks for a new user's fields, which this form does not have.
  if (!userId) return fieldError('user_id', 'Enter the id of a user, or find one above.');
  const parsed = parseForm(ZCreateUserInput, { user_id: userId, ...chosenRoleIds(formData) });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.users.create.mutate(parsed.data),
    (user) => ({ to: `/users/${user.id}`, message: 'User added to this tenant.' }),
    TOKEN_TENANT,
  );
}

/**
 * The user page's one Save: name, email and roles (one update), then the status; only the
 * parts whose fields changed are sent.
 */
export async function saveUser(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id');
  const general = fieldsPart('General', ['name', 'email', 'role_ids', 'roles_shown'], async () => {
    const parsed = parseForm(ZUpdateUserInput, {
      id,
      email: formText(formData, 'email') ?? '',
      name: formText(formData, 'name') ?? '',
      ...roleIdsOf(formData),
    });
    if (!parsed.ok) return parsed.state;
    return mutatePart((api) => api.users.update.mutate(parsed.data), TOKEN_TENANT);
  });
  const status = fieldsPart('Status', ['status'], async () => {
    const parsed = parseForm(ZChangeUserStatusInput, { id, status: formText(formData, 'status') });
    if (!parsed.ok) return parsed.state;
    return mutatePart((api) => api.users.setStatus.mutate(parsed.data), TOKEN_TENANT);
  });
  return saveParts(formData, [general, status], 'User saved.');
}

export async function resetUserPassword(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id');
  const parsed = parseForm(ZResetPasswordInput, {
    id,
    user_id: id,
    new_password: formSecret(formData, 'new_password'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.users.resetPassword.mutate(parsed.data),
    'Password reset. The user’s sessions have been signed out.',
    TOKEN_TENANT,
  );
}

export async function removeUser(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZUserIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.users.delete.mutate(parsed.data),
    () => ({ to: '/users', message: 'User removed from this tenant.' }),
    TOKEN_TENANT,
  );
}
