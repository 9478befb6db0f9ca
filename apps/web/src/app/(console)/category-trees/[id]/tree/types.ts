import type { RouterOutputs } from '@/lib/api/router';

export type CategoryPage = RouterOutputs['categories']['list'];
export type Category = CategoryPage['items'][number];

/** The URL parameter naming the category whose panel is open. */
export const SELECTED_PARAM = 'category';

/** Children are read a hundred at a time (the API's largest page), "Load more" reads on. */
export const LEVEL_PAGE_SIZE = 100;

/**
 * The list query of one level of the tree: its top-level categories, or the children of
 * one category, by code.
 */
export function levelInput(treeId: string, parentId: string | null, page: number) {
  const paging = { page, page_size: LEVEL_PAGE_SIZE, sort: 'code' as const };
  return parentId
    ? { parent_id: parentId, ...paging }
    : { category_tree_id: treeId, is_root: true, ...paging };
}
