'use client';

import { Code, Group, MultiSelect, Text, type ComboboxItem } from '@mantine/core';
import type { ApiResult } from '@/lib/api/call';
import { isolateText } from '@/lib/bidi';
import { LoadError } from '../notices';
import { useFieldError } from './action-form';
import { Hidden } from './fields';

/** A role to choose, as the server loaded it (role-options.ts). */
export interface RoleOption {
  value: string;
  name: string;
  code: string;
  active: boolean;
}

interface RolePickerProps {
  options: ApiResult<RoleOption[]> | null;
  defaultValue?: readonly string[];
  /** Test ids: `<testId>-input`, `<testId>-error`; each option `role-option-<code>`. */
  testId: string;
}

/**
 * The roles of a user or service account: a searchable multi-select (by name or code)
 * posting `role_ids` (comma-joined) and `roles_shown`. Without permission to read roles it
 * says so, and the form leaves the roles as they are.
 */
export function RolePicker({ options, defaultValue, testId }: RolePickerProps) {
  const error = useFieldError('role_ids');
  if (options === null) {
    return (
      <Text size="sm" c="dimmed">
        Roles can be chosen by users who may read roles.
      </Text>
    );
  }
  if (!options.ok) return <LoadError failure={options.failure} />;
  const byValue = new Map(options.data.map((role) => [role.value, role]));
  // Option labels are plain text (pills, the search): the name isolated, then the code.
  const data = options.data.map((role) => ({
    value: role.value,
    label: `${isolateText(role.name)} (${role.code})`,
  }));
  const renderOption = ({ option }: { option: ComboboxItem }) => {
    const role = byValue.get(option.value);
    if (!role) return option.label;
    return (
      <Group gap={6} wrap="nowrap" data-testid={`role-option-${role.code}`}>
        <bdi>{role.name}</bdi>
        <Code>{role.code}</Code>
        {role.active ? null : (
          <Text span size="xs" c="dimmed">
            inactive
          </Text>
        )}
      </Group>
    );
  };
  return (
    <>
      <Hidden name="roles_shown" value="1" />
      <MultiSelect
        name="role_ids"
        label="Roles"
        placeholder="Search roles by name or code"
        data={data}
        defaultValue={defaultValue ? [...defaultValue] : undefined}
        renderOption={renderOption}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={options.data.length ? 'No role matches.' : 'This tenant has no roles.'}
        error={error}
        errorProps={{ 'data-testid': `${testId}-error` }}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testId}-input`}
      />
    </>
  );
}
