'use client';

import { Group, Stack, Text } from '@mantine/core';
import { CardFields, CardList } from '@/components/list/card-list';
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
 * code, name, status, completeness in the scope) and the attribute columns under it (the
 * kit's CardList, as every list on a phone).
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
  return (
    <CardList
      items={items}
      caption={caption}
      cardTestId={(product) => `product-row-${product.code}`}
      renderCard={(product) => (
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
            <CardFields
              fields={attributeColumns.map((code) => ({
                key: code,
                label: <bdi>{attributes.get(code)?.name ?? code}</bdi>,
                value: (
                  <AttributeValue
                    attribute={attributes.get(code)}
                    value={product.values?.[code]}
                    testId={`product-value-${product.code}-${code}`}
                    optionLabel={optionLabel}
                  />
                ),
              }))}
            />
          </Stack>
        </Group>
      )}
    />
  );
}
