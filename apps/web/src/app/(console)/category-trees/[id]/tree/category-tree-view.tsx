'use client';

import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isolateText } from '@/lib/bidi';
import { useTRPC } from '@/lib/trpc/query-provider';
import type { DragData } from './node-row';
import { onTreeKeyDown } from './tree-keys';
import { TreeLevel } from './tree-level';
import { useTreeState } from './tree-state';
import { levelInput, type Category, type CategoryPage } from './types';
import { useMoveCategory } from './use-move-category';
import classes from './tree.module.css';

const ROOT_ZONE = 'top-level';

const nameOf = (data: unknown) => (data as DragData | undefined)?.category.name ?? 'the category';

/** What a screen reader hears while a category is dragged with the mouse or a finger. */
const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active.data.current)}.`,
  onDragOver: ({ over }) =>
    over
      ? over.id === ROOT_ZONE
        ? 'Over the top level.'
        : `Over ${nameOf(over.data.current)}.`
      : 'Over no category.',
  onDragEnd: ({ active, over }) =>
    over
      ? `Dropped ${nameOf(active.data.current)} ${over.id === ROOT_ZONE ? 'at the top level' : `under ${nameOf(over.data.current)}`}.`
      : `${nameOf(active.data.current)} was not moved.`,
  onDragCancel: ({ active }) => `${nameOf(active.data.current)} was not moved.`,
};

/** The drop zone that moves a dragged category to the top level of the tree. */
function RootDropZone({ moving }: { moving: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: ROOT_ZONE });
  return (
    <Group
      ref={setNodeRef}
      className={classes.rootZone}
      data-drop-target={isOver || undefined}
      gap="xs"
      wrap="nowrap"
      data-testid="category-tree-root-drop"
    >
      {/* The same text and size while a move runs: the rows below do not shift under the pointer. */}
      <span className={classes.rootZoneBusy}>
        {moving ? <Loader size="xs" aria-hidden /> : null}
      </span>
      <Text size="sm" c="dimmed">
        Drag a category onto another to move it under that one, or onto this box to move it to the
        top level. The panel of a selected category moves it too.
      </Text>
    </Group>
  );
}

/**
 * The categories of a tree as a WAI-ARIA tree, read level by level as they are opened. A
 * selected category opens its panel; writers move categories by dragging them (mouse, or a
 * long press on a touch screen) or with the parent picker of the panel.
 */
export function CategoryTreeView({
  treeName,
  firstPage,
}: {
  treeName: string;
  firstPage?: CategoryPage;
}) {
  const state = useTreeState();
  const trpc = useTRPC();
  // The same query as the top level's first page: it tells whether there is anything to show.
  const roots = useQuery(
    trpc.categories.list.queryOptions(levelInput(state.treeId, null, 1), {
      initialData: firstPage,
    }),
  );
  const empty = roots.data?.pagination.total_items === 0;
  const { move, moving } = useMoveCategory();
  const [dragged, setDragged] = useState<Category | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A long press drags; a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
  );

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current as DragData | undefined)?.category ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const category = (active.data.current as DragData | undefined)?.category;
    if (!category || !over) return;
    const target = over.id === ROOT_ZONE ? null : (over.data.current as DragData).category;
    move(category, target);
  };

  return (
    <DndContext
      id={useId()}
      sensors={sensors}
      // The row under the pointer (or finger) is the target, however long the dragged row is.
      collisionDetection={pointerWithin}
      accessibility={{ announcements: ANNOUNCEMENTS }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <Stack gap="xs">
        {state.canWrite ? <RootDropZone moving={moving} /> : null}
        {empty ? (
          <Text size="sm" c="dimmed" p="xs" data-testid="category-tree-empty">
            This tree has no categories yet.
          </Text>
        ) : (
          <div
            role="tree"
            aria-label={`Categories of ${isolateText(treeName)}`}
            aria-busy={moving || undefined}
            className={classes.tree}
            onKeyDown={(event) => onTreeKeyDown(event, state)}
            data-testid="category-tree"
          >
            <TreeLevel parent={null} level={1} firstPage={firstPage} />
          </div>
        )}
      </Stack>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <span className={classes.dragChip}>
            <bdi>{dragged.name}</bdi>
            <Code>{dragged.code}</Code>
          </span>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
