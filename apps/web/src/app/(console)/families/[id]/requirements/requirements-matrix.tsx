'use client';

import { Checkbox, Code, Group, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useUnsavedChanges } from '@/components/form/detail-form';
import { distinctNames } from '@/components/list/distinct-names';
import { typeLabel } from '@/lib/attribute-types';
import { RemoveAttribute } from './remove-attribute';
import { requirementField } from './requirement-fields';
import { groupRows, type Channel, type FamilyAttribute } from './requirements';

interface MatrixProps {
  productFamilyId: string;
  rows: readonly FamilyAttribute[];
  channels: readonly Channel[];
  canWrite: boolean;
}

function RowHeader({ row }: { row: FamilyAttribute }) {
  return (
    <Table.Th scope="row" fw={400}>
      <bdi>{row.attribute_name}</bdi>
      <Text size="xs" c="dimmed">
        <Code>{row.attribute_code}</Code> · {typeLabel(row.attribute_type)}
      </Text>
    </Table.Th>
  );
}

/** A box of the matrix: a field of the page's form, checked as saved until changed. */
function Cell({
  name,
  label,
  checked,
  canWrite,
  testId,
}: {
  name: string;
  label: string;
  checked: boolean;
  canWrite: boolean;
  testId: string;
}) {
  return (
    <Table.Td>
      <Group justify="center">
        <Checkbox
          name={name}
          aria-label={label}
          defaultChecked={checked}
          disabled={!canWrite}
          data-testid={testId}
        />
      </Group>
    </Table.Td>
  );
}

/**
 * The family's attributes (rows, by group) against the tenant's channels (columns): each cell
 * enables the attribute for a channel; each row says whether a value is mandatory on its
 * channels and whether variants may override it. The boxes are fields of the page's form:
 * its one Save sends every changed row (one PATCH), Discard puts them back.
 */
export function RequirementsMatrix({ productFamilyId, rows, channels, canWrite }: MatrixProps) {
  const unsaved = useUnsavedChanges() > 0;
  const columns = channels.length + (canWrite ? 4 : 3);
  // Two channels or attributes of the same name read with their codes (headers and labels).
  const channelLabel = useMemo(() => distinctNames(channels), [channels]);
  const attributeLabel = useMemo(
    () => distinctNames(rows.map((r) => ({ code: r.attribute_code, name: r.attribute_name }))),
    [rows],
  );

  return (
    <Table.ScrollContainer
      minWidth={320 + channels.length * 130 + (canWrite ? 200 : 220)}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Requirements by channel"
    >
      <Table
        aria-label="Requirements by channel"
        verticalSpacing="xs"
        data-testid="requirements-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Attribute</Table.Th>
            {channels.map((c) => (
              <Table.Th
                key={c.id}
                scope="col"
                ta="center"
                data-testid={`requirements-channel-${c.code}`}
              >
                <bdi>{channelLabel.get(c.code) ?? c.name}</bdi>
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="center">
              Mandatory
            </Table.Th>
            <Table.Th scope="col" ta="center">
              Overridable
            </Table.Th>
            {canWrite ? <Table.Th scope="col">Remove</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        {groupRows(rows).map(({ key, group, rows: groupRowsList }) => (
          <Table.Tbody key={key}>
            <Table.Tr bg="var(--mantine-color-gray-0)">
              <Table.Th scope="rowgroup" colSpan={columns} fz="sm">
                {group ? (
                  <>
                    <bdi>{group.name}</bdi> <Code>{group.code}</Code>
                  </>
                ) : (
                  'No group'
                )}
              </Table.Th>
            </Table.Tr>
            {groupRowsList.map((row) => {
              const id = row.attribute_id;
              const code = row.attribute_code;
              const name = attributeLabel.get(code) ?? row.attribute_name;
              return (
                <Table.Tr key={id} data-testid={`requirement-row-${code}`}>
                  <RowHeader row={row} />
                  {channels.map((c) => (
                    <Cell
                      key={c.id}
                      name={requirementField.channel(id, c.id)}
                      label={`${name}: enabled for ${channelLabel.get(c.code) ?? c.name}`}
                      checked={row.channels.some((enabled) => enabled.id === c.id)}
                      canWrite={canWrite}
                      testId={`requirement-${code}-channel-${c.code}`}
                    />
                  ))}
                  <Cell
                    name={requirementField.mandatory(id)}
                    label={`${name}: mandatory`}
                    checked={row.is_mandatory}
                    canWrite={canWrite}
                    testId={`requirement-${code}-mandatory`}
                  />
                  <Cell
                    name={requirementField.overridable(id)}
                    label={`${name}: overridable`}
                    checked={row.is_overridable}
                    canWrite={canWrite}
                    testId={`requirement-${code}-overridable`}
                  />
                  {canWrite ? (
                    // Narrow: a refusal's message wraps in the cell instead of widening it.
                    <Table.Td w={200}>
                      <RemoveAttribute
                        productFamilyId={productFamilyId}
                        row={row}
                        unsaved={unsaved}
                      />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        ))}
      </Table>
    </Table.ScrollContainer>
  );
}
