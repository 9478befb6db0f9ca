// The channel's categories arrive in tree order (depth first) with their level: a category's
// descendants are the items after it down to the next one at its level or above.

export interface MappedCategory {
  category_id: string;
  category_code: string;
  category_name: string;
  parent_id: string | null;
  level: number;
  mapping: {
    id: string;
    external_category_id: string;
    external_category_name: string | null;
    external_category_path: string | null;
  } | null;
}

/** The external category a mapping names, as the mapping panel's fields hold it. */
export interface External {
  external_category_id: string;
  external_category_name: string;
  external_category_path: string;
}

/** The category at `index` and every category under it, in tree order. */
export function subtreeOf<T extends { level: number }>(items: readonly T[], index: number): T[] {
  const root = items[index];
  if (!root) return [];
  const subtree = [root];
  for (let i = index + 1; i < items.length && items[i]!.level > root.level; i += 1) {
    subtree.push(items[i]!);
  }
  return subtree;
}

/** Whether a category matches the search: its code or name, or its mapping's id, name or path. */
export function matches(item: MappedCategory, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    item.category_code,
    item.category_name,
    item.mapping?.external_category_id,
    item.mapping?.external_category_name,
    item.mapping?.external_category_path,
  ].some((value) => value?.toLowerCase().includes(needle));
}
