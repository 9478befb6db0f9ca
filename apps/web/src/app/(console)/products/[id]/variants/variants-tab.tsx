'use client';

import { Badge, Stack, Table, Text } from '@mantine/core';
import { CodeLink } from '@/components/list/code-link';
import { Section } from '@/components/page';
import { ProductStatusBadge } from '../../product-status';
import { CreateVariantForm } from './create-variant-form';
import { MakeDefaultForm } from './make-default-form';
import type { VariantSetup } from './types';

/**
 * The variants by their axis values (a column per axis, rows in axis order), each opening its
 * own page to override values; create one, choose the default.
 */
export function VariantsTab({
  productId,
  setup,
  canWrite,
}: {
  productId: string;
  setup: VariantSetup | null;
  canWrite: boolean;
}) {
  if (!setup) {
    return (
      <Text c="dimmed" data-testid="variants-none">
        This product has no variant family, so it has no variants.
      </Text>
    );
  }
  const { axes, variants } = setup;
  const optionOf = (variant: (typeof variants)[number], code: string) => {
    const value = variant.axis_values.find((a) => a.axis_code === code);
    return value?.option_label ?? value?.option_code ?? '';
  };
  // By axis values in the axes' own option order: the grid reads like the family's options.
  const rank = (variant: (typeof variants)[number]) =>
    axes.map((axis) =>
      axis.options.findIndex(
        (o) => o.value === variant.axis_values.find((a) => a.axis_code === axis.code)?.option_code,
      ),
    );
  const sorted = [...variants].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    const diff = ra.findIndex((value, i) => value !== rb[i]);
    return diff === -1 ? 0 : ra[diff]! - rb[diff]!;
  });
  return (
    <Stack gap="md">
      <Section
        title="Variants"
        description={`${setup.total} variant(s) by ${axes.map((a) => a.name).join(' and ')}.`}
      >
        {variants.length === 0 ? (
          <Text c="dimmed" data-testid="variants-empty">
            No variants yet.
          </Text>
        ) : (
          <Table.ScrollContainer
            minWidth={560}
            type="native"
            tabIndex={0}
            role="region"
            aria-label="Variants by axis values"
          >
            <Table
              verticalSpacing="sm"
              aria-label="Variants by axis values"
              data-testid="variants-table"
            >
              <Table.Thead>
                <Table.Tr>
                  {axes.map((axis) => (
                    <Table.Th key={axis.code}>
                      <bdi>{axis.name}</bdi>
                    </Table.Th>
                  ))}
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Default</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((variant) => (
                  <Table.Tr key={variant.id} data-testid={`variant-row-${variant.sku}`}>
                    {axes.map((axis) => (
                      <Table.Td key={axis.code}>
                        <bdi>{optionOf(variant, axis.code)}</bdi>
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <CodeLink
                        href={`/products/${productId}/variants/${variant.id}`}
                        code={variant.sku}
                        testId={`variant-link-${variant.sku}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ProductStatusBadge
                        status={variant.status}
                        testId={`variant-status-${variant.sku}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      {variant.is_default ? (
                        <Badge variant="light" data-testid={`variant-default-${variant.sku}`}>
                          Default
                        </Badge>
                      ) : canWrite ? (
                        <MakeDefaultForm
                          productId={productId}
                          variantId={variant.id}
                          testId={`variant-make-default-${variant.sku}`}
                          compact
                        />
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {setup.total > variants.length ? (
          <Text size="sm" c="dimmed">
            The first {variants.length} of {setup.total} variants are shown.
          </Text>
        ) : null}
      </Section>
      {canWrite ? (
        <Section title="New variant">
          <CreateVariantForm productId={productId} axes={axes} first={variants.length === 0} />
        </Section>
      ) : null}
    </Stack>
  );
}
