import { SimpleGrid, Text } from '@mantine/core';
import { LIMITS } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { ActionForm } from '@/components/form/action-form';
import { TextAreaField, TextField } from '@/components/form/fields';
import { PermissionMatrix } from '@/components/form/permission-matrix';
import { Forbidden, LoadError } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { createRole } from '../actions';
import { loadPermissionTree } from '../load';

export const metadata: Metadata = { title: 'New role' };

export default async function NewRolePage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.rolesWrite)) return <Forbidden permission={PERMISSIONS.rolesWrite} />;
  const tree = can(me.me, PERMISSIONS.permissionsRead) ? await loadPermissionTree() : null;

  return (
    <>
      <PageHeader title="New role" back={{ href: '/roles', label: 'Roles' }} />
      <Section>
        <ActionForm action={createRole} testId="role-create" submitLabel="Create role">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
          </SimpleGrid>
          <TextAreaField
            name="description"
            label="Description"
            testId="role-description"
            maxLength={LIMITS.description}
          />
          {tree === null ? (
            <Text size="sm" c="dimmed">
              Permissions can be added once you may read the permission tree (
              <code>{PERMISSIONS.permissionsRead}</code>).
            </Text>
          ) : tree.ok ? (
            <PermissionMatrix permissions={tree.data} initiallyChecked={[]} />
          ) : (
            <LoadError failure={tree.failure} />
          )}
        </ActionForm>
      </Section>
    </>
  );
}
