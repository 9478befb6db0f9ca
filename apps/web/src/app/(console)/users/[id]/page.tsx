import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/form/action-form';
import { ConfirmSubmit } from '@/components/form/confirm-submit';
import { Hidden, SelectField, TextField } from '@/components/form/fields';
import { LoadError, StatusBadge, formatDate } from '@/components/page-notices';
import { RolePicker } from '@/components/role-picker';
import { callApi } from '@/lib/api/call';
import { loadRoleOptions } from '@/lib/api/role-options';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { setUserStatus, removeUser, resetUserPassword, updateUser } from '../actions';
import { IsolatedList } from '@/components/isolated-list';
import { LIMITS, USER_STATUSES } from '@pim/core/limits';

export const metadata: Metadata = { title: 'User' };

const STATUS_OPTIONS = USER_STATUSES.map((s) => ({ value: s, label: s }));

export default async function UserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await loadMe();
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.usersWrite);
  const [user, roles] = await Promise.all([
    callApi((api) => api.users.get.query({ id }), { tenantHeader: false }),
    canWrite ? loadRoleOptions(me.me) : Promise.resolve(null),
  ]);
  const back = (
    <p>
      <Link prefetch={false} href="/users">
        ← Users
      </Link>
    </p>
  );
  if (!user.ok) {
    return (
      <>
        {back}
        <LoadError failure={user.failure} />
      </>
    );
  }
  const u = user.data;
  const isSelf = u.id === me.me.user.id;

  return (
    <>
      {back}
      <div className="page-header">
        <h1 className="page-title" data-testid="user-title">
          <bdi>{u.name}</bdi>
        </h1>
        <StatusBadge status={u.status} />
      </div>
      <section className="card">
        <dl className="details">
          <dt>Email</dt>
          <dd data-testid="user-detail-email">
            <bdi>{u.email}</bdi>
          </dd>
          <dt>User id</dt>
          <dd>
            <code data-testid="user-detail-id">{u.id}</code>
          </dd>
          <dt>Roles</dt>
          <dd data-testid="user-detail-roles">
            <IsolatedList values={u.roles.map((r) => r.name)} />
          </dd>
          <dt>Last sign-in</dt>
          <dd>{formatDate(u.last_login_at)}</dd>
        </dl>
      </section>

      {canWrite ? (
        <div className="grid grid--forms">
          <section className="card" aria-labelledby="user-edit-title">
            <h2 id="user-edit-title" className="card__title">
              Profile and roles
            </h2>
            <ActionForm action={updateUser} testId="user-edit" submitLabel="Save">
              <Hidden name="id" value={u.id} />
              <TextField
                name="name"
                label="Name"
                testId="user-edit-name"
                defaultValue={u.name}
                required
                maxLength={LIMITS.name}
              />
              <TextField
                name="email"
                type="email"
                label="Email"
                testId="user-edit-email"
                defaultValue={u.email}
                required
                maxLength={LIMITS.email}
              />
              <RolePicker
                options={roles}
                checked={u.roles.map((r) => r.id)}
                testId="user-edit-roles"
              />
            </ActionForm>
          </section>
          <section className="card" aria-labelledby="user-status-title">
            <h2 id="user-status-title" className="card__title">
              Status
            </h2>
            <p className="muted">
              An inactive or suspended user loses access to this tenant at once.
            </p>
            <ActionForm
              action={setUserStatus}
              testId="user-status"
              submitLabel="Change status"
              submitVariant="secondary"
            >
              <Hidden name="id" value={u.id} />
              <SelectField
                name="status"
                label="Status"
                testId="user-status-select"
                defaultValue={u.status}
                options={STATUS_OPTIONS}
              />
            </ActionForm>
            <h2 className="card__title card__title--spaced">Reset password</h2>
            <ActionForm
              action={resetUserPassword}
              testId="user-reset-password"
              submitLabel="Reset password"
              submitVariant="secondary"
              resetOnSuccess
            >
              <Hidden name="id" value={u.id} />
              <TextField
                name="new_password"
                type="password"
                label="New password"
                testId="user-new-password"
                autoComplete="new-password"
                hint="At least 8 characters. The user’s sessions end."
                required
              />
            </ActionForm>
            {isSelf ? null : (
              <>
                <h2 className="card__title card__title--spaced">Remove from tenant</h2>
                <p className="muted">The user keeps their other tenants.</p>
                <ActionForm action={removeUser} testId="user-remove" className="form form--inline">
                  <Hidden name="id" value={u.id} />
                  <ConfirmSubmit
                    label="Remove from tenant"
                    confirmLabel="Remove for good"
                    testId="user-remove-button"
                  />
                </ActionForm>
              </>
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}
