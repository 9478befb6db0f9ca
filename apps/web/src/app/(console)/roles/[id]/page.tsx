import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/form/action-form';
import { ConfirmSubmit } from '@/components/form/confirm-submit';
import { Hidden, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { LoadError, StatusBadge, formatDate } from '@/components/page-notices';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { setRoleStatus, deleteRole, saveRolePermissions, updateRole } from '../actions';
import { loadPermissionTree, loadRolePermissions } from '../load';
import { PermissionMatrix } from '../permission-matrix';
import { LIMITS } from '@pim/core/limits';

export const metadata: Metadata = { title: 'Role' };

export default async function RolePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await loadMe();
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.rolesWrite);
  const canReadPermissionTree = can(me.me, PERMISSIONS.permissionsRead);
  const [role, held, catalog] = await Promise.all([
    callApi((api) => api.roles.get.query({ id })),
    loadRolePermissions(id),
    canWrite && canReadPermissionTree ? loadPermissionTree() : Promise.resolve(null),
  ]);

  if (!role.ok) {
    return (
      <>
        <p>
          <Link prefetch={false} href="/roles">
            ← Roles
          </Link>
        </p>
        <LoadError failure={role.failure} />
      </>
    );
  }
  const r = role.data;

  return (
    <>
      <p>
        <Link prefetch={false} href="/roles">
          ← Roles
        </Link>
      </p>
      <div className="page-header">
        <h1 className="page-title" data-testid="role-title">
          <bdi>{r.name}</bdi>
        </h1>
        <StatusBadge status={r.status} />
      </div>
      <section className="card">
        <dl className="details">
          <dt>Code</dt>
          <dd>
            <code data-testid="role-code">{r.code}</code>
          </dd>
          <dt>Tenant</dt>
          <dd>
            <bdi>{r.tenant.name}</bdi>
          </dd>
          <dt>Permissions</dt>
          <dd data-testid="role-permission-count">{r.permission_count}</dd>
          <dt>Modified</dt>
          <dd>{formatDate(r.modified_at)}</dd>
        </dl>
      </section>

      {canWrite ? (
        <div className="grid grid--forms">
          <section className="card" aria-labelledby="role-edit-title">
            <h2 id="role-edit-title" className="card__title">
              Name and description
            </h2>
            <ActionForm action={updateRole} testId="role-edit" submitLabel="Save">
              <Hidden name="id" value={r.id} />
              <TextField
                name="name"
                label="Name"
                testId="role-edit-name"
                defaultValue={r.name}
                required
                maxLength={LIMITS.name}
              />
              <TextAreaField
                name="description"
                label="Description"
                testId="role-edit-description"
                defaultValue={r.description ?? ''}
                maxLength={LIMITS.description}
              />
            </ActionForm>
          </section>
          <section className="card" aria-labelledby="role-status-title">
            <h2 id="role-status-title" className="card__title">
              Status
            </h2>
            <p className="muted">An inactive role grants nothing to those who hold it.</p>
            <ActionForm
              action={setRoleStatus}
              testId="role-status"
              submitLabel="Change status"
              submitVariant="secondary"
            >
              <Hidden name="id" value={r.id} />
              <SelectField
                name="status"
                label="Status"
                testId="role-status-select"
                defaultValue={r.status}
                options={[
                  { value: 'active', label: 'active' },
                  { value: 'inactive', label: 'inactive' },
                ]}
              />
            </ActionForm>
            <h2 className="card__title card__title--spaced">Delete</h2>
            <p className="muted">A role still held by users or service accounts is kept.</p>
            <ActionForm action={deleteRole} testId="role-delete" className="form form--inline">
              <Hidden name="id" value={r.id} />
              <ConfirmSubmit
                label="Delete role"
                confirmLabel="Delete for good"
                testId="role-delete-button"
              />
            </ActionForm>
          </section>
        </div>
      ) : null}

      <section className="card" aria-labelledby="role-permissions-title">
        <h2 id="role-permissions-title" className="card__title">
          Permissions
        </h2>
        {!held.ok ? (
          <LoadError failure={held.failure} />
        ) : catalog?.ok ? (
          <ActionForm
            action={saveRolePermissions}
            testId="role-permissions"
            submitLabel="Save permissions"
          >
            <Hidden name="id" value={r.id} />
            <PermissionMatrix
              permissions={catalog.data}
              checked={new Set(held.data.map((p) => p.id))}
            />
          </ActionForm>
        ) : (
          <>
            {catalog && !catalog.ok ? <LoadError failure={catalog.failure} /> : null}
            <ul className="plain-list" data-testid="role-permission-list">
              {held.data.map((p) => (
                <li key={p.id}>
                  <code>{p.code}</code> <bdi className="muted">{p.name}</bdi>
                </li>
              ))}
            </ul>
            {held.data.length === 0 ? <p className="muted">This role grants nothing.</p> : null}
          </>
        )}
      </section>
    </>
  );
}
