'use client';

import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * Whether the screen is a phone's (below 48em), where lists show as cards instead of a table
 * wider than the screen. False (the table) until the browser says otherwise: the server cannot
 * know.
 */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: true });
}

const SKELETON_CARDS = 4;

/**
 * A list on a phone: a bordered card per item, in a list named by `caption`, so what matters
 * of each row is on the screen without scrolling sideways; skeleton cards while the items are
 * on their way.
 */
export function CardList<T extends { id: string }>({
  items,
  caption,
  cardTestId,
  renderCard,
}: {
  /** Undefined while loading. */
  items: readonly T[] | undefined;
  caption: string;
  cardTestId: (item: T) => string;
  renderCard: (item: T) => ReactNode;
}) {
  if (!items) {
    return (
      <Stack gap="xs" aria-hidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} height={72} radius="sm" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="ul" aria-label={caption} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={item.id} component="li" withBorder p="xs" data-testid={cardTestId(item)}>
          {renderCard(item)}
        </Paper>
      ))}
    </Stack>
  );
}

export interface CardField {
  key: string;
  label: ReactNode;
  value: ReactNode;
  testId?: string;
}

/** A card's further facts, each under its label's name: "Country: Germany". */
export function CardFields({ fields }: { fields: readonly CardField[] }) {
  if (fields.length === 0) return null;
  return (
    <Stack gap={2} component="dl" m={0}>
      {fields.map((field) => (
        <Group key={field.key} gap={6} wrap="nowrap" align="baseline">
          <Text component="dt" size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {field.label}:
          </Text>
          <Text component="dd" size="sm" m={0} miw={0} data-testid={field.testId}>
            {field.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
