import { SimpleGrid } from '@mantine/core';
import { LIMITS } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { ActionForm } from '@/components/form/action-form';
import { TextAreaField, TextField } from '@/components/form/fields';
import { RolePicker } from '@/components/form/role-picker';
import { Forbidden } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { loadRoleOptions } from '@/lib/api/role-options';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { createServiceAccount } from '../actions';

export const metadata: Metadata = { title: 'New service account' };

export default async function NewServiceAccountPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.serviceAccountsWrite)) {
    return <Forbidden permission={PERMISSIONS.serviceAccountsWrite} />;
  }
  const roles = await loadRoleOptions(me.me);

  return (
    <>
      <PageHeader
        title="New service account"
        back={{ href: '/service-accounts', label: 'Service accounts' }}
      />
      <Section description="A service account is how an external system calls the API: its API keys carry exactly the permissions of its roles.">
        <ActionForm
          action={createServiceAccount}
          testId="service-account-create"
          submitLabel="Create service account"
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              name="code"
              label="Code"
              testId="service-account-code"
              required
              maxLength={LIMITS.code}
            />
            <TextField
              name="name"
              label="Name"
              testId="service-account-name"
              required
              maxLength={LIMITS.name}
            />
          </SimpleGrid>
          <TextAreaField
            name="description"
            label="Description"
            testId="service-account-description"
            maxLength={LIMITS.description}
          />
          <RolePicker options={roles} testId="service-account-roles" />
        </ActionForm>
      </Section>
    </>
  );
}
