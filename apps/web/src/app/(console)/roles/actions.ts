'use server';

import {
  ZCreateRoleInput,
  ZRoleIdInput,
  ZRoleStatusInput,
  ZUpdateRoleInput,
} from '@pim/core/schemas';
import { collectPages } from '@/lib/api/call';
import { formNullable, formText, mutateAndRedirect, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { fieldsPart, mutatePart, saveParts, statusPart } from '@/lib/forms/save-parts';

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

/**
 * The role page's one Save: name and description (one update), the permissions, the status;
 * only the parts whose fields changed are sent. The matrix posts the full set of checked
 * permissions; the API takes additions and removals separately, so the difference with what
 * the role holds now is sent, and the message counts them.
 */
export async function saveRole(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id') ?? '';
  let counted: { added: number; removed: number } | undefined;
  const general = fieldsPart('General', ['name', 'description'], async () => {
    const parsed = parseForm(ZUpdateRoleInput, {
      id,
      name: formText(formData, 'name') ?? '',
      description: formNullable(formData, 'description'),
    });
    if (!parsed.ok) return parsed.state;
    return mutatePart((api) => api.roles.update.mutate(parsed.data));
  });
  const permissions = fieldsPart('Permissions', ['permission_ids'], async () => {
    const parsed = parseForm(ZRoleIdInput, { id });
    if (!parsed.ok) return parsed.state;
    const wanted = new Set(permissionIdsOf(formData));
    return mutatePart(async (api) => {
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
      counted = { added: added.length, removed: removed.length };
    });
  });
  const answer = await saveParts(
    formData,
    [
      general,
      permissions,
      statusPart(formData, ZRoleStatusInput, (api, input) => api.roles.setStatus.mutate(input)),
    ],
    'Role saved.',
  );
  return answer.status === 'success' && counted
    ? {
        ...answer,
        message: `Role saved. Permissions: ${counted.added} added, ${counted.removed} removed.`,
      }
    : answer;
}

export async function deleteRole(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZRoleIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.roles.delete.mutate(parsed.data),
    () => ({ to: '/roles', message: 'Role deleted.' }),
  );
}
