'use client';

import { Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list on a phone: a card per row with what matters on one screen, in place of a table
 * that would scroll sideways. Skeleton cards while the rows are on their way.
 */
export function RowCards<T extends { id: string }>({
  items,
  card,
  rowTestId,
  caption,
}: {
  /** Undefined while loading. */
  items: T[] | undefined;
  card: (row: T) => ReactNode;
  rowTestId: (row: T) => string;
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
      {items.map((row) => (
        <Paper key={row.id} component="li" withBorder p="xs" data-testid={rowTestId(row)}>
          {card(row)}
        </Paper>
      ))}
    </Stack>
  );
}
