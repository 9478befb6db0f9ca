'use client';

import { useSyncExternalStore } from 'react';

/**
 * The products chosen in the grid, by id, kept while the user pages, filters and sorts (the
 * bulk actions of the next issue act on them). One store per tab, alive until a reload.
 */
let selected: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function emit(next: ReadonlySet<string>) {
  selected = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ReadonlySet<string> = new Set();

export const productSelection = {
  toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    emit(next);
  },
  /** Adds or removes every id given (a page's select-all). */
  setMany(ids: readonly string[], on: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    emit(next);
  },
  clear() {
    emit(new Set());
  },
};

/** The chosen ids; re-renders the caller when they change. */
export function useProductSelection(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => selected,
    () => EMPTY,
  );
}
