import {
  Divider,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { Fragment } from 'react';
import type { Option } from '@/components/form/fields';
import { CodeLink } from '@/components/list/code-link';
import { Section } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';
import { VariantFamilyForm } from './variant-family-form';

type VariantFamily = RouterOutputs['productFamilies']['variantFamilies']['list']['items'][number];

/** "Level 1: Color · Level 2: Size", each level's axes in their positions. */
export function AxesByLevel({ axes }: { axes: VariantFamily['axes'] }) {
  const levels = [...new Set(axes.map((axis) => axis.level))];
  return (
    <>
      {levels.map((level, index) => (
        <Fragment key={level}>
          {index > 0 ? ' · ' : null}
          <Text span size="sm" c="dimmed">
            Level {level}:{' '}
          </Text>
          {axes
            .filter((axis) => axis.level === level)
            .map((axis, position) => (
              <Fragment key={axis.id}>
                {position > 0 ? ', ' : null}
                <bdi data-testid={`axis-${level}-${axis.attribute.code}`}>
                  {axis.attribute.name}
                </bdi>
              </Fragment>
            ))}
        </Fragment>
      ))}
    </>
  );
}

/** The family's variant families with their axes; writers create one here. */
export function VariantFamiliesSection({
  productFamilyId,
  variantFamilies,
  axisOptions,
  canWrite,
}: {
  productFamilyId: string;
  variantFamilies: readonly VariantFamily[];
  /** The family's attributes that may be axes. */
  axisOptions: readonly Option[];
  canWrite: boolean;
}) {
  return (
    <Section
      title="Variant families"
      description="How products of the family come in variants: the axes that tell them apart, on one or two levels."
      testId="variant-families"
    >
      {variantFamilies.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="variant-families-empty">
          No variant families yet.
        </Text>
      ) : (
        <TableScrollContainer minWidth={520} type="native">
          <Table aria-label="Variant families" verticalSpacing="xs">
            <TableThead>
              <TableTr>
                <TableTh scope="col">Code</TableTh>
                <TableTh scope="col">Name</TableTh>
                <TableTh scope="col">Axes</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {variantFamilies.map((vf) => (
                <TableTr key={vf.id} data-testid={`variant-family-row-${vf.code}`}>
                  <TableTd>
                    <CodeLink
                      href={`/families/${productFamilyId}/variant-families/${vf.id}`}
                      code={vf.code}
                      testId={`variant-family-link-${vf.code}`}
                    />
                  </TableTd>
                  <TableTd>
                    <bdi>{vf.name}</bdi>
                  </TableTd>
                  <TableTd data-testid={`variant-family-axes-${vf.code}`}>
                    <AxesByLevel axes={vf.axes} />
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
      {canWrite ? (
        <>
          <Divider label="New variant family" labelPosition="left" />
          {axisOptions.length ? (
            <VariantFamilyForm productFamilyId={productFamilyId} axisOptions={axisOptions} />
          ) : (
            <Text size="sm" c="dimmed">
              Add a select or yes/no attribute with one value for all channels and locales to the
              family first: variant axes are chosen among them.
            </Text>
          )}
        </>
      ) : null}
    </Section>
  );
}
