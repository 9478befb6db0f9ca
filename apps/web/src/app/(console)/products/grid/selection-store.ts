'use client';

import type { ProductStatus } from '@pim/core/schemas';
import { useSyncExternalStore } from 'react';

/** What the selection remembers of a chosen row: its status (the bulk moves it allows). */
export interface ChosenProduct {
  id: string;
  code?: string;
  status?: ProductStatus;
}

/**
 * The products chosen in the grid, by id in the order they were chosen, kept while the user
 * pages, filters and sorts, and while they open a chosen product (the editor's "n of m").
 * One store per tab, alive until a reload. A row given whole (not only its id) keeps its code
 * and status, so the bulk bar can say which status moves the choice allows.
 */
let chosen: ReadonlyMap<string, ChosenProduct> = new Map();
let ids: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function emit(next: Map<string, ChosenProduct>) {
  chosen = next;
  ids = new Set(next.keys());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const asChosen = (item: string | ChosenProduct): ChosenProduct =>
  typeof item === 'string' ? { id: item } : { id: item.id, code: item.code, status: item.status };

const EMPTY_IDS: ReadonlySet<string> = new Set();
const EMPTY: ReadonlyMap<string, ChosenProduct> = new Map();

export const productSelection = {
  toggle(item: string | ChosenProduct, on: boolean) {
    const row = asChosen(item);
    const next = new Map(chosen);
    if (on) next.set(row.id, { ...next.get(row.id), ...row });
    else next.delete(row.id);
    emit(next);
  },
  /** Adds or removes every product given (a page's select-all). */
  setMany(items: readonly (string | ChosenProduct)[], on: boolean) {
    const next = new Map(chosen);
    for (const item of items) {
      const row = asChosen(item);
      if (on) next.set(row.id, { ...next.get(row.id), ...row });
      else next.delete(row.id);
    }
    emit(next);
  },
  /** After a bulk status move: the chosen products that moved now have `status`. */
  moved(movedIds: readonly string[], status: ProductStatus) {
    const next = new Map(chosen);
    for (const id of movedIds) {
      const row = next.get(id);
      if (row) next.set(id, { ...row, status });
    }
    emit(next);
  },
  clear() {
    emit(new Map());
  },
};

/** The chosen ids; re-renders the caller when they change. */
export function useProductSelection(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => ids,
    () => EMPTY_IDS,
  );
}

/** The chosen products with what is known of each, in the order they were chosen. */
export function useChosenProducts(): ReadonlyMap<string, ChosenProduct> {
  return useSyncExternalStore(
    subscribe,
    () => chosen,
    () => EMPTY,
  );
}
