import { Code, List, ListItem, SimpleGrid, Text } from '@mantine/core';
import { LIMITS, ROLE_STATUSES } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { ActionForm } from '@/components/form/action-form';
import { Hidden, TextAreaField, TextField } from '@/components/form/fields';
import { PermissionMatrix } from '@/components/form/permission-matrix';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { StatusAndDelete } from '@/components/status-and-delete';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { deleteRole, saveRolePermissions, setRoleStatus, updateRole } from '../actions';
import { loadPermissionTree, loadRolePermissions } from '../load';

export const metadata: Metadata = { title: 'Role' };

const BACK = { href: '/roles', label: 'Roles' };

export default async function RolePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await loadMe();
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.rolesWrite);
  const canReadTree = can(me.me, PERMISSIONS.permissionsRead);
  const [role, held, tree] = await Promise.all([
    callApi((api) => api.roles.get.query({ id })),
    loadRolePermissions(id),
    canWrite && canReadTree ? loadPermissionTree() : Promise.resolve(null),
  ]);
  if (!role.ok) {
    return (
      <>
        <PageHeader title="Role" back={BACK} />
        <LoadError failure={role.failure} />
      </>
    );
  }
  const r = role.data;

  return (
    <>
      <PageHeader
        title={<bdi>{r.name}</bdi>}
        titleTestId="role-title"
        back={BACK}
        badge={<StatusBadge status={r.status} />}
      />
      <Section>
        <Details
          items={[
            { label: 'Code', value: <code data-testid="role-code">{r.code}</code> },
            { label: 'Tenant', value: <bdi>{r.tenant.name}</bdi> },
            { label: 'Permissions', value: r.permission_count, testId: 'role-permission-count' },
            { label: 'Modified', value: <LocalDate value={r.modified_at} /> },
          ]}
        />
      </Section>

      {canWrite ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title="Name and description">
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
          </Section>
          <StatusAndDelete
            record={r}
            description="An inactive role grants nothing to those who hold it."
            statuses={ROLE_STATUSES}
            setStatus={setRoleStatus}
            consequence="Everyone holding this role loses its permissions at once, service accounts and their API keys included."
            remove={{
              action: deleteRole,
              label: 'Delete role',
              confirm: {
                title: 'Delete this role?',
                body: 'The role and its permission list are deleted for good. A role still held by users or service accounts is kept.',
              },
            }}
            testId="role"
          />
        </SimpleGrid>
      ) : null}

      <Section title="Permissions">
        {!held.ok ? (
          <LoadError failure={held.failure} />
        ) : tree?.ok ? (
          <ActionForm
            action={saveRolePermissions}
            testId="role-permissions"
            submitLabel="Save permissions"
          >
            <Hidden name="id" value={r.id} />
            <PermissionMatrix
              permissions={tree.data}
              initiallyChecked={held.data.map((p) => p.id)}
            />
          </ActionForm>
        ) : (
          <>
            {tree && !tree.ok ? <LoadError failure={tree.failure} /> : null}
            {held.data.length ? (
              <List data-testid="role-permission-list" spacing={4} listStyleType="none">
                {held.data.map((p) => (
                  <ListItem key={p.id}>
                    <Code>{p.code}</Code>{' '}
                    <Text span c="dimmed" size="sm">
                      <bdi>{p.name}</bdi>
                    </Text>
                  </ListItem>
                ))}
              </List>
            ) : (
              <Text c="dimmed" data-testid="role-permission-list">
                This role grants nothing.
              </Text>
            )}
          </>
        )}
      </Section>
    </>
  );
}
