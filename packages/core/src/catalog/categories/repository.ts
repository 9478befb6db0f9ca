// The only place categories touch Prisma. Every query names the tenant; deleted categories
// are never read.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, codeOrNameMatches } from '../../platform/shared/index.ts';
import type { ListCategoriesInput } from './schemas.ts';

export type CategoryRow = Prisma.CategoryGetPayload<object>;

const live = (tenantId: string) => ({ tenantId, deletedAt: null });

export const findCategory = (db: DbTx, tenantId: string, id: string) =>
  db.category.findFirst({ where: { ...live(tenantId), id } });

export const findCategoryByCode = (db: DbTx, tenantId: string, code: string) =>
  db.category.findFirst({ where: { ...live(tenantId), code } });

/** is_root: true keeps top-level categories, false those with a parent. */
function parentFilter(input: ListCategoriesInput): Prisma.CategoryWhereInput {
  if (input.parent_id) return { parentId: input.parent_id };
  if (input.is_root === undefined) return {};
  return { parentId: input.is_root ? null : { not: null } };
}

export function listCategories(db: DbTx, tenantId: string, input: ListCategoriesInput) {
  const where: Prisma.CategoryWhereInput = {
    ...live(tenantId),
    ...codeOrNameMatches(input.search?.trim()),
    ...(input.status?.length ? { status: { in: input.status } } : {}),
    ...(input.category_tree_id ? { categoryTreeId: input.category_tree_id } : {}),
    ...parentFilter(input),
  };
  return findPage(
    input,
    (window) => db.category.findMany({ where, ...window }),
    () => db.category.count({ where }),
  );
}

export const createCategory = (
  db: DbTx,
  tenantId: string,
  data: {
    categoryTreeId: string;
    parentId: string | null;
    code: string;
    name: string;
    description: string | null;
    imageAssetId: string | null;
    path: string;
  },
  actor: ActorRef,
) => db.category.create({ data: { tenantId, ...data, createdBy: actor, modifiedBy: actor } });

/** Updates a live category; null when there is none. */
export async function updateCategory(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.CategoryUncheckedUpdateManyInput,
) {
  const { count } = await db.category.updateMany({ where: { ...live(tenantId), id }, data });
  return count ? findCategory(db, tenantId, id) : null;
}

export const countLiveChildren = (db: DbTx, tenantId: string, id: string) =>
  db.category.count({ where: { ...live(tenantId), parentId: id } });
