// The categories importer: one file holds both category trees and their categories. A record
// without `tree` is a TREE {code, name, description?, status?, labels?}; with `tree` (a tree
// code) it is a CATEGORY of that tree, under `parent` (a category code of the same tree;
// absent = top level). Writes go through the category tree and category services, so moves,
// cycles and depth follow the API's rules and fail with its codes, on the record's fields.
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import {
  findCategoryTreeByCode,
  zCatalogStatus,
  categoryTrees,
} from '../../catalog/category-trees/index.ts';
import { findCategoryByCode, categories } from '../../catalog/categories/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { zCatalogDescription, zCode, zName } from '../../platform/shared/index.ts';
import {
  cellLabels,
  cellText,
  checkColumns,
  definedOnly,
  existingOrMissing,
  parseRecord,
  requiredOnCreate,
  renamingFields,
  zLabels,
  textFieldOf,
  writeStatusAndLabels,
} from './cells.ts';
import type { EntityImporter, ImportedRecord, ImportMemo, ImportOptions } from './importer.ts';
import { referenceId } from './lookups.ts';

/** The CSV columns, besides `label-<locale>`. */
export const CATEGORY_COLUMNS = [
  'code',
  'tree',
  'parent',
  'name',
  'description',
  'status',
] as const;

const ZCategoryRecord = z.strictObject({
  code: zCode(100),
  /** A tree code: the record is a category of it. Absent or null: the record is a tree. */
  tree: zCode(100).nullish(),
  /** A category code of the same tree; absent or null: a top-level category. */
  parent: zCode(100).nullish(),
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
  status: zCatalogStatus.optional(),
  labels: zLabels.optional(),
});
type CategoryRecord = z.infer<typeof ZCategoryRecord>;

/** The services' fields as the record's. */
const RECORD_FIELDS: Record<string, string> = { category_tree_id: 'tree', parent_id: 'parent' };
const recordField = (field: string) => RECORD_FIELDS[field] ?? field;

export const categoriesImporter: EntityImporter = {
  keyColumns: ['code'],
  keyOf: (record) => textFieldOf(record, 'code'),

  fromCells(cells) {
    checkColumns(cells, CATEGORY_COLUMNS, { labels: true });
    return Promise.resolve(
      definedOnly({
        code: cellText(cells, 'code'),
        tree: cellText(cells, 'tree'),
        parent: cellText(cells, 'parent'),
        name: cellText(cells, 'name'),
        description: cellText(cells, 'description'),
        status: cellText(cells, 'status'),
        labels: cellLabels(cells),
      }),
    );
  },

  importOne(scope, raw, options, memo) {
    const record = parseRecord(ZCategoryRecord, raw);
    return record.tree
      ? importCategory(scope, record, options, memo)
      : importTree(scope, record, options);
  },
};

/** The record's name and description where they differ from the stored row's. */
function textChanges(
  record: CategoryRecord,
  current: { name: string; description: string | null },
): { name?: string; description?: string | null } {
  return definedOnly({
    name: record.name !== undefined && record.name !== current.name ? record.name : undefined,
    description:
      record.description !== undefined && (record.description ?? null) !== current.description
        ? record.description
        : undefined,
  });
}

async function importTree(
  scope: TenantScope,
  record: CategoryRecord,
  options: ImportOptions,
): Promise<ImportedRecord> {
  if (record.parent) {
    // `parent` needs `tree` (a record without tree is a tree, which has no parent).
    throw new AppError('required', 'tree is required with parent: the tree the parent is in', {
      field: 'tree',
    });
  }
  const found = await findCategoryTreeByCode(scope.db.prisma, scope.tenantId, record.code);
  const current = existingOrMissing(found, options, 'category tree', record.code);
  let id: string;
  let changed = false;
  if (!current) {
    const created = await categoryTrees.createCategoryTree(scope, {
      code: record.code,
      name: requiredOnCreate(record.name, 'name'),
      description: record.description ?? null,
    });
    id = created.id;
  } else {
    id = current.id;
    const text = textChanges(record, current);
    if (Object.keys(text).length > 0) {
      await categoryTrees.updateCategoryTree(scope, { id, ...text });
      changed = true;
    }
  }
  const written = await writeStatusAndLabels(current, record, {
    status: (status) => categoryTrees.setCategoryTreeStatus(scope, { id, status }),
    translations: (translations) =>
      categoryTrees.updateCategoryTreeTranslations(scope, { id, translations }),
  });
  return { id, action: !current ? 'created' : changed || written ? 'updated' : 'unchanged' };
}

async function importCategory(
  scope: TenantScope,
  record: CategoryRecord,
  options: ImportOptions,
  memo: ImportMemo,
): Promise<ImportedRecord> {
  const treeId = await referenceId(scope, memo, 'category_tree', record.tree!, 'tree');
  const parentId = record.parent
    ? await referenceId(scope, memo, 'category', record.parent, 'parent')
    : null;
  const found = await findCategoryByCode(scope.db.prisma, scope.tenantId, record.code);
  const current = existingOrMissing(found, options, 'category', record.code);
  let id: string;
  let changed = false;
  if (!current) {
    const created = await renamingFields(recordField, () =>
      categories.createCategory(scope, {
        category_tree_id: treeId,
        parent_id: parentId,
        code: record.code,
        name: requiredOnCreate(record.name, 'name'),
        description: record.description ?? null,
      }),
    );
    id = created.id;
  } else {
    id = current.id;
    const moves = treeId !== current.categoryTreeId || parentId !== current.parentId;
    const text = textChanges(record, current);
    if (moves || Object.keys(text).length > 0) {
      await renamingFields(recordField, () =>
        categories.updateCategory(scope, {
          id,
          ...text,
          ...(moves ? { category_tree_id: treeId, parent_id: parentId } : {}),
        }),
      );
      changed = true;
    }
  }
  const written = await writeStatusAndLabels(current, record, {
    status: (status) => categories.setCategoryStatus(scope, { id, status }),
    translations: (translations) =>
      categories.updateCategoryTranslations(scope, { id, translations }),
  });
  return { id, action: !current ? 'created' : changed || written ? 'updated' : 'unchanged' };
}
