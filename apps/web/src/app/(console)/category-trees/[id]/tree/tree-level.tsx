'use client';

import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import { useTRPC } from '@/lib/trpc/query-provider';
import { NodeRow, indentOf } from './node-row';
import { useTreeItem, useTreeState } from './tree-state';
import { LEVEL_PAGE_SIZE, levelInput, type Category, type CategoryPage } from './types';
import classes from './tree.module.css';

interface LevelProps {
  /** Whose children these are; null for the tree's top level. */
  parent: Category | null;
  /** aria-level of the items (1 at the top). */
  level: number;
  /** The top level's first page, as the server loaded it. */
  firstPage?: CategoryPage;
}

/** One level of the tree, read page by page as "Load more" asks. */
export function TreeLevel(props: LevelProps) {
  const [pages, setPages] = useState(1);
  return Array.from({ length: pages }, (_, index) => (
    <LevelPage
      key={index}
      {...props}
      page={index + 1}
      last={index + 1 === pages}
      onMore={() => setPages(index + 2)}
    />
  ));
}

/**
 * A line of the tree that is not a category (loading, a failure, "Load more"): a tree item
 * too, since a tree holds nothing else, reached with the arrow keys like the others.
 */
function ExtraItem({
  parentId,
  level,
  onActivate,
  children,
  testId,
}: {
  parentId: string;
  level: number;
  onActivate?: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div
      role="treeitem"
      aria-level={level}
      aria-disabled={onActivate ? undefined : true}
      tabIndex={-1}
      onClick={onActivate}
      data-parent-id={parentId}
      data-activate={onActivate ? '' : undefined}
      className={classes.extra}
      style={{ paddingInlineStart: indentOf(level) + 30 }}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

function LevelPage({
  parent,
  level,
  firstPage,
  page,
  last,
  onMore,
}: LevelProps & { page: number; last: boolean; onMore: () => void }) {
  const trpc = useTRPC();
  const { treeId } = useTreeState();
  const query = useQuery(
    trpc.categories.list.queryOptions(levelInput(treeId, parent?.id ?? null, page), {
      initialData: page === 1 ? firstPage : undefined,
    }),
  );
  const owner = parent?.code ?? 'root';
  const firstId = query.data?.items[0]?.id;
  // A page read with "Load more" takes the focus from it (that item is gone): its first item.
  useEffect(() => {
    if (page > 1 && firstId) {
      document.querySelector<HTMLElement>(`[data-category-id="${firstId}"]`)?.focus();
    }
  }, [page, firstId]);

  if (query.isPending) {
    return (
      <ExtraItem
        parentId={parent?.id ?? ''}
        level={level}
        testId={`category-level-loading-${owner}`}
      >
        <Loader size="xs" aria-hidden /> Loading categories…
      </ExtraItem>
    );
  }
  if (query.isError) {
    return (
      <ExtraItem parentId={parent?.id ?? ''} level={level} testId={`category-level-error-${owner}`}>
        <LoadError failure={toApiFailure(query.error)} />
      </ExtraItem>
    );
  }
  const { items, pagination } = query.data;
  const shown = Math.min(page * LEVEL_PAGE_SIZE, pagination.total_items);
  return (
    <>
      {items.map((category, index) => (
        <TreeNode
          key={category.id}
          category={category}
          level={level}
          position={(page - 1) * LEVEL_PAGE_SIZE + index + 1}
          setSize={pagination.total_items}
        />
      ))}
      {last && pagination.has_next ? (
        <ExtraItem
          parentId={parent?.id ?? ''}
          level={level}
          onActivate={onMore}
          testId={`category-load-more-${owner}`}
        >
          Load more ({shown} of {pagination.total_items} shown)
        </ExtraItem>
      ) : null}
    </>
  );
}

/**
 * A category of the tree: its tree item (the row, tree-node-row.tsx) and, once opened, the
 * group of its children next to it, which the item owns (`aria-owns`): the item's name is
 * its own row, not its subtree. One item of the tree is the tab stop.
 */
function TreeNode({
  category,
  level,
  position,
  setSize,
}: {
  category: Category;
  level: number;
  position: number;
  setSize: number;
}) {
  const { store } = useTreeState();
  const { id } = category;
  const flags = useTreeItem(id, level === 1 && position === 1);
  const expanded = category.child_count > 0 && flags.expanded;
  const groupId = `category-group-${id}`;

  // The tab stop leaves with its item (closed away, moved, deleted): the first one takes it.
  useEffect(() => () => store.leave(id), [store, id]);

  return (
    <div role="none">
      <NodeRow
        category={category}
        item={{ ...flags, level, position, setSize, expanded, groupId }}
      />
      {expanded ? (
        <div role="group" id={groupId} data-testid={`category-group-${category.code}`}>
          <TreeLevel parent={category} level={level + 1} />
        </div>
      ) : null}
    </div>
  );
}
