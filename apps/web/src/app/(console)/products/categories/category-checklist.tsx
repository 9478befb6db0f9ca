'use client';

import { ActionIcon, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { openedFor } from './category-search';
import type { CategoryForest, CategoryNode } from './forest';

interface CategoryChecklistProps {
  forest: CategoryForest;
  /** multiple: checkboxes (a product's categories); single: one category (a filter). */
  mode: 'multiple' | 'single';
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Test ids: `<testId>-<category code>` on each box, `<testId>-toggle-<code>`. */
  testId: string;
  disabled?: boolean;
}

/**
 * The tenant's category trees as nested lists, each category with a checkbox (or a radio),
 * subcategories behind an open/close button. Choosing a category does not choose its
 * children: a product sits where it is put.
 */
export function CategoryChecklist({
  forest,
  mode,
  value,
  onChange,
  testId,
  disabled,
}: CategoryChecklistProps) {
  const [open, setOpen] = useState(() => openedFor(forest, value));
  const chosen = useMemo(() => new Set(value), [value]);
  const toggleOpen = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const choose = (id: string, on: boolean) => {
    if (mode === 'single') onChange(on ? [id] : []);
    else onChange(on ? [...value, id] : value.filter((v) => v !== id));
  };

  const renderNode = (node: CategoryNode, depth: number) => {
    const children = forest.children.get(node.id) ?? [];
    const isOpen = open.has(node.id);
    const label = (
      <>
        <bdi>{node.name}</bdi>{' '}
        <Text span c="dimmed" size="xs">
          <code>{node.code}</code>
        </Text>
      </>
    );
    return (
      <li key={node.id}>
        <Group gap={4} wrap="nowrap" pl={depth * 20}>
          {children.length ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => toggleOpen(node.id)}
              aria-expanded={isOpen}
              aria-label={`${isOpen ? 'Close' : 'Open'} ${node.name}`}
              data-testid={`${testId}-toggle-${node.code}`}
            >
              {isOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </ActionIcon>
          ) : (
            <span style={{ width: 22, flex: 'none' }} />
          )}
          {mode === 'multiple' ? (
            <Checkbox
              label={label}
              checked={chosen.has(node.id)}
              onChange={(event) => choose(node.id, event.currentTarget.checked)}
              disabled={disabled}
              data-testid={`${testId}-${node.code}`}
            />
          ) : (
            <Radio
              label={label}
              checked={chosen.has(node.id)}
              onChange={(event) => choose(node.id, event.currentTarget.checked)}
              disabled={disabled}
              data-testid={`${testId}-${node.code}`}
            />
          )}
        </Group>
        {children.length && isOpen ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {children.map((child) => renderNode(child, depth + 1))}
          </ul>
        ) : null}
      </li>
    );
  };

  if (forest.trees.length === 0) {
    return <Text c="dimmed">This tenant has no category trees yet.</Text>;
  }
  return (
    <Stack gap="sm">
      {forest.trees.map((tree) => (
        <div key={tree.id} data-testid={`${testId}-tree-${tree.code}`}>
          <Text fw={700} size="sm">
            <bdi>{tree.name}</bdi>
          </Text>
          <ul
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={`Categories of ${tree.name}`}
          >
            {(forest.children.get(tree.id) ?? []).map((node) => renderNode(node, 0))}
          </ul>
        </div>
      ))}
    </Stack>
  );
}
