'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { callApi, collectPages } from '@/lib/api/call';
import {
  failureState,
  formText,
  formValues,
  invalid,
  mutate,
  mutateAndRefresh,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

export async function createRole(_state: FormState, formData: FormData): Promise<FormState> {
  const code = formText(formData, 'code');
  const name = formText(formData, 'name');
  if (!code || !name) {
    return invalid({
      ...(code ? {} : { code: 'Enter a code.' }),
      ...(name ? {} : { name: 'Enter a name.' }),
    });
  }
  const permissionIds = formValues(formData, 'permission_ids');
  const result = await mutate((api) =>
    api.roles.create.mutate({
      code,
      name,
      description: formText(formData, 'description') || null,
      ...(permissionIds.length ? { permission_ids: permissionIds } : {}),
    }),
  );
  if (!result.ok) return result.state;
  redirect(`/roles/${result.data.id}`);
}

export async function updateRole(_state: FormState, formData: FormData): Promise<FormState> {
  const name = formText(formData, 'name');
  if (!name) return invalid({ name: 'Enter a name.' });
  return mutateAndRefresh(
    (api) =>
      api.roles.update.mutate({
        id: formText(formData, 'id'),
        name,
        description: formText(formData, 'description') || null,
      }),
    'Role saved.',
  );
}

export async function setRoleStatus(_state: FormState, formData: FormData): Promise<FormState> {
  const status = formText(formData, 'status') === 'inactive' ? 'inactive' : 'active';
  return mutateAndRefresh(
    (api) => api.roles.setStatus.mutate({ id: formText(formData, 'id'), status }),
    `The role is ${status}.`,
  );
}

/**
 * The matrix posts the full set of checked permissions; the API takes additions and removals
 * separately, so the difference with what the role holds now is sent.
 */
export async function saveRolePermissions(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const id = formText(formData, 'id');
  const wanted = new Set(formValues(formData, 'permission_ids'));
  const result = await callApi(async (api) => {
    const current = await collectPages((page) =>
      api.roles.listPermissions.query({ id, page, page_size: 100 }),
    );
    const held = new Set(current.map((p) => p.id));
    const added = [...wanted].filter((p) => !held.has(p));
    const removed = [...held].filter((p) => !wanted.has(p));
    if (added.length) await api.roles.assignPermissions.mutate({ id, permission_ids: added });
    for (const permissionId of removed) {
      await api.roles.removePermission.mutate({ id, permission_id: permissionId });
    }
    return { added: added.length, removed: removed.length };
  });
  if (!result.ok) {
    // Part of the change may have been applied: show the role as it now is.
    refresh();
    return failureState(result.failure);
  }
  refresh();
  const { added, removed } = result.data;
  return {
    status: 'success',
    message:
      added || removed
        ? `Permissions saved: ${added} added, ${removed} removed.`
        : 'No change to save.',
    fieldErrors: {},
  };
}

export async function deleteRole(_state: FormState, formData: FormData): Promise<FormState> {
  const result = await mutate((api) => api.roles.delete.mutate({ id: formText(formData, 'id') }));
  if (!result.ok) return result.state;
  redirect('/roles');
}
