'use client';

import { Checkbox, Code, Group, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { distinctNames } from '@/components/list/distinct-names';
import { ActionForm } from '@/components/form/action-form';
import { DangerForm } from '@/components/form/danger-form';
import { Hidden } from '@/components/form/fields';
import { typeLabel } from '@/lib/attribute-types';
import { removeFamilyAttribute, saveFamilyRequirements } from '../../attribute-actions';
import {
  groupRows,
  requirementOf,
  sameRequirement,
  type Channel,
  type FamilyAttribute,
  type Requirement,
} from './requirements';

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

function RemoveAttribute({
  productFamilyId,
  row,
}: {
  productFamilyId: string;
  row: FamilyAttribute;
}) {
  return (
    <DangerForm
      action={removeFamilyAttribute}
      id={productFamilyId}
      hidden={{ attributeId: row.attribute_id }}
      testId={`family-attribute-remove-${row.attribute_code}`}
      label="Remove"
      compact
      confirm={{
        title: `Remove ${row.attribute_name} from the family?`,
        body: 'Its requirements go with it, and products of the family are no longer asked for it. A display attribute or a variant axis of the family is kept.',
        confirmLabel: 'Remove attribute',
      }}
    />
  );
}

/**
 * The family's attributes (rows, by group) against the tenant's channels (columns): each cell
 * enables the attribute for a channel; each row says whether a value is mandatory on its
 * channels and whether variants may override it. Changes are kept here until "Save", which
 * sends every changed row in one PATCH.
 */
export function RequirementsMatrix({ productFamilyId, rows, channels, canWrite }: MatrixProps) {
  const [edits, setEdits] = useState<Record<string, Requirement>>({});
  const current = (row: FamilyAttribute) => edits[row.attribute_id] ?? requirementOf(row);
  const change = (row: FamilyAttribute, next: Partial<Requirement>) =>
    setEdits((all) => ({ ...all, [row.attribute_id]: { ...current(row), ...next } }));
  const changed = rows.filter((row) => {
    const edit = edits[row.attribute_id];
    return edit && !sameRequirement(edit, requirementOf(row));
  });
  const toggleChannel = (row: FamilyAttribute, channelId: string, on: boolean) => {
    const ids = current(row).channel_ids.filter((id) => id !== channelId);
    change(row, { channel_ids: on ? [...ids, channelId] : ids });
  };
  const columns = channels.length + (canWrite ? 4 : 3);
  // Two channels or attributes of the same name read with their codes (headers and labels).
  const channelLabel = useMemo(() => distinctNames(channels), [channels]);
  const attributeLabel = useMemo(
    () => distinctNames(rows.map((r) => ({ code: r.attribute_code, name: r.attribute_name }))),
    [rows],
  );

  return (
    <>
      <Table.ScrollContainer
        minWidth={320 + channels.length * 130 + (canWrite ? 320 : 220)}
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
                const requirement = current(row);
                const code = row.attribute_code;
                const name = attributeLabel.get(code) ?? row.attribute_name;
                return (
                  <Table.Tr key={row.attribute_id} data-testid={`requirement-row-${code}`}>
                    <RowHeader row={row} />
                    {channels.map((c) => (
                      <Table.Td key={c.id}>
                        <Group justify="center">
                          <Checkbox
                            aria-label={`${name}: enabled for ${channelLabel.get(c.code) ?? c.name}`}
                            checked={requirement.channel_ids.includes(c.id)}
                            onChange={(e) => toggleChannel(row, c.id, e.currentTarget.checked)}
                            disabled={!canWrite}
                            data-testid={`requirement-${code}-channel-${c.code}`}
                          />
                        </Group>
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Group justify="center">
                        <Checkbox
                          aria-label={`${name}: mandatory`}
                          checked={requirement.is_mandatory}
                          onChange={(e) => change(row, { is_mandatory: e.currentTarget.checked })}
                          disabled={!canWrite}
                          data-testid={`requirement-${code}-mandatory`}
                        />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="center">
                        <Checkbox
                          aria-label={`${name}: overridable`}
                          checked={requirement.is_overridable}
                          onChange={(e) => change(row, { is_overridable: e.currentTarget.checked })}
                          disabled={!canWrite}
                          data-testid={`requirement-${code}-overridable`}
                        />
                      </Group>
                    </Table.Td>
                    {canWrite ? (
                      // Narrow: a refusal's message wraps in the cell instead of widening it.
                      <Table.Td w={220}>
                        <RemoveAttribute productFamilyId={productFamilyId} row={row} />
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
      {canWrite ? (
        <ActionForm
          action={saveFamilyRequirements}
          testId="requirements"
          submitLabel="Save requirements"
          onSuccess={() => setEdits({})}
        >
          <Hidden name="productFamilyId" value={productFamilyId} />
          <Hidden
            name="attributes"
            value={JSON.stringify(
              changed.map((row) => ({ attribute_id: row.attribute_id, ...current(row) })),
            )}
          />
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="requirements-changed">
            {changed.length
              ? `${changed.length} attribute${changed.length === 1 ? '' : 's'} changed, not saved yet.`
              : 'No unsaved change.'}
          </Text>
        </ActionForm>
      ) : null}
    </>
  );
}
