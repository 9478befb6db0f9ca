// The categories export: the tenant's category trees first (by code), then their categories by
// tree code and path, so a parent always comes before its children and the file imports back
// in one pass. Records have the categories importer's shape: a tree {code, name, description?,
// status, labels?}; a category the same with `tree` and `parent` (codes).
import { sql } from '@pim/db';
import type { TenantScope } from '../../platform/access/index.ts';
import { CATEGORY_COLUMNS } from '../imports/categories.ts';
import type { EntityExporter, ExportOptions } from './exporter.ts';
import {
  codeMatches,
  countLive,
  keysetPages,
  labelCells,
  labelColumns,
  labelLocales,
  labelsOf,
  PAGE_SIZE,
} from './pages.ts';

interface Row {
  code: string;
  tree: string | null;
  parent: string | null;
  name: string;
  description: string | null;
  status: string;
  translations: unknown;
  /** The keyset of categories: their path in the tree. */
  path: string | null;
}

export const categoriesExporter: EntityExporter = {
  async count(scope, { filters }) {
    const [trees, categories] = await Promise.all([
      countLive(scope, 'category_trees', filters.code),
      countLive(scope, 'categories', filters.code),
    ]);
    return trees + categories;
  },

  async columns(scope, { filters }) {
    const [trees, categories] = await Promise.all([
      labelLocales(scope, 'category_trees', filters.code),
      labelLocales(scope, 'categories', filters.code),
    ]);
    return [...CATEGORY_COLUMNS, ...labelColumns(trees, categories)];
  },

  async *records(scope, options) {
    const shape = options.cells ? cellsOf : recordOf;
    for await (const row of keysetPages<Row>((after) => treePage(scope, options, after))) {
      yield shape(row);
    }
    for await (const row of keysetPages<Row>((after) => categoryPage(scope, options, after))) {
      yield shape(row);
    }
  },
};

function treePage({ db, tenantId }: TenantScope, { filters }: ExportOptions, after?: Row) {
  return db.sql.query<Row>(sql`
    SELECT code, NULL AS tree, NULL AS parent, name, description, status::text AS status,
           translations, NULL AS path
      FROM category_trees
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL ${codeMatches('code', filters.code)}
       ${after ? sql`AND code COLLATE "C" > ${after.code}` : sql``}
     ORDER BY code COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
}

function categoryPage({ db, tenantId }: TenantScope, { filters }: ExportOptions, after?: Row) {
  return db.sql.query<Row>(sql`
    SELECT c.code, t.code AS tree, p.code AS parent, c.name, c.description,
           c.status::text AS status, c.translations, c.path
      FROM categories c
      JOIN category_trees t ON t.tenant_id = c.tenant_id AND t.id = c.category_tree_id
      LEFT JOIN categories p ON p.tenant_id = c.tenant_id AND p.id = c.parent_id
     WHERE c.tenant_id = ${tenantId}::uuid AND c.deleted_at IS NULL AND t.deleted_at IS NULL
           ${codeMatches('c.code', filters.code)}
       ${
         after
           ? sql`AND (t.code COLLATE "C", c.path COLLATE "C") > (${after.tree}::text, ${after.path}::text)`
           : sql``
       }
     ORDER BY t.code COLLATE "C", c.path COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
}

function recordOf(row: Row): Record<string, unknown> {
  const labels = labelsOf(row.translations);
  return {
    code: row.code,
    ...(row.tree !== null ? { tree: row.tree } : {}),
    ...(row.parent !== null ? { parent: row.parent } : {}),
    name: row.name,
    ...(row.description !== null ? { description: row.description } : {}),
    status: row.status,
    ...(labels ? { labels } : {}),
  };
}

function cellsOf(row: Row): Record<string, string> {
  return {
    code: row.code,
    tree: row.tree ?? '',
    parent: row.parent ?? '',
    name: row.name,
    description: row.description ?? '',
    status: row.status,
    ...labelCells(row.translations),
  };
}
