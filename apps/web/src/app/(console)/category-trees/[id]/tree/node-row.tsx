'use client';

import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Code, Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { StatusBadge } from '@/components/notices';
import { useTreeState } from './tree-state';
import type { Category } from './types';
import classes from './tree.module.css';

/** How far a level is indented (px): deep trees stay readable on a phone. */
export function indentOf(level: number): number {
  return Math.min(level - 1, 8) * 20;
}

/** What a dragged row and a row under it carry (category-tree-view.tsx reads it on drop). */
export interface DragData {
  category: Category;
}

/** Where an item sits in the tree (its ARIA attributes) and whether it is the tab stop. */
export interface ItemPlace {
  level: number;
  position: number;
  setSize: number;
  expanded: boolean;
  selected: boolean;
  /** The group of its children, which the item owns while open. */
  groupId: string;
  tabStop: boolean;
}

/**
 * A category's tree item (WAI-ARIA tree pattern): open/close chevron, name, code, status and
 * how many subcategories it has. A click selects it (its panel opens); the arrow keys move
 * between items (tree-keys.ts). Writers can drag it onto another item (to become its child)
 * or onto the top-level zone.
 */
export function NodeRow({ category, item }: { category: Category; item: ItemPlace }) {
  const state = useTreeState();
  const data: DragData = { category };
  const drag = useDraggable({ id: category.id, data, disabled: !state.canWrite });
  const drop = useDroppable({ id: `into:${category.id}`, data, disabled: !state.canWrite });
  const expandable = category.child_count > 0;
  const { expanded, selected } = item;

  const toggle = (event: MouseEvent) => {
    // The chevron opens or closes; the rest of the row selects.
    event.stopPropagation();
    state.setExpanded(category.id, !expanded);
  };

  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      {...drag.listeners}
      role="treeitem"
      aria-level={item.level}
      aria-posinset={item.position}
      aria-setsize={item.setSize}
      aria-expanded={expandable ? expanded : undefined}
      aria-owns={expanded ? item.groupId : undefined}
      aria-selected={selected}
      tabIndex={item.tabStop ? 0 : -1}
      onFocus={() => state.store.focus(category.id)}
      onClick={() => state.select(category.id)}
      className={classes.row}
      style={{ paddingInlineStart: indentOf(item.level) }}
      data-category-id={category.id}
      data-parent-id={category.parent_id ?? ''}
      data-selected={selected || undefined}
      data-drop-target={(drop.isOver && !drag.isDragging) || undefined}
      data-dragging={drag.isDragging || undefined}
      data-draggable={state.canWrite || undefined}
      data-testid={`category-node-${category.code}`}
    >
      <span
        className={classes.chevron}
        data-expanded={expanded || undefined}
        data-hidden={!expandable || undefined}
        onClick={expandable ? toggle : undefined}
        aria-hidden
        data-testid={`category-toggle-${category.code}`}
      >
        <IconChevronRight size={16} />
      </span>
      <Group gap={6} wrap="wrap" miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={selected ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{category.name}</bdi>
        </Text>
        <Code>{category.code}</Code>
        <StatusBadge status={category.status} />
        {expandable ? (
          <Text span size="xs" c="dimmed" data-testid={`category-child-count-${category.code}`}>
            {category.child_count === 1 ? '1 subcategory' : `${category.child_count} subcategories`}
          </Text>
        ) : null}
      </Group>
    </div>
  );
}
