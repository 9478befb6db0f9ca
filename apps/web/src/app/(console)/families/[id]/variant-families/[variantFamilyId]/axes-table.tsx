import {
  Code,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { Section } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';

type Axis = RouterOutputs['productFamilies']['variantFamilies']['get']['axes'][number];

// A server component: Mantine's compound parts (Table.Tr) are not reachable from one.

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
            <TableThead>
              <TableTr>
                <TableTh scope="col">Level</TableTh>
                <TableTh scope="col">Position</TableTh>
                <TableTh scope="col">Attribute</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {axes.map((axis) => (
                <TableTr key={axis.id} data-testid={`variant-family-axis-${axis.attribute.code}`}>
                  <TableTd>{axis.level}</TableTd>
                  <TableTd>{axis.position}</TableTd>
                  <TableTd>
                    <bdi>{axis.attribute.name}</bdi> <Code>{axis.attribute.code}</Code>
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
    </Section>
  );
}
