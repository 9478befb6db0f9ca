'use client';

import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { EditorScope } from '../[id]/values/editor-state';
import { AttributeValue } from './attribute-value';
import {
  ProductCodeLink,
  ProductCompleteness,
  ProductStatus,
  SelectProduct,
  type GridProduct,
} from './grid-columns';
import type { GridAttribute } from './grid-query';
import { Thumbnail } from './thumbnail';

/**
 * The grid on a phone: a card per product with what matters on the first screen (picture,
 * code, name, status, completeness in the scope) and the attribute columns under it.
 */
export function ProductCards({
  items,
  selected,
  scope,
  where,
  attributeColumns,
  attributes,
  optionLabel,
  caption,
}: {
  /** Undefined while loading. */
  items: GridProduct[] | undefined;
  selected: ReadonlySet<string>;
  scope: EditorScope;
  where: string;
  attributeColumns: readonly string[];
  attributes: ReadonlyMap<string, GridAttribute>;
  optionLabel: (attributeId: string, code: string) => string | undefined;
  caption: string;
}) {
  if (!items) {
    return (
      <Stack gap="xs" aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={72} radius="sm" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="ul" aria-label={caption} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((product) => (
        <Paper
          key={product.id}
          component="li"
          withBorder
          p="xs"
          data-testid={`product-row-${product.code}`}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <SelectProduct product={product} on={selected.has(product.id)} />
            <Thumbnail assetId={product.media_id} size={48} />
            <Stack gap={4} miw={0} flex={1}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <ProductCodeLink product={product} scope={scope} />
                <ProductCompleteness product={product} where={where} />
              </Group>
              <Text size="sm" truncate>
                {product.name ? (
                  <bdi>{product.name}</bdi>
                ) : (
                  <Text span c="dimmed">
                    No name
                  </Text>
                )}
              </Text>
              <Group gap="xs">
                <ProductStatus product={product} />
                <Text size="xs" c="dimmed" truncate>
                  <bdi>{product.product_family.name}</bdi>
                </Text>
              </Group>
              {attributeColumns.length ? (
                <Stack gap={2} component="dl" m={0}>
                  {attributeColumns.map((code) => (
                    <Group key={code} gap={6} wrap="nowrap" align="baseline">
                      <Text component="dt" size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        <bdi>{attributes.get(code)?.name ?? code}</bdi>:
                      </Text>
                      <Text component="dd" size="sm" m={0} miw={0}>
                        <AttributeValue
                          attribute={attributes.get(code)}
                          value={product.values?.[code]}
                          testId={`product-value-${product.code}-${code}`}
                          optionLabel={optionLabel}
                        />
                      </Text>
                    </Group>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
