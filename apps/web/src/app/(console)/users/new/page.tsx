import { SimpleGrid } from '@mantine/core';
import { LIMITS, ZCreateUserInput } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { ActionForm } from '@/components/form/action-form';
import { TextField } from '@/components/form/fields';
import { RolePicker } from '@/components/form/role-picker';
import { Forbidden } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { loadRoleOptions } from '@/lib/api/role-options';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { assignUser, createUser } from '../actions';
import { AssignUserForm } from './assign-user-form';

export const metadata: Metadata = { title: 'Add a user' };

const password = ZCreateUserInput.shape.password.unwrap();

export default async function NewUserPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.usersWrite)) return <Forbidden permission={PERMISSIONS.usersWrite} />;
  const roles = await loadRoleOptions(me.me);

  return (
    <>
      <PageHeader
        title={
          <>
            Add a user to <bdi>{me.me.active_tenant.tenant_name}</bdi>
          </>
        }
        back={{ href: '/users', label: 'Users' }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title="Create a new user">
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
              hint={`${password.minLength} to ${password.maxLength} characters. Share it with the user through a safe channel.`}
              required
            />
            <RolePicker options={roles} testId="user-roles" />
          </ActionForm>
        </Section>
        <Section
          title="Add an existing user"
          description="A user of another tenant of the organization keeps their password and profile."
        >
          <AssignUserForm
            action={assignUser}
            organizationId={me.me.active_tenant.organization_id}
            roles={roles}
          />
        </Section>
      </SimpleGrid>
    </>
  );
}
