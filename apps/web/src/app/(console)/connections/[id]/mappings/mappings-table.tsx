'use client';

import { Button, Code, Table, TableScrollContainer, Text, VisuallyHidden } from '@mantine/core';
import type { MappedCategory } from './subtree';

/** What a category is mapped to: the external id, its name and path, or "unmapped". */
function ExternalCell({ item }: { item: MappedCategory }) {
  if (!item.mapping) {
    return (
      <Text span size="sm" c="dimmed">
        unmapped
      </Text>
    );
  }
  const { external_category_id: id, external_category_name: name } = item.mapping;
  const path = item.mapping.external_category_path;
  return (
    <>
      <Code>{id}</Code>
      {name ? (
        <>
          {' '}
          <bdi>{name}</bdi>
        </>
      ) : null}
      {path ? (
        <Text size="xs" c="dimmed">
          <bdi>{path}</bdi>
        </Text>
      ) : null}
    </>
  );
}

/**
 * The channel's categories in tree order (indented by level) beside their external
 * categories; a writer picks one with Map or Edit.
 */
export function MappingsTable({
  shown,
  total,
  channelCode,
  selectedId,
  onSelect,
  canWrite,
}: {
  /** The categories the search and "unmapped only" leave. */
  shown: readonly MappedCategory[];
  /** How many the channel's tree has. */
  total: number;
  channelCode: string | undefined;
  selectedId: string | null;
  onSelect: (item: MappedCategory) => void;
  canWrite: boolean;
}) {
  return (
    <>
      <TableScrollContainer minWidth={420}>
        <Table data-testid="mappings-table" highlightOnHover>
          <Table.Caption>
            Categories of the channel’s tree and their external categories
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th>External category</Table.Th>
              {canWrite ? (
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((item) => (
              <Table.Tr
                key={item.category_id}
                data-testid={`mapping-row-${item.category_code}`}
                aria-selected={item.category_id === selectedId || undefined}
                bg={item.category_id === selectedId ? 'blue.0' : undefined}
              >
                <Table.Td
                  style={{ paddingInlineStart: `calc(${item.level - 1} * 1.25rem + 0.5rem)` }}
                >
                  <bdi>{item.category_name}</bdi> <Code>{item.category_code}</Code>
                </Table.Td>
                <Table.Td data-testid={`mapping-external-${item.category_code}`}>
                  <ExternalCell item={item} />
                </Table.Td>
                {canWrite ? (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onSelect(item)}
                      aria-label={`${item.mapping ? 'Edit' : 'Map'} ${item.category_code}`}
                      data-testid={`mapping-select-${item.category_code}`}
                    >
                      {item.mapping ? 'Edit' : 'Map'}
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollContainer>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm" data-testid="mappings-empty">
          {total === 0
            ? channelCode
              ? 'The channel’s tree has no categories.'
              : 'Choose a channel.'
            : 'No category matches.'}
        </Text>
      ) : null}
    </>
  );
}
