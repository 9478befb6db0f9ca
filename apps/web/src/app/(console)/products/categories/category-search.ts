// Which categories a picker shows open, and which a search finds. Pure.
import type { CategoryForest } from './forest';

/** Ancestors of the chosen categories: opened at first so the choice is in view. */
export function openedFor(forest: CategoryForest, value: readonly string[]): Set<string> {
  const open = new Set<string>();
  for (const id of value) {
    let parent = forest.byId.get(id)?.parent_id;
    while (parent && !open.has(parent)) {
      open.add(parent);
      parent = forest.byId.get(parent)?.parent_id ?? null;
    }
  }
  return open;
}

/** Every word of the search, lowercased ("crew neck" finds "Neck, crew"). */
function wordsOf(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Under a search: the categories whose name or code holds every word of it, in any order,
 * with their ancestors (so each match shows in its place in the tree). Null: no search.
 */
export function matchingTree(forest: CategoryForest, search: string): Set<string> | null {
  const words = wordsOf(search);
  if (words.length === 0) return null;
  const shown = new Set<string>();
  for (const category of forest.byId.values()) {
    const text = `${category.name} ${category.code}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    let id: string | null = category.id;
    while (id && !shown.has(id)) {
      shown.add(id);
      id = forest.byId.get(id)?.parent_id ?? null;
    }
  }
  return shown;
}
