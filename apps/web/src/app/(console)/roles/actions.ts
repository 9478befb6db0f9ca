'use server';

import {
  ZCreateRoleInput,
  ZRoleIdInput,
  ZRoleStatusInput,
  ZUpdateRoleInput,
} from '@pim/core/schemas';
import { refresh } from 'next/cache';
import { callApi, collectPages } from '@/lib/api/call';
import {
  failureState,
  formNullable,
  formText,
  mutateAndRedirect,
  mutateAndRefresh,
  parseForm,
  saveStatus,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

/** The matrix's checkboxes post one `permission_ids` value each. */
function permissionIdsOf(formData: FormData): string[] {
  return formData.getAll('permission_ids').filter((v): v is string => typeof v === 'string');
}

export async function createRole(_state: FormState, formData: FormData): Promise<FormState> {
  const permissionIds = permissionIdsOf(formData);
  const parsed = parseForm(ZCreateRoleInput, {
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    ...(permissionIds.length ? { permission_ids: permissionIds } : {}),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.roles.create.mutate(parsed.data),
    (role) => ({ to: `/roles/${role.id}`, message: 'Role created.' }),
  );
}

export async function updateRole(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZUpdateRoleInput, {
    id: formText(formData, 'id'),
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.roles.update.mutate(parsed.data), 'Role saved.');
}

export async function setRoleStatus(_state: FormState, formData: FormData): Promise<FormState> {
  return saveStatus(formData, ZRoleStatusInput, 'role', (api, input) =>
    api.roles.setStatus.mutate(input),
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
  const parsed = parseForm(ZRoleIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  const { id } = parsed.data;
  const wanted = new Set(permissionIdsOf(formData));
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
  // Even a failure may have applied part of the change: show the role as it now is.
  refresh();
  if (!result.ok) return failureState(result.failure);
  const { added, removed } = result.data;
  return succeeded(
    added || removed
      ? `Permissions saved: ${added} added, ${removed} removed.`
      : 'No change to save.',
  );
}

export async function deleteRole(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZRoleIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.roles.delete.mutate(parsed.data),
    () => ({ to: '/roles', message: 'Role deleted.' }),
  );
}
