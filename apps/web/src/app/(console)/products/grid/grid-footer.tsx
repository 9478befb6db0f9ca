'use client';

import { Button, EmptyState, Group, Loader, Text } from '@mantine/core';
import { IconPackage, IconSearchOff } from '@tabler/icons-react';
import Link from 'next/link';
import { PageNav } from '@/components/list/data-table';

/**
 * What the grid says while it loads ("Searching…"), when nothing shows (no product yet, or
 * none matching the filters, with a way to clear them), and its pages, counted only when
 * there is something to count: never "Page 0 of 0".
 */
export function GridStatus({
  loading,
  searching,
}: {
  loading: boolean;
  /** A new search, typed or on its way. */
  searching: boolean;
}) {
  return (
    <Group gap="xs" mih={20} aria-live="polite" data-testid="products-loading">
      {loading ? (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {searching ? 'Searching…' : 'Loading products…'}
          </Text>
        </>
      ) : null}
    </Group>
  );
}

export function GridEmpty({
  filtered,
  onClear,
  canCreate,
}: {
  /** Whether the search or a filter narrows the list (else the tenant has no product). */
  filtered: boolean;
  onClear: () => void;
  canCreate: boolean;
}) {
  return filtered ? (
    <EmptyState
      icon={<IconSearchOff size={28} aria-hidden />}
      title="No product matches these filters"
      description="Change the search or the filters, or clear them to see every product."
      size="sm"
      data-testid="products-empty"
    >
      <Button variant="light" onClick={onClear} data-testid="products-clear-filters">
        Clear filters
      </Button>
    </EmptyState>
  ) : (
    <EmptyState
      icon={<IconPackage size={28} aria-hidden />}
      title="No products yet"
      description="Create a product, or import a file of them from the jobs page."
      size="sm"
      data-testid="products-empty"
    >
      {canCreate ? (
        <Button component={Link} href="/products/new" variant="light">
          New product
        </Button>
      ) : null}
    </EmptyState>
  );
}

export function GridPages({
  pagination,
  onPage,
}: {
  pagination: { page: number; total_pages: number; total_items: number };
  onPage: (page: number) => void;
}) {
  if (pagination.total_items === 0) return null;
  return (
    <Group justify="space-between" gap="sm" data-testid="products-pagination">
      <Text size="sm" c="dimmed" data-testid="products-pagination-status" aria-live="polite">
        Page {pagination.page} of {pagination.total_pages} · {pagination.total_items}{' '}
        {pagination.total_items === 1 ? 'item' : 'items'}
      </Text>
      <PageNav pagination={pagination} onPage={onPage} />
    </Group>
  );
}
