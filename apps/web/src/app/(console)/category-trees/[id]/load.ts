import 'server-only';
import { callApi } from '@/lib/api/call';

/** Deeper than any real tree: a guard against a parent loop, which the API prevents anyway. */
const MAX_DEPTH = 64;

/**
 * The ids of a category's ancestors, parent first: the tree view opens them so that the
 * selected category (or one just moved) is in view. One `get` per level.
 */
export async function loadAncestorIds(parentId: string | null): Promise<string[]> {
  const result = await callApi(async (api) => {
    const ids: string[] = [];
    for (let next = parentId; next && ids.length < MAX_DEPTH;) {
      ids.push(next);
      next = (await api.categories.get.query({ id: next })).parent_id;
    }
    return ids;
  });
  return result.ok ? result.data : [];
}
