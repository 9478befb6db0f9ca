'use client';

import {
  ActionIcon,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ChosenCategories } from './chosen-categories';
import { matchingTree, openedFor } from './category-search';
import type { CategoryForest, CategoryNode, CategoryTreeRef } from './forest';

interface CategoryPickerProps {
  forest: CategoryForest;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /**
   * Test ids: `<testId>-<code>` on each box, `<testId>-toggle-<code>`, `<testId>-tree-<code>`,
   * `<testId>-search`, `<testId>-chosen` (and `-chosen-<code>`, `-remove-<code>`).
   */
  testId: string;
  disabled?: boolean;
}

/** One tree: its name, how many of its categories are chosen, open all / close all. */
function TreeBlock({
  tree,
  forest,
  visible,
  open,
  setOpen,
  chosen,
  onChoose,
  testId,
  disabled,
}: {
  tree: CategoryTreeRef;
  forest: CategoryForest;
  /** Under a search: the categories shown (the matches and their ancestors); else all. */
  visible: ReadonlySet<string> | null;
  open: ReadonlySet<string>;
  setOpen: (next: Set<string>) => void;
  chosen: ReadonlySet<string>;
  onChoose: (id: string, on: boolean) => void;
  testId: string;
  disabled?: boolean;
}) {
  const childrenOf = (id: string) =>
    (forest.children.get(id) ?? []).filter((c) => !visible || visible.has(c.id));
  const roots = childrenOf(tree.id);
  const inTree = [...forest.byId.values()].filter((c) => c.category_tree_id === tree.id);
  const chosenHere = inTree.filter((c) => chosen.has(c.id)).length;
  const parents = inTree.filter((c) => (forest.children.get(c.id) ?? []).length > 0);
  const toggle = (id: string) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };

  const renderNode = (node: CategoryNode, depth: number) => {
    const children = childrenOf(node.id);
    // A search shows every match in place, its ancestors opened.
    const isOpen = visible !== null || open.has(node.id);
    return (
      <li key={node.id}>
        <Group gap={4} wrap="nowrap" pl={depth * 20}>
          {children.length ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => toggle(node.id)}
              disabled={visible !== null}
              aria-expanded={isOpen}
              aria-label={`${isOpen ? 'Close' : 'Open'} ${node.name}`}
              data-testid={`${testId}-toggle-${node.code}`}
            >
              {isOpen ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </ActionIcon>
          ) : (
            <span style={{ width: 22, flex: 'none' }} />
          )}
          <Checkbox
            label={
              <>
                <bdi>{node.name}</bdi>{' '}
                <Text span c="dimmed" size="xs">
                  <code>{node.code}</code>
                </Text>
              </>
            }
            checked={chosen.has(node.id)}
            onChange={(event) => onChoose(node.id, event.currentTarget.checked)}
            disabled={disabled}
            data-testid={`${testId}-${node.code}`}
          />
        </Group>
        {children.length && isOpen ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {children.map((child) => renderNode(child, depth + 1))}
          </ul>
        ) : null}
      </li>
    );
  };

  if (visible && roots.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid={`${testId}-tree-${tree.code}`}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={700} size="sm">
          <bdi>{tree.name}</bdi>{' '}
          <Text span c="dimmed" size="xs">
            {chosenHere} chosen
          </Text>
        </Text>
        {visible === null && parents.length ? (
          <Group gap={4}>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => setOpen(new Set([...open, ...parents.map((c) => c.id)]))}
            >
              Open all
            </Button>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() =>
                setOpen(
                  new Set(
                    [...open].filter((id) => forest.byId.get(id)?.category_tree_id !== tree.id),
                  ),
                )
              }
            >
              Close all
            </Button>
          </Group>
        ) : null}
      </Group>
      {roots.length ? (
        <ul
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={`Categories of ${tree.name}`}
        >
          {roots.map((node) => renderNode(node, 0))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          This tree has no categories yet.
        </Text>
      )}
    </Paper>
  );
}

/**
 * A product's categories: the chosen ones first, each with its path and a remove button, then
 * each category tree with open/close per level and a checkbox per category, and a search (name
 * or code, every word in any order) that shows the matches in place.
 */
export function CategoryPicker({ forest, value, onChange, testId, disabled }: CategoryPickerProps) {
  const [open, setOpen] = useState<Set<string>>(() => openedFor(forest, value));
  const [search, setSearch] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const visible = useMemo(() => matchingTree(forest, search), [forest, search]);
  const choose = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));

  if (forest.trees.length === 0) {
    return <Text c="dimmed">This tenant has no category trees yet.</Text>;
  }
  return (
    <Stack gap="sm">
      <ChosenCategories
        forest={forest}
        value={value}
        onRemove={disabled ? undefined : (id) => choose(id, false)}
        testId={testId}
      />
      <TextInput
        label="Find a category"
        placeholder="Name or code"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} />
          ) : null
        }
        maw={420}
        data-testid={`${testId}-search`}
      />
      {visible && visible.size === 0 ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-no-match`}>
          No category matches “{search.trim()}”.
        </Text>
      ) : null}
      {forest.trees.map((tree) => (
        <TreeBlock
          key={tree.id}
          tree={tree}
          forest={forest}
          visible={visible}
          open={open}
          setOpen={setOpen}
          chosen={chosen}
          onChoose={choose}
          testId={testId}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
