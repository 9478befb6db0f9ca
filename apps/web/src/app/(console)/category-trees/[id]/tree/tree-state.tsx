'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { TreeStore } from './tree-store';
import { SELECTED_PARAM } from './types';

interface TreeState {
  treeId: string;
  canWrite: boolean;
  store: TreeStore;
  /** Opens a category's panel (the URL names it, so the server renders the panel), or closes it. */
  select: (id: string | null) => void;
  setExpanded: (id: string, expanded: boolean) => void;
}

const TreeStateContext = createContext<TreeState | null>(null);

/** The tree's id, its store and what changes it; stable while the page lives. */
export function useTreeState(): TreeState {
  const state = useContext(TreeStateContext);
  if (!state) throw new Error('useTreeState outside TreeStateProvider');
  return state;
}

/** One item's flags; its component re-renders only when one of them changes. */
export function useTreeItem(id: string, first: boolean) {
  const { store } = useTreeState();
  const flags = useSyncExternalStore(
    store.subscribe,
    () =>
      (store.isExpanded(id) ? 1 : 0) |
      (store.isSelected(id) ? 2 : 0) |
      (store.isTabStop(id, first) ? 4 : 0),
    () => (store.isExpanded(id) ? 1 : 0) | (store.isSelected(id) ? 2 : 0) | (first ? 4 : 0),
  );
  return { expanded: (flags & 1) !== 0, selected: (flags & 2) !== 0, tabStop: (flags & 4) !== 0 };
}

/**
 * What the tree view and the category panel share: which items are open, which one is
 * selected (kept in the URL, so the server renders its panel), and the keyboard's tab stop.
 * A move made in the panel opens the new parent here, so the category shows in its place.
 */
export function TreeStateProvider({
  treeId,
  canWrite,
  reveal,
  children,
}: {
  treeId: string;
  canWrite: boolean;
  /** The selected category's ancestors: open unless closed by hand, so it is in view. */
  reveal: readonly string[];
  children: ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const selectedId = useSearchParams().get(SELECTED_PARAM);
  const [store] = useState(() => {
    const created = new TreeStore();
    created.show(selectedId, reveal);
    return created;
  });
  useLayoutEffect(() => store.show(selectedId, reveal), [store, selectedId, reveal]);

  const select = useCallback(
    (id: string | null) => {
      // Read at the time of the click: the other parameters of the page stay as they are.
      const params = new URLSearchParams(window.location.search);
      if (id) params.set(SELECTED_PARAM, id);
      else params.delete(SELECTED_PARAM);
      const query = params.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [router, pathname],
  );

  const value = useMemo<TreeState>(
    () => ({
      treeId,
      canWrite,
      store,
      select,
      setExpanded: (id, open) => store.setExpanded(id, open),
    }),
    [treeId, canWrite, store, select],
  );
  return <TreeStateContext.Provider value={value}>{children}</TreeStateContext.Provider>;
}
