// The only place category trees touch Prisma. Every query names the tenant; deleted trees
// are never read.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, codeOrNameMatches } from '../../platform/shared/index.ts';
import type { ListCategoryTreesInput } from './schemas.ts';

export type CategoryTreeRow = Prisma.CategoryTreeGetPayload<object>;

const live = (tenantId: string) => ({ tenantId, deletedAt: null });

export const findCategoryTree = (db: DbTx, tenantId: string, id: string) =>
  db.categoryTree.findFirst({ where: { ...live(tenantId), id } });

export const findCategoryTreeByCode = (db: DbTx, tenantId: string, code: string) =>
  db.categoryTree.findFirst({ where: { ...live(tenantId), code } });

export function listCategoryTrees(db: DbTx, tenantId: string, input: ListCategoryTreesInput) {
  const where: Prisma.CategoryTreeWhereInput = {
    ...live(tenantId),
    ...codeOrNameMatches(input.search?.trim()),
    ...(input.status?.length ? { status: { in: input.status } } : {}),
  };
  return findPage(
    input,
    (window) => db.categoryTree.findMany({ where, ...window }),
    () => db.categoryTree.count({ where }),
  );
}

export const createCategoryTree = (
  db: DbTx,
  tenantId: string,
  data: { code: string; name: string; description: string | null },
  actor: ActorRef,
) =>
  db.categoryTree.create({
    data: { tenantId, ...data, createdBy: actor, modifiedBy: actor },
  });

/** Updates a live tree; null when there is none. */
export async function updateCategoryTree(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.CategoryTreeUpdateManyMutationInput,
) {
  const { count } = await db.categoryTree.updateMany({ where: { ...live(tenantId), id }, data });
  return count ? findCategoryTree(db, tenantId, id) : null;
}

/** What still lives in or on a tree: its categories and the channels built on it. */
export async function countTreeUsers(db: DbTx, tenantId: string, id: string) {
  const [categories, channels] = await Promise.all([
    db.category.count({ where: { ...live(tenantId), categoryTreeId: id } }),
    db.channel.count({ where: { ...live(tenantId), categoryTreeId: id } }),
  ]);
  return { categories, channels };
}
