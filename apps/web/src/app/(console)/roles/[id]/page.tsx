import { Code, List, ListItem, Text } from '@mantine/core';
import { LIMITS, ROLE_STATUSES } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { TextAreaField, TextField } from '@/components/form/fields';
import { PermissionMatrix } from '@/components/form/permission-matrix';
import { StatusField } from '@/components/form/status-form';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { deleteRole, saveRole } from '../actions';
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

      <DetailForm
        action={saveRole}
        testId="role"
        hidden={{ id: r.id }}
        canWrite={canWrite}
        version={`${versionOf(r)}|${r.permission_count}`}
        tabs={[
          ...(canWrite
            ? [
                {
                  value: 'general',
                  label: 'General',
                  children: (
                    <Section
                      title="Name, description and status"
                      description="An inactive role grants nothing to those who hold it."
                    >
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
                      <StatusField
                        current={r.status}
                        statuses={ROLE_STATUSES}
                        testId="role-status-select"
                      />
                    </Section>
                  ),
                },
              ]
            : []),
          {
            value: 'permissions',
            label: `Permissions (${r.permission_count})`,
            // The matrix is a field of the one form where it can be edited; a list otherwise.
            kind: held.ok && tree?.ok ? 'fields' : 'content',
            children: (
              <Section title="Permissions">
                {!held.ok ? (
                  <LoadError failure={held.failure} />
                ) : tree?.ok ? (
                  <PermissionMatrix
                    permissions={tree.data}
                    initiallyChecked={held.data.map((p) => p.id)}
                  />
                ) : (
                  <>
                    {tree && !tree.ok ? <LoadError failure={tree.failure} /> : null}
                    <HeldPermissions held={held.data} />
                  </>
                )}
              </Section>
            ),
          },
        ]}
        confirms={[
          {
            title: 'Deactivate the role?',
            body: 'Everyone holding this role loses its permissions at once, service accounts and their API keys included.',
            confirmLabel: 'Save and deactivate',
            when: { field: 'status', values: ['inactive'] },
          },
        ]}
      />
      {canWrite ? (
        <DangerZone
          action={deleteRole}
          id={r.id}
          label="Delete role"
          what="Deletes the role and its permission list for good. A role still held by users or service accounts is kept."
          confirm={{
            title: 'Delete this role?',
            body: 'The role and its permission list are deleted for good. A role still held by users or service accounts is kept.',
          }}
          testId="role-delete"
        />
      ) : null}
    </>
  );
}

/** What a role grants, for who may not edit it. */
function HeldPermissions({
  held,
}: {
  held: readonly { id: string; code: string; name: string }[];
}) {
  return held.length ? (
    <List data-testid="role-permission-list" spacing={4} listStyleType="none">
      {held.map((p) => (
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
  );
}
