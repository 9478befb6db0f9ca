'use client';

import { Code, Table, Text } from '@mantine/core';
import type { SavedAttribute } from './attribute-rows';

/** A schema's attributes as readers see them: a table scrolling inside its container. */
export function AttributesTable({ attributes }: { attributes: readonly SavedAttribute[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table data-testid="schema-attributes-table">
        <Table.Caption>Attributes of the schema</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Required</Table.Th>
            <Table.Th>Source</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attributes.map((a) => (
            <Table.Tr key={a.code}>
              <Table.Td>
                <Code>{a.code}</Code>
              </Table.Td>
              <Table.Td>
                <bdi>{a.name}</bdi>
              </Table.Td>
              <Table.Td>
                {a.type}
                {a.type === 'enum' ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({a.enum_values.join(', ')})
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{a.required ? 'yes' : 'no'}</Table.Td>
              <Table.Td>
                {a.source_attribute_code ? <Code>{a.source_attribute_code}</Code> : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
