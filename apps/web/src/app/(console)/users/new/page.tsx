import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/form/action-form';
import { TextField } from '@/components/form/fields';
import { Forbidden } from '@/components/page-notices';
import { RolePicker } from '@/components/role-picker';
import { loadRoleOptions } from '@/lib/api/role-options';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { textParam, type SearchParams } from '@/lib/list-params';
import { assignUser, createUser } from '../actions';
import { OrganizationUsers } from './organization-users';
import { LIMITS } from '@pim/core/limits';

export const metadata: Metadata = { title: 'Add a user' };

export default async function NewUserPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const [me, params] = await Promise.all([loadMe(), searchParams]);
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.usersWrite)) return <Forbidden permission={PERMISSIONS.usersWrite} />;
  const roles = await loadRoleOptions(me.me);

  return (
    <>
      <p>
        <Link prefetch={false} href="/users">
          ← Users
        </Link>
      </p>
      <h1 className="page-title">
        Add a user to <bdi>{me.me.active_tenant.tenant_name}</bdi>
      </h1>
      <div className="grid grid--forms">
        <section className="card" aria-labelledby="user-create-title">
          <h2 id="user-create-title" className="card__title">
            Create a new user
          </h2>
          <ActionForm action={createUser} testId="user-create" submitLabel="Create user">
            <TextField
              name="email"
              type="email"
              label="Email"
              testId="user-email"
              required
              maxLength={LIMITS.email}
            />
            <TextField
              name="name"
              label="Name"
              testId="user-name"
              required
              maxLength={LIMITS.name}
            />
            <TextField
              name="password"
              type="password"
              label="Password"
              testId="user-password"
              autoComplete="new-password"
              hint="6 to 100 characters. Share it with the user through a safe channel."
              required
            />
            <RolePicker options={roles} testId="user-roles" />
          </ActionForm>
        </section>
        <section className="card" aria-labelledby="user-assign-title">
          <h2 id="user-assign-title" className="card__title">
            Add an existing user
          </h2>
          <p className="muted">
            A user of another tenant of the organization keeps their password and profile.
          </p>
          <OrganizationUsers organizationId={me.me.active_tenant.organization_id} params={params} />
          <ActionForm
            key={textParam(params, 'user_id')}
            action={assignUser}
            testId="user-assign"
            submitLabel="Add user"
          >
            <TextField
              name="user_id"
              label="User id"
              testId="user-assign-id"
              defaultValue={textParam(params, 'user_id')}
              required
            />
            <RolePicker options={roles} testId="user-assign-roles" />
          </ActionForm>
        </section>
      </div>
    </>
  );
}
