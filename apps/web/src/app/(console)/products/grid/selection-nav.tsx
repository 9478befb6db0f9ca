'use client';

import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useChosenProducts } from './selection-store';

/**
 * Sequential edit: when the product shown is one of the grid's chosen products, "n of m" with
 * links to the previous and next chosen product, in the order they were chosen. The links keep
 * the editor's channel, locale and tab (the URL's `?channel=&locale=&tab=`).
 */
export function SelectionNav({ productId }: { productId: string }) {
  const chosen = useChosenProducts();
  const params = useSearchParams();
  const ids = [...chosen.keys()];
  const at = ids.indexOf(productId);
  if (at < 0 || ids.length < 2) return null;
  const kept = new URLSearchParams();
  for (const name of ['channel', 'locale', 'tab']) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.size ? `?${kept.toString()}` : '';
  const previous = ids[at - 1];
  const next = ids[at + 1];
  const link = (id: string | undefined, label: string, testId: string, icon: 'left' | 'right') =>
    id ? (
      <Button
        component={Link}
        href={`/products/${id}${query}`}
        size="compact-sm"
        variant="default"
        leftSection={icon === 'left' ? <IconChevronLeft size={14} aria-hidden /> : undefined}
        rightSection={icon === 'right' ? <IconChevronRight size={14} aria-hidden /> : undefined}
        data-testid={testId}
      >
        {label}
      </Button>
    ) : (
      <Button
        size="compact-sm"
        variant="default"
        disabled
        leftSection={icon === 'left' ? <IconChevronLeft size={14} aria-hidden /> : undefined}
        rightSection={icon === 'right' ? <IconChevronRight size={14} aria-hidden /> : undefined}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  return (
    <Group
      component="nav"
      aria-label="The products chosen in the grid"
      gap="xs"
      wrap="nowrap"
      data-testid="selection-nav"
    >
      {link(previous, 'Previous', 'selection-previous', 'left')}
      <Text size="sm" data-testid="selection-position" aria-live="polite">
        {at + 1} of {ids.length}
      </Text>
      {link(next, 'Next', 'selection-next', 'right')}
    </Group>
  );
}
