// What the category test files share: creating categories through the API, and the check
// that a tenant's categories still form proper trees (each parent live and in the same tree,
// no cycle, every path equal to the path recomputed from the parents).
import { uniqueCode } from '@pim/db/seed';
import type { DbTx } from '@pim/db';
import { expect } from 'vitest';
import { dataOf, type CatalogWorld } from './catalog.ts';
import type { Request } from './server.ts';

export const CATEGORY_KEYS = [
  'category_tree_id',
  'child_count',
  'code',
  'created_at',
  'created_by',
  'description',
  'id',
  'image_asset_id',
  'modified_at',
  'modified_by',
  'name',
  'parent_id',
  'path',
  'product_count',
  'status',
];

export interface CategoryAnswer {
  id: string;
  code: string;
  path: string;
  parent_id: string | null;
  category_tree_id: string;
  [field: string]: unknown;
}

/** The category API as the home editor sees it. */
export function categoryCalls(request: Request, w: CatalogWorld) {
  return {
    createTree: async () =>
      dataOf(
        await request(
          'POST',
          '/v1/category-trees',
          w.asEditor({ code: uniqueCode('tree'), name: 'Tree' }),
        ),
      ) as { id: string; code: string },
    create: async (treeId: string, body: Record<string, unknown> = {}) =>
      dataOf(
        await request(
          'POST',
          '/v1/categories',
          w.asEditor({ category_tree_id: treeId, code: uniqueCode('cat'), name: 'Cat', ...body }),
        ),
      ) as CategoryAnswer,
    get: async (id: string) =>
      dataOf(await request('GET', `/v1/categories/${id}`, w.asViewer())) as CategoryAnswer,
    move: (id: string, body: Record<string, unknown>) =>
      request('PATCH', `/v1/categories/${id}`, w.asEditor(body)),
  };
}

/**
 * Every live category of the tenant: its parent is live and in the same tree, following
 * parents ends at a top-level category, and its path is the codes from there down.
 */
export async function expectProperTrees(db: DbTx, tenantId: string): Promise<void> {
  const rows = await db.category.findMany({
    where: { tenantId, deletedAt: null },
    select: { id: true, code: true, path: true, parentId: true, categoryTreeId: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: string[] = [];
  for (const row of rows) {
    const codes: string[] = [];
    const seen = new Set<string>();
    let node: (typeof rows)[number] | undefined = row;
    while (node) {
      if (seen.has(node.id)) {
        problems.push(`${row.code}: cycle through ${node.code}`);
        break;
      }
      seen.add(node.id);
      codes.unshift(node.code);
      if (node.categoryTreeId !== row.categoryTreeId) {
        problems.push(`${row.code}: ancestor ${node.code} is in another tree`);
      }
      if (node.parentId && !byId.has(node.parentId)) {
        problems.push(`${row.code}: parent of ${node.code} is not a live category`);
      }
      node = node.parentId ? byId.get(node.parentId) : undefined;
    }
    if (row.path !== codes.join('/')) {
      problems.push(`${row.code}: path ${row.path}, expected ${codes.join('/')}`);
    }
  }
  expect(problems).toEqual([]);
}
