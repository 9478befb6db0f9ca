import { Code, Table, TableScrollContainer, Text } from '@mantine/core';
import { Section } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';

type Axis = RouterOutputs['productFamilies']['variantFamilies']['get']['axes'][number];

/** The axes a variant family's products differ by, level by level, each in its position. */
export function AxesTable({ axes }: { axes: readonly Axis[] }) {
  return (
    <Section
      title="Axes"
      description="Level 1 tells the family's products apart first, level 2 within each of them. The axes are set when the variant family is created: to change them, create another variant family and delete this one."
      testId="variant-family-axes-section"
    >
      {axes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No axes.
        </Text>
      ) : (
        <TableScrollContainer minWidth={320} type="native">
          <Table aria-label="Axes" verticalSpacing="xs" data-testid="variant-family-axes-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Level</Table.Th>
                <Table.Th scope="col">Position</Table.Th>
                <Table.Th scope="col">Attribute</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {axes.map((axis) => (
                <Table.Tr key={axis.id} data-testid={`variant-family-axis-${axis.attribute.code}`}>
                  <Table.Td>{axis.level}</Table.Td>
                  <Table.Td>{axis.position}</Table.Td>
                  <Table.Td>
                    <bdi>{axis.attribute.name}</bdi> <Code>{axis.attribute.code}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      )}
    </Section>
  );
}
