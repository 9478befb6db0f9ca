// The category statements Prisma cannot say: row locks that return what the rules need, the
// walk up a category's line, the one-statement move of a subtree, and the counts of a page.
// Subtrees are found by following parent_id (a recursive CTE), never by `path LIKE`: codes
// may hold `_`, a LIKE wildcard. And the pages of the categories export (trees, then their
// categories).
import { sql, type Sql } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { codeMatches, PAGE_SIZE } from '../../platform/codecs/index.ts';

/** What the create and move rules read from a locked category. */
export interface LockedCategory {
  id: string;
  category_tree_id: string;
  parent_id: string | null;
  code: string;
  path: string;
}

/** Locks a live category of the tenant and reads it; undefined when there is none. */
export async function lockCategory(
  db: Sql,
  tenantId: string,
  id: string,
  mode: 'update' | 'share',
): Promise<LockedCategory | undefined> {
  const [row] = await db.query<LockedCategory>(sql`
    SELECT id, category_tree_id, parent_id, code, path
      FROM categories
     WHERE tenant_id = ${tenantId} AND id = ${id} AND deleted_at IS NULL
       FOR ${sql.raw(mode === 'update' ? 'UPDATE' : 'SHARE')}`);
  return row;
}

/** Locks a live asset of the tenant FOR SHARE (so it is not deleted while it is attached). */
export async function lockLiveAsset(db: Sql, tenantId: string, id: string): Promise<boolean> {
  const rows = await db.query(sql`
    SELECT 1 FROM assets
     WHERE tenant_id = ${tenantId} AND id = ${id} AND deleted_at IS NULL
       FOR SHARE`);
  return rows.length > 0;
}

/**
 * True when `candidate` is `id` itself or one of its ancestors: making `id` its parent would
 * close a cycle. Walks up from `id`; UNION stops even on rows that already form one.
 */
export async function isSelfOrAncestor(
  db: Sql,
  tenantId: string,
  id: string,
  candidate: string,
): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(sql`
    WITH RECURSIVE line (id, parent_id) AS (
        SELECT id, parent_id FROM categories WHERE tenant_id = ${tenantId} AND id = ${id}
      UNION
        SELECT up.id, up.parent_id
          FROM categories up JOIN line ON up.id = line.parent_id
         WHERE up.tenant_id = ${tenantId}
    )
    SELECT EXISTS (SELECT 1 FROM line WHERE id = ${candidate}) AS found`);
  return row?.found ?? false;
}

/**
 * Moves a category under `parentId` (null: top level) of `treeId`, with its live subtree, in
 * one statement: each row's path is rebuilt from the new path of the moved category and the
 * codes below it, and every row takes the tree. Returns the number of rows rewritten.
 */
export async function moveSubtree(
  db: Sql,
  tenantId: string,
  move: { id: string; parentId: string | null; treeId: string; path: string; actor: ActorRef },
): Promise<number> {
  return db.execute(sql`
    WITH RECURSIVE subtree (id, path) AS (
        SELECT id, ${move.path}::text FROM categories
         WHERE tenant_id = ${tenantId} AND id = ${move.id}
      UNION ALL
        SELECT child.id, subtree.path || '/' || child.code
          FROM categories child JOIN subtree ON child.parent_id = subtree.id
         WHERE child.tenant_id = ${tenantId} AND child.deleted_at IS NULL
    ) CYCLE id SET in_cycle USING visited
    UPDATE categories c
       SET path = subtree.path,
           category_tree_id = ${move.treeId}::uuid,
           parent_id = CASE WHEN c.id = ${move.id}::uuid THEN ${move.parentId}::uuid
                            ELSE c.parent_id END,
           modified_at = now(),
           modified_by = ${JSON.stringify(move.actor)}::jsonb
      FROM subtree
     WHERE c.tenant_id = ${tenantId} AND c.id = subtree.id AND NOT subtree.in_cycle`);
}

/** How many levels of live descendants lie below a category (0 for a leaf). */
export async function subtreeHeight(db: Sql, tenantId: string, id: string): Promise<number> {
  const [row] = await db.query<{ height: number }>(sql`
    WITH RECURSIVE subtree (id, level) AS (
        SELECT id, 0 FROM categories WHERE tenant_id = ${tenantId} AND id = ${id}
      UNION ALL
        SELECT child.id, subtree.level + 1
          FROM categories child JOIN subtree ON child.parent_id = subtree.id
         WHERE child.tenant_id = ${tenantId} AND child.deleted_at IS NULL
    ) CYCLE id SET in_cycle USING visited
    SELECT coalesce(max(level), 0)::int AS height FROM subtree WHERE NOT in_cycle`);
  return row?.height ?? 0;
}

export interface CategoryCounts {
  products: number;
  children: number;
}

/**
 * Live products assigned directly and live children, for a page of categories: one
 * statement, each count an index lookup per listed id.
 */
export async function countsOf(
  db: Sql,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, CategoryCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string } & CategoryCounts>(
    sql.prepared(
      'categories_counts',
      sql`
      SELECT c.id,
             (SELECT count(*)::int
                FROM product_categories pc
                JOIN products p ON p.id = pc.product_id AND p.tenant_id = pc.tenant_id
               WHERE pc.tenant_id = ${tenantId} AND pc.category_id = c.id
                 AND p.deleted_at IS NULL) AS products,
             (SELECT count(*)::int
                FROM categories child
               WHERE child.tenant_id = ${tenantId} AND child.parent_id = c.id
                 AND child.deleted_at IS NULL) AS children
        FROM unnest(${ids}::uuid[]) AS c (id)`,
    ),
  );
  return new Map(rows.map((r) => [r.id, { products: r.products, children: r.children }]));
}

/** A tree or a category as the categories export reads it. */
export interface CategoryExportRow {
  code: string;
  tree: string | null;
  parent: string | null;
  name: string;
  description: string | null;
  status: string;
  translations: unknown;
  /** The keyset of categories: their path in the tree. */
  path: string | null;
  [column: string]: unknown;
}

/** The live trees after `after` (by code) whose code matches `code`. */
export function treeExportPage(
  db: Sql,
  tenantId: string,
  code: string | undefined,
  after: CategoryExportRow | undefined,
) {
  return db.query<CategoryExportRow>(sql`
    SELECT code, NULL AS tree, NULL AS parent, name, description, status::text AS status,
           translations, NULL AS path
      FROM category_trees
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL ${codeMatches('code', code)}
       ${after ? sql`AND code COLLATE "C" > ${after.code}` : sql``}
     ORDER BY code COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
}

/** The live categories of live trees after `after` (by tree code and path). */
export function categoryExportPage(
  db: Sql,
  tenantId: string,
  code: string | undefined,
  after: CategoryExportRow | undefined,
) {
  return db.query<CategoryExportRow>(sql`
    SELECT c.code, t.code AS tree, p.code AS parent, c.name, c.description,
           c.status::text AS status, c.translations, c.path
      FROM categories c
      JOIN category_trees t ON t.tenant_id = c.tenant_id AND t.id = c.category_tree_id
      LEFT JOIN categories p ON p.tenant_id = c.tenant_id AND p.id = c.parent_id
     WHERE c.tenant_id = ${tenantId}::uuid AND c.deleted_at IS NULL AND t.deleted_at IS NULL
           ${codeMatches('c.code', code)}
       ${
         after
           ? sql`AND (t.code COLLATE "C", c.path COLLATE "C") > (${after.tree}::text, ${after.path}::text)`
           : sql``
       }
     ORDER BY t.code COLLATE "C", c.path COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
}

/** The tree of a live tree or category with this code: the tree's own code for a tree. */
export async function treeOfCode(
  db: Sql,
  tenantId: string,
  code: string,
): Promise<{ tree: string; isTree: boolean } | undefined> {
  const [row] = await db.query<{ tree: string; is_tree: boolean }>(sql`
    SELECT code AS tree, true AS is_tree FROM category_trees
     WHERE tenant_id = ${tenantId}::uuid AND code = ${code} AND deleted_at IS NULL
    UNION ALL
    SELECT t.code, false FROM categories c
      JOIN category_trees t ON t.tenant_id = c.tenant_id AND t.id = c.category_tree_id
     WHERE c.tenant_id = ${tenantId}::uuid AND c.code = ${code} AND c.deleted_at IS NULL
     LIMIT 1`);
  return row && { tree: row.tree, isTree: row.is_tree };
}

/** A live category of a tree, where it sits (`level` 1 at the top). */
export interface TreeCategory {
  id: string;
  code: string;
  name: string;
  parent_id: string | null;
  level: number;
}

/**
 * Every live category of a live tree in tree order: depth first, each category before its
 * children, siblings by code (byte order). Sorting by the array of codes down to each
 * category keeps a subtree together whatever characters the codes hold (`path` would put
 * `a-b` between `a` and `a/x`).
 */
export async function categoriesInTreeOrder(
  db: Sql,
  tenantId: string,
  treeId: string,
): Promise<TreeCategory[]> {
  return db.query<TreeCategory>(sql`
    WITH RECURSIVE walk (id, code, name, parent_id, level, line) AS (
        SELECT id, code, name, parent_id, 1, ARRAY[code::text COLLATE "C"]
          FROM categories
         WHERE tenant_id = ${tenantId}::uuid AND category_tree_id = ${treeId}::uuid
           AND parent_id IS NULL AND deleted_at IS NULL
      UNION ALL
        SELECT c.id, c.code, c.name, c.parent_id, walk.level + 1, walk.line || (c.code::text COLLATE "C")
          FROM categories c JOIN walk ON c.parent_id = walk.id
         WHERE c.tenant_id = ${tenantId}::uuid AND c.deleted_at IS NULL
    )
    SELECT id, code, name, parent_id, level FROM walk ORDER BY line`);
}
