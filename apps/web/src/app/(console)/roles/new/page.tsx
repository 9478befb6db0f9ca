import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/form/action-form';
import { TextAreaField, TextField } from '@/components/form/fields';
import { Forbidden, LoadError } from '@/components/page-notices';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { createRole } from '../actions';
import { loadPermissionTree } from '../load';
import { PermissionMatrix } from '../permission-matrix';
import { LIMITS } from '@pim/core/limits';

export const metadata: Metadata = { title: 'New role' };

export default async function NewRolePage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.rolesWrite)) return <Forbidden permission={PERMISSIONS.rolesWrite} />;
  const catalog = can(me.me, PERMISSIONS.permissionsRead) ? await loadPermissionTree() : null;

  return (
    <>
      <p>
        <Link prefetch={false} href="/roles">
          ← Roles
        </Link>
      </p>
      <h1 className="page-title">New role</h1>
      <section className="card">
        <ActionForm action={createRole} testId="role-create" submitLabel="Create role">
          <div className="form-grid">
            <TextField
              name="code"
              label="Code"
              testId="role-code"
              required
              maxLength={LIMITS.code}
            />
            <TextField
              name="name"
              label="Name"
              testId="role-name"
              required
              maxLength={LIMITS.name}
            />
          </div>
          <TextAreaField
            name="description"
            label="Description"
            testId="role-description"
            maxLength={LIMITS.description}
          />
          {catalog === null ? (
            <p className="muted">
              Permissions can be added once you may read the permission catalog (
              <code>{PERMISSIONS.permissionsRead}</code>).
            </p>
          ) : catalog.ok ? (
            <PermissionMatrix permissions={catalog.data} checked={new Set()} />
          ) : (
            <LoadError failure={catalog.failure} />
          )}
        </ActionForm>
      </section>
    </>
  );
}
