'use client';

import { Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@pim/core/limits';
import { useState } from 'react';
import { ActionForm, type FormAction } from '@/components/form/action-form';
import { TextField } from '@/components/form/fields';
import { RolePicker, type RoleOption } from '@/components/form/role-picker';
import { LoadError } from '@/components/notices';
import type { ApiResult } from '@/lib/api/call';
import { toApiFailure } from '@/lib/api/errors';
import { useTRPC } from '@/lib/trpc/query-provider';

const RESULTS = 10;

/** Users of the organization (any of its tenants) found by name or email as you type. */
function OrganizationUserSearch({
  organizationId,
  onPick,
}: {
  organizationId: string;
  onPick: (userId: string) => void;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [find] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(
    trpc.users.listOfOrganization.queryOptions(
      { org_id: organizationId, search: find, page: 1, page_size: RESULTS, sort: 'name' },
      { enabled: find !== '' },
    ),
  );
  return (
    <Stack gap="xs" role="search">
      <TextInput
        label="Find a user of the organization"
        placeholder="Name or email"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={LIMITS.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        data-testid="user-find-search"
      />
      {query.isError ? <LoadError failure={toApiFailure(query.error)} /> : null}
      {find && query.data ? (
        query.data.items.length ? (
          <Table.ScrollContainer minWidth={360} type="native">
            <Table data-testid="user-find-results" verticalSpacing={4}>
              <Table.Tbody>
                {query.data.items.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <bdi>{user.name}</bdi>
                      <Text size="xs" c="dimmed">
                        <bdi>{user.email}</bdi>
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onPick(user.id)}
                        aria-label={`Pick ${user.name}`}
                        data-testid={`user-find-pick-${user.email}`}
                      >
                        Pick
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            No user matches.
          </Text>
        )
      ) : null}
    </Stack>
  );
}

/** Adds a user of another tenant of the organization, found by search or given by id. */
export function AssignUserForm({
  action,
  organizationId,
  roles,
}: {
  action: FormAction;
  organizationId: string;
  roles: ApiResult<RoleOption[]> | null;
}) {
  const [picked, setPicked] = useState('');
  return (
    <Stack gap="md">
      <OrganizationUserSearch organizationId={organizationId} onPick={setPicked} />
      <ActionForm action={action} testId="user-assign" submitLabel="Add user">
        <TextField
          key={picked}
          name="user_id"
          label="User id"
          testId="user-assign-id"
          defaultValue={picked}
          required
        />
        <RolePicker options={roles} testId="user-assign-roles" />
      </ActionForm>
    </Stack>
  );
}
