'use client';

import { Box, Checkbox, Text } from '@mantine/core';
import { CodeLink } from '@/components/list/code-link';
import type { Column } from '@/components/list/data-table';
import { LocalDate } from '@/components/local-date';
import type { RouterOutputs } from '@/lib/api/router';
import { ProductStatusBadge } from '../product-status';
import type { EditorScope } from '../[id]/values/editor-state';
import { AttributeValue } from './attribute-value';
import type { OptionalColumn } from './column-picker';
import { CompletenessBadge } from './completeness-badge';
import type { GridAttribute } from './grid-query';
import { productSelection } from './selection-store';
import { Thumbnail } from './thumbnail';

export type GridPage = RouterOutputs['products']['list'];
export type GridProduct = GridPage['items'][number];

/** A product's editor, opened in the grid's channel and locale. */
export function productHref(product: { id: string }, scope: EditorScope): string {
  const query = new URLSearchParams({ channel: scope.channel, locale: scope.locale });
  return `/products/${product.id}?${query.toString()}`;
}

/** The product's completeness in the grid's scope (its mean over every scope without one). */
export function scopeRatio(product: GridProduct): number {
  return product.scope_completeness?.ratio ?? product.completeness;
}

export function ProductCompleteness({ product, where }: { product: GridProduct; where: string }) {
  return (
    // Its whole width: a squeezed column must not cut the number.
    <Box miw="max-content">
      <CompletenessBadge
        ratio={scopeRatio(product)}
        label={`Complete in ${where}`}
        testId={`product-completeness-${product.code}`}
      />
    </Box>
  );
}

/** The status label, never cut short. */
export function ProductStatus({ product }: { product: GridProduct }) {
  return (
    <Box miw="max-content">
      <ProductStatusBadge status={product.status} />
    </Box>
  );
}

/** The checkbox choosing a product for the bulk actions. */
export function SelectProduct({ product, on }: { product: GridProduct; on: boolean }) {
  return (
    <Checkbox
      aria-label={`Select ${product.name ?? product.code}`}
      checked={on}
      onChange={(event) => productSelection.toggle(product, event.currentTarget.checked)}
      data-testid={`product-select-${product.code}`}
    />
  );
}

/** The code, linking to the editor in the grid's scope. */
export function ProductCodeLink({ product, scope }: { product: GridProduct; scope: EditorScope }) {
  return (
    <CodeLink
      href={productHref(product, scope)}
      code={product.code}
      testId={`product-link-${product.code}`}
    />
  );
}

/**
 * The grid's columns after the selection and the code: the optional ones the user chose, with
 * the attribute columns (each headed by the attribute's name, its values read in the scope)
 * before the variant count and the modification date.
 */
export function gridColumns({
  chosen,
  attributeColumns,
  attributes,
  optionLabel,
  where,
}: {
  chosen: readonly OptionalColumn[];
  attributeColumns: readonly string[];
  attributes: ReadonlyMap<string, GridAttribute>;
  /** Option labels of the page's select values (`useGridOptionLabels`). */
  optionLabel: (attributeId: string, code: string) => string | undefined;
  /** The scope in words: "E-commerce · de_DE". */
  where: string;
}): Column<GridProduct>[] {
  const optional: Record<OptionalColumn, Column<GridProduct>> = {
    image: { key: 'image', header: 'Image', render: (p) => <Thumbnail assetId={p.media_id} /> },
    name: {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (p) => (p.name ? <bdi>{p.name}</bdi> : <Text c="dimmed">No name</Text>),
    },
    family: {
      key: 'family',
      header: 'Family',
      render: (p) => <bdi>{p.product_family.name}</bdi>,
    },
    status: {
      key: 'status',
      header: 'Status',
      render: (p) => <ProductStatus product={p} />,
    },
    completeness: {
      key: 'completeness',
      header: (
        <span data-testid="products-completeness-header">
          Complete in <bdi>{where}</bdi>
        </span>
      ),
      sortKey: 'completeness',
      render: (p) => <ProductCompleteness product={p} where={where} />,
    },
    variants: { key: 'variants', header: 'Variants', render: (p) => p.variant_count },
    modified: {
      key: 'modified',
      header: 'Modified',
      sortKey: 'modified_at',
      render: (p) => <LocalDate value={p.modified_at} />,
    },
  };
  const fixed = (keys: readonly OptionalColumn[]) =>
    chosen.flatMap((key) => (keys.includes(key) && optional[key] ? [optional[key]] : []));
  return [
    ...fixed(['image', 'name', 'family', 'status', 'completeness']),
    ...attributeColumns.map((code) => {
      const attribute = attributes.get(code);
      return {
        key: `attribute-${code}`,
        header: (
          <span data-testid={`products-attribute-header-${code}`}>
            <bdi>{attribute?.name ?? code}</bdi>
          </span>
        ),
        render: (p: GridProduct) => (
          <AttributeValue
            attribute={attribute}
            value={p.values?.[code]}
            testId={`product-value-${p.code}-${code}`}
            optionLabel={optionLabel}
          />
        ),
      };
    }),
    // The bookkeeping columns last, so the chosen attributes sit beside the name.
    ...fixed(['variants', 'modified']),
  ];
}
