'use client';

import { Checkbox, Code, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RouterOutputs } from '@/lib/api/router';
import { useFieldError } from './action-form';

export type Permission = RouterOutputs['permissions']['list']['items'][number];

interface Row {
  id: string;
  name: string;
  /** The row's permission per action (`read`, `write`, ...). */
  cells: Map<string, Permission>;
}

interface FeatureGroup {
  id: string;
  name: string;
  code: string;
  actions: string[];
  rows: Row[];
}

/** The action is the last segment of `<feature>.<sub_feature>.<action>`. */
function actionOf(code: string): string {
  return code.slice(code.lastIndexOf('.') + 1);
}

/** read and write first (every sub-feature has them), then the rest alphabetically. */
const ACTION_ORDER = ['read', 'write'];
function compareActions(a: string, b: string): number {
  const rank = (x: string) => (ACTION_ORDER.includes(x) ? ACTION_ORDER.indexOf(x) : 99);
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** Features, each a table of its sub-features (rows) by action (columns), in code order. */
export function groupPermissions(permissions: Permission[]): FeatureGroup[] {
  const features = new Map<string, FeatureGroup>();
  for (const permission of [...permissions].sort((a, b) => a.code.localeCompare(b.code))) {
    const feature = features.get(permission.feature.id) ?? {
      ...permission.feature,
      actions: [],
      rows: [],
    };
    features.set(feature.id, feature);
    let row = feature.rows.find((r) => r.id === permission.sub_feature.id);
    if (!row) {
      row = { id: permission.sub_feature.id, name: permission.sub_feature.name, cells: new Map() };
      feature.rows.push(row);
    }
    const action = actionOf(permission.code);
    row.cells.set(action, permission);
    if (!feature.actions.includes(action)) feature.actions.push(action);
  }
  for (const feature of features.values()) feature.actions.sort(compareActions);
  return [...features.values()];
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Checked, unchecked or partly checked: the state of a select-all box over `ids`. */
function selectAllState(ids: string[], checked: ReadonlySet<string>) {
  const count = ids.filter((id) => checked.has(id)).length;
  return {
    checked: ids.length > 0 && count === ids.length,
    indeterminate: count > 0 && count < ids.length,
  };
}

function FeatureTable({
  feature,
  checked,
  setMany,
}: {
  feature: FeatureGroup;
  checked: ReadonlySet<string>;
  setMany: (ids: string[], on: boolean) => void;
}) {
  const columnIds = (action: string) =>
    feature.rows.flatMap((row) => (row.cells.get(action) ? [row.cells.get(action)!.id] : []));
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        <bdi>{feature.name}</bdi> <Code>{feature.code}</Code>
      </Title>
      <Table.ScrollContainer minWidth={120 + feature.actions.length * 110} type="native">
        <Table withTableBorder withColumnBorders verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Sub-feature</Table.Th>
              {feature.actions.map((action) => {
                const ids = columnIds(action);
                return (
                  <Table.Th key={action} scope="col">
                    <Checkbox
                      label={capitalize(action)}
                      aria-label={`${capitalize(action)}: every ${feature.name} sub-feature`}
                      {...selectAllState(ids, checked)}
                      onChange={(event) => setMany(ids, event.currentTarget.checked)}
                      data-testid={`permission-column-${feature.code}-${action}`}
                    />
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {feature.rows.map((row) => {
              const ids = [...row.cells.values()].map((p) => p.id);
              return (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row">
                    <Checkbox
                      label={<bdi>{row.name}</bdi>}
                      aria-label={`All ${row.name} permissions`}
                      {...selectAllState(ids, checked)}
                      onChange={(event) => setMany(ids, event.currentTarget.checked)}
                    />
                  </Table.Th>
                  {feature.actions.map((action) => {
                    const permission = row.cells.get(action);
                    return (
                      <Table.Td key={action}>
                        {permission ? (
                          <Checkbox
                            name="permission_ids"
                            value={permission.id}
                            checked={checked.has(permission.id)}
                            onChange={(event) =>
                              setMany([permission.id], event.currentTarget.checked)
                            }
                            aria-label={`${row.name}: ${action}`}
                            title={permission.code}
                            label={
                              permission.status === 'active' ? undefined : (
                                <Text span size="xs" c="dimmed">
                                  {permission.status}
                                </Text>
                              )
                            }
                            data-testid={`permission-${permission.code}`}
                          />
                        ) : null}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * The permissions of a role: per feature, sub-features by action, with select-all per row
 * and per column. Posts `permission_ids`; each checkbox is named "<Sub-feature>: <action>"
 * for screen readers and has the test id `permission-<code>`.
 */
export function PermissionMatrix({
  permissions,
  initiallyChecked,
}: {
  permissions: Permission[];
  initiallyChecked: readonly string[];
}) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(initiallyChecked));
  const error = useFieldError('permission_ids');
  const groups = groupPermissions(permissions);
  const setMany = (ids: string[], on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return (
    <Stack
      component="fieldset"
      gap="lg"
      m={0}
      p={0}
      style={{ border: 0, minInlineSize: 0 }}
      data-testid="permission-matrix"
    >
      <Text component="legend" fw={600} size="sm">
        Permissions ({checked.size} selected)
      </Text>
      {groups.length === 0 ? <Text c="dimmed">The permission tree is empty.</Text> : null}
      {groups.map((feature) => (
        <FeatureTable key={feature.id} feature={feature} checked={checked} setMany={setMany} />
      ))}
      {error ? (
        <Text c="red.9" size="sm" data-testid="permission-matrix-error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
