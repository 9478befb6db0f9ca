import type { KeyboardEvent } from 'react';

/** What the keys act on: the tree's state (tree-state.tsx). */
interface KeyTarget {
  select: (id: string) => void;
  setExpanded: (id: string, expanded: boolean) => void;
}

const ITEM = '[role="treeitem"]';

/**
 * The keyboard of a WAI-ARIA tree: Up and Down go to the previous and next visible item,
 * Home and End to the first and last, Right opens an item (or enters it when open), Left
 * closes it (or goes to its parent), Enter and Space select it. Only the items on screen
 * exist in the DOM (closed levels are not rendered), so their document order is the order.
 */
export function onTreeKeyDown(event: KeyboardEvent<HTMLElement>, target: KeyTarget): void {
  const item = event.target as HTMLElement;
  if (item.getAttribute('role') !== 'treeitem' || event.altKey || event.ctrlKey || event.metaKey) {
    return;
  }
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM)];
  const index = items.indexOf(item);
  const id = item.dataset.categoryId ?? '';
  const expanded = item.getAttribute('aria-expanded');
  let next: HTMLElement | null | undefined;
  switch (event.key) {
    case 'ArrowDown':
      next = items[index + 1];
      break;
    case 'ArrowUp':
      next = items[index - 1];
      break;
    case 'Home':
      next = items[0];
      break;
    case 'End':
      next = items.at(-1);
      break;
    case 'ArrowRight':
      if (expanded === 'false') target.setExpanded(id, true);
      else if (expanded === 'true' && items[index + 1]?.dataset.parentId === id) {
        next = items[index + 1];
      }
      break;
    case 'ArrowLeft':
      if (expanded === 'true') target.setExpanded(id, false);
      else if (item.dataset.parentId) {
        next = items.find((other) => other.dataset.categoryId === item.dataset.parentId);
      }
      break;
    case 'Enter':
    case ' ':
      // "Load more" is a tree item too: it acts; a category is selected.
      if (item.dataset.activate !== undefined) item.click();
      else target.select(id);
      break;
    default:
      return;
  }
  event.preventDefault();
  next?.focus();
}
