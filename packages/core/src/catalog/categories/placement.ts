// Where a category sits: its tree, its parent (in the same tree, never below the category itself)
// and its path (the codes from the top down). Runs in the caller's transaction, under row locks
// taken in one order everywhere (trees, then the category, then its new parent), so that:
// - a create locks its tree and its parent FOR SHARE: a concurrent delete of either waits,
//   then sees the new child (409 has_children) or the create sees it gone (400);
// - a move locks the tree(s) it leaves and enters FOR UPDATE (in id order), then the category
//   FOR UPDATE, then checks for cycles: two moves in a tree run one after the other, so
//   "A under B" and "B under A" in parallel can never both pass the cycle check.
import type { Sql } from '@pim/db';
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { LIMITS } from '../../platform/limits.ts';
import { lockLiveRow } from '../../platform/shared/index.ts';
import type { UpdateCategoryInput } from './schemas.ts';
import * as repo from './repository.ts';
import * as store from './sql.ts';

export const WHAT = 'Category';

/** How many times a move starts over when the category changed trees before it was locked. */
const ATTEMPTS = 3;

/**
 * The category moved to another tree between the read of its tree and the locks: the move
 * starts over in a new transaction (locks are released, so they are taken in order again).
 */
class MovedMeanwhile extends AppError {
  constructor() {
    super('in_use', 'Another request moved this category meanwhile; try again', { retryAfter: 1 });
  }
}

/** Runs a transaction that moves a category, again when it meets MovedMeanwhile. */
export async function retryMovedMeanwhile<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!(error instanceof MovedMeanwhile) || attempt >= ATTEMPTS) throw error;
    }
  }
}

const invalidReference = (field: string, what: string) =>
  new AppError('invalid_reference', `No ${what} with this id in this tenant`, { field });

/** Locks a live tree of the tenant: FOR SHARE to attach to it, FOR UPDATE to move within it. */
export async function lockTree(db: Sql, tenantId: string, id: string, mode: 'update' | 'share') {
  if (!(await lockLiveRow(db, 'category_trees', tenantId, id, mode))) {
    throw invalidReference('category_tree_id', 'category tree');
  }
}

/** Locks the parent FOR SHARE; it must be a live category of the tenant in `treeId`. */
export async function lockParent(db: Sql, tenantId: string, parentId: string, treeId: string) {
  const parent = await store.lockCategory(db, tenantId, parentId, 'share');
  if (!parent) throw invalidReference('parent_id', 'category');
  if (parent.category_tree_id !== treeId) {
    throw new AppError('invalid_value', 'The parent must be in the same tree as the category', {
      field: 'parent_id',
    });
  }
  return parent;
}

/** Locks an image asset FOR SHARE; it must be a live asset of the tenant. */
export async function lockImageAsset(db: Sql, tenantId: string, assetId: string) {
  if (!(await store.lockLiveAsset(db, tenantId, assetId))) {
    throw invalidReference('image_asset_id', 'asset');
  }
}

/** The path of a category with this code under this parent (or at the top level). */
export const pathOf = (code: string, parent: { path: string } | undefined) =>
  parent ? `${parent.path}/${code}` : code;

/**
 * A tree is at most LIMITS.categoryDepth levels deep: paths repeat every ancestor's code, so
 * depth costs storage and move time quadratically. `below` is the height of what moves along.
 */
export function checkDepth(parent: { path: string } | undefined, below = 0): void {
  const depth = (parent ? parent.path.split('/').length : 0) + 1 + below;
  if (depth > LIMITS.categoryDepth) {
    throw new AppError(
      'out_of_range',
      `A category tree is at most ${LIMITS.categoryDepth} levels deep; this would make ${depth}`,
      { field: 'parent_id' },
    );
  }
}

/**
 * Applies the parent_id and category_tree_id of a PATCH: the category and its whole subtree
 * move in one statement (paths, and the tree when it changes). category_tree_id alone puts
 * the category at the top level of another tree (naming its own tree moves nothing);
 * parent_id must then be in that tree. Locks are held until the caller's transaction ends,
 * which retryMovedMeanwhile wraps.
 */
export async function placeCategory(scope: TenantScope, input: UpdateCategoryInput) {
  const { db, tenantId } = scope;
  const current = await repo.findCategory(db.prisma, tenantId, input.id);
  if (!current) throw notFound(WHAT);
  const treeId = input.category_tree_id ?? current.categoryTreeId;
  for (const id of [...new Set([current.categoryTreeId, treeId])].sort()) {
    await lockTree(db.sql, tenantId, id, 'update');
  }
  const self = await store.lockCategory(db.sql, tenantId, input.id, 'update');
  if (!self) throw notFound(WHAT);
  if (self.category_tree_id !== current.categoryTreeId) throw new MovedMeanwhile();
  await moveUnderLocks(scope, input, self, treeId);
}

async function moveUnderLocks(
  { db, tenantId, principal }: TenantScope,
  input: UpdateCategoryInput,
  self: store.LockedCategory,
  treeId: string,
) {
  const parent = input.parent_id
    ? await lockParent(db.sql, tenantId, input.parent_id, treeId)
    : undefined;
  if (parent && (await store.isSelfOrAncestor(db.sql, tenantId, parent.id, self.id))) {
    throw new AppError(
      'invalid_value',
      'A category cannot be moved under itself or one of its descendants',
      { field: 'parent_id' },
    );
  }
  const sameTree = treeId === self.category_tree_id;
  const parentId =
    input.parent_id !== undefined ? (parent?.id ?? null) : sameTree ? self.parent_id : null;
  if (sameTree && parentId === self.parent_id) return;
  if (parent) checkDepth(parent, await store.subtreeHeight(db.sql, tenantId, self.id));
  await store.moveSubtree(db.sql, tenantId, {
    id: self.id,
    parentId,
    treeId,
    path: pathOf(self.code, parent),
    actor: actorOf(principal),
  });
}
