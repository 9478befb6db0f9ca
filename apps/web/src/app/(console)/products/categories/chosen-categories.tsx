'use client';

import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { lineageOf, type CategoryForest } from './forest';

/**
 * The chosen categories, each by its path in its tree ("Clothing / Men / Shirts"), with a
 * remove button unless read only. Sorted by tree, then path.
 */
export function ChosenCategories({
  forest,
  value,
  onRemove,
  testId,
}: {
  forest: CategoryForest;
  value: readonly string[];
  onRemove?: (id: string) => void;
  testId: string;
}) {
  const treeName = new Map(forest.trees.map((t) => [t.id, t.name]));
  const chosen = value
    .map((id) => ({ id, line: lineageOf(forest, id) }))
    .filter(({ line }) => line.length > 0)
    .map(({ id, line }) => {
      const category = line[line.length - 1]!;
      return {
        id,
        code: category.code,
        tree: treeName.get(category.category_tree_id) ?? '',
        path: line.map((c) => c.name).join(' / '),
      };
    })
    .sort((a, b) => a.tree.localeCompare(b.tree) || a.path.localeCompare(b.path));
  if (chosen.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-chosen`}>
        No category chosen yet.
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap={4}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Chosen categories"
      data-testid={`${testId}-chosen`}
    >
      {chosen.map((c) => (
        <Group
          key={c.id}
          component="li"
          gap="xs"
          wrap="nowrap"
          justify="space-between"
          maw={560}
          data-testid={`${testId}-chosen-${c.code}`}
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{c.path}</bdi>{' '}
            {forest.trees.length > 1 ? (
              <Text span size="xs" c="dimmed">
                in <bdi>{c.tree}</bdi>
              </Text>
            ) : null}
          </Text>
          {onRemove ? (
            <CloseButton
              size="sm"
              aria-label={`Remove ${c.path}`}
              onClick={() => onRemove(c.id)}
              data-testid={`${testId}-remove-${c.code}`}
            />
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}
