import { LIMITS, USER_STATUSES, ZResetPasswordInput } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { IsolatedList } from '@/components/isolated-list';
import { ActionForm } from '@/components/form/action-form';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm } from '@/components/form/detail-form';
import { Hidden, TextField } from '@/components/form/fields';
import { RolePicker } from '@/components/form/role-picker';
import { StatusField } from '@/components/form/status-form';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadRoleOptions } from '@/lib/api/role-options';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { removeUser, resetUserPassword, saveUser } from '../actions';

export const metadata: Metadata = { title: 'User' };

const BACK = { href: '/users', label: 'Users' };

export default async function UserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await loadMe();
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.usersWrite);
  const [user, roles] = await Promise.all([
    callApi((api) => api.users.get.query({ id }), { tenantHeader: false }),
    canWrite ? loadRoleOptions(me.me) : Promise.resolve(null),
  ]);
  if (!user.ok) {
    return (
      <>
        <PageHeader title="User" back={BACK} />
        <LoadError failure={user.failure} />
      </>
    );
  }
  const u = user.data;
  const isSelf = u.id === me.me.user.id;
  const minPassword = ZResetPasswordInput.shape.new_password.minLength;

  return (
    <>
      <PageHeader
        title={<bdi>{u.name}</bdi>}
        titleTestId="user-title"
        back={BACK}
        badge={<StatusBadge status={u.status} />}
      />
      <Section>
        <Details
          items={[
            { label: 'Email', value: <bdi>{u.email}</bdi>, testId: 'user-detail-email' },
            { label: 'User id', value: <code data-testid="user-detail-id">{u.id}</code> },
            {
              label: 'Roles',
              value: <IsolatedList values={u.roles.map((r) => r.name)} />,
              testId: 'user-detail-roles',
            },
            { label: 'Last sign-in', value: <LocalDate value={u.last_login_at} empty="never" /> },
          ]}
        />
      </Section>

      {canWrite ? (
        <>
          <DetailForm
            action={saveUser}
            testId="user"
            hidden={{ id: u.id }}
            canWrite={canWrite}
            version={`${u.modified_at}|${u.status}|${u.roles.map((r) => r.id).join(',')}`}
            tabs={[
              {
                value: 'general',
                label: 'General',
                children: (
                  <Section
                    title="Profile, roles and status"
                    description="An inactive or suspended user loses access to this tenant at once."
                  >
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
                      defaultValue={u.roles.map((r) => r.id)}
                      testId="user-edit-roles"
                    />
                    <StatusField
                      current={u.status}
                      statuses={USER_STATUSES}
                      testId="user-status-select"
                    />
                  </Section>
                ),
              },
              {
                value: 'password',
                label: 'Password',
                // A reset is an action of its own: it is not a field of the user's record.
                kind: 'content',
                children: (
                  <Section title="Reset password" description="The user’s sessions end.">
                    <ActionForm
                      action={resetUserPassword}
                      testId="user-reset-password"
                      submitLabel="Reset password"
                      submitVariant="default"
                      resetOnSuccess
                    >
                      <Hidden name="id" value={u.id} />
                      <TextField
                        name="new_password"
                        type="password"
                        label="New password"
                        testId="user-new-password"
                        autoComplete="new-password"
                        hint={`At least ${minPassword} characters.`}
                        required
                      />
                    </ActionForm>
                  </Section>
                ),
              },
            ]}
            confirms={[
              {
                title: 'Change the user’s access?',
                body: 'The user loses access to this tenant at once and is signed out of it.',
                confirmLabel: 'Save',
                when: { field: 'status', values: USER_STATUSES.filter((s) => s !== 'active') },
              },
            ]}
          />
          {isSelf ? null : (
            <DangerZone
              action={removeUser}
              id={u.id}
              label="Remove from tenant"
              what="The user loses their roles and access here at once. Their account and other tenants stay."
              confirm={{
                title: 'Remove this user from the tenant?',
                body: 'They lose their roles and access here at once. Their account and other tenants stay.',
              }}
              testId="user-remove"
            />
          )}
        </>
      ) : null}
    </>
  );
}
