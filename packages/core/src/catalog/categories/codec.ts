// The categories codec: one file holds both category trees and their categories. A record
// without `tree` is a TREE {code, name, description?, status?, labels?}; with `tree` (a tree
// code) it is a CATEGORY of that tree, under `parent` (a category code of the same tree;
// absent = top level). Writes go through the category tree and category services, so moves,
// cycles and depth follow the API's rules and fail with its codes, on the record's fields. The
// export writes the trees first (by code), then their categories by tree code and path, so a
// parent always comes before its children and the file imports back in one pass.
import type { TenantScope } from '../../platform/access/index.ts';
import {
  codeRef,
  countLive,
  defineCodec,
  definedOnly,
  differs,
  differsNullable,
  keysetPages,
  labelLocales,
  renamingFields,
  requiredOnCreate,
  text,
  type CodecQuery,
  type EntityWrites,
  type RecordOf,
} from '../../platform/codecs/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { zCatalogDescription, zCode, zName } from '../../platform/shared/index.ts';
import { categoryTrees, findCategoryTreeByCode, zCatalogStatus } from '../category-trees/index.ts';
import { translatedLabels, writeStatusAndLabels } from '../translations/index.ts';
import { findCategoryByCode } from './repository.ts';
import * as categories from './service.ts';
import { categoryExportPage, treeExportPage, type CategoryExportRow } from './sql.ts';

export const categoryCodec = defineCodec({
  code: text(zCode(100)),
  /** A tree code: the record is a category of it. Absent or null: the record is a tree. */
  tree: codeRef(zCode(100).nullish(), 'category_tree'),
  /** A category code of the same tree; absent or null: a top-level category. */
  parent: codeRef(zCode(100).nullish(), 'category'),
  name: text(zName.optional()),
  description: text(zCatalogDescription.nullish()),
  status: text(zCatalogStatus.optional()),
  labels: translatedLabels(),
});

type CategoryRecord = RecordOf<typeof categoryCodec.fields>;

/** The record's name and description where they differ from the stored row's. */
const textChanges = (
  record: CategoryRecord,
  current: { name: string; description: string | null },
) =>
  definedOnly({
    name: differs(record.name, current.name),
    description: differsNullable(record.description, current.description),
  });

type TreeRow = NonNullable<Awaited<ReturnType<typeof findCategoryTreeByCode>>>;
type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategoryByCode>>>;

const treeWrites: EntityWrites<CategoryRecord, TreeRow> = {
  what: 'category tree',

  check(record) {
    // `parent` needs `tree` (a record without tree is a tree, which has no parent).
    if (record.parent) {
      throw new AppError('required', 'tree is required with parent: the tree the parent is in', {
        field: 'tree',
      });
    }
  },

  find: ({ db, tenantId }, record) => findCategoryTreeByCode(db.prisma, tenantId, record.code),

  async create(scope, record) {
    const { id } = await categoryTrees.createCategoryTree(scope, {
      code: record.code,
      name: requiredOnCreate(record.name, 'name'),
      description: record.description ?? null,
    });
    await writeTreeStatusAndLabels(scope, id, undefined, record);
    return id;
  },

  async update(scope, current, record) {
    const id = current.id;
    const text = textChanges(record, current);
    const changed = Object.keys(text).length > 0;
    if (changed) await categoryTrees.updateCategoryTree(scope, { id, ...text });
    return (await writeTreeStatusAndLabels(scope, id, current, record)) || changed;
  },
};

const writeTreeStatusAndLabels = (
  scope: TenantScope,
  id: string,
  current: TreeRow | undefined,
  record: CategoryRecord,
) =>
  writeStatusAndLabels(current, record, {
    status: (status) => categoryTrees.setCategoryTreeStatus(scope, { id, status }),
    translations: (translations) =>
      categoryTrees.updateCategoryTreeTranslations(scope, { id, translations }),
  });

/** The services' fields as the record's. */
const RECORD_FIELDS: Record<string, string> = { category_tree_id: 'tree', parent_id: 'parent' };
const recordField = (field: string) => RECORD_FIELDS[field] ?? field;

const categoryWrites: EntityWrites<CategoryRecord, CategoryRow> = {
  what: 'category',

  find: ({ db, tenantId }, record) => findCategoryByCode(db.prisma, tenantId, record.code),

  async create(scope, record, refs) {
    const { id } = await renamingFields(recordField, () =>
      categories.createCategory(scope, {
        category_tree_id: refs.tree!,
        parent_id: refs.parent ?? null,
        code: record.code,
        name: requiredOnCreate(record.name, 'name'),
        description: record.description ?? null,
      }),
    );
    await writeCategoryStatusAndLabels(scope, id, undefined, record);
    return id;
  },

  async update(scope, current, record, refs) {
    const id = current.id;
    const treeId = refs.tree!;
    const parentId = refs.parent ?? null;
    const moves = treeId !== current.categoryTreeId || parentId !== current.parentId;
    const text = textChanges(record, current);
    const changed = moves || Object.keys(text).length > 0;
    if (changed) {
      await renamingFields(recordField, () =>
        categories.updateCategory(scope, {
          id,
          ...text,
          ...(moves ? { category_tree_id: treeId, parent_id: parentId } : {}),
        }),
      );
    }
    return (await writeCategoryStatusAndLabels(scope, id, current, record)) || changed;
  },
};

const writeCategoryStatusAndLabels = (
  scope: TenantScope,
  id: string,
  current: CategoryRow | undefined,
  record: CategoryRecord,
) =>
  writeStatusAndLabels(current, record, {
    status: (status) => categories.setCategoryStatus(scope, { id, status }),
    translations: (translations) =>
      categories.updateCategoryTranslations(scope, { id, translations }),
  });

/** A record with `tree` is a category, one without a tree. */
export const categoryWritesOf = (record: CategoryRecord) =>
  record.tree ? categoryWrites : treeWrites;

export const categoryQuery: CodecQuery = {
  async count(scope, code) {
    const [trees, categories] = await Promise.all([
      countLive(scope, 'category_trees', code),
      countLive(scope, 'categories', code),
    ]);
    return trees + categories;
  },
  async labelLocales(scope, code) {
    const [trees, categories] = await Promise.all([
      labelLocales(scope, 'category_trees', code),
      labelLocales(scope, 'categories', code),
    ]);
    return [...trees, ...categories];
  },
  async *rows({ db, tenantId }, code) {
    type Row = CategoryExportRow;
    yield* keysetPages<Row>((after) => treeExportPage(db.sql, tenantId, code, after));
    yield* keysetPages<Row>((after) => categoryExportPage(db.sql, tenantId, code, after));
  },
};
