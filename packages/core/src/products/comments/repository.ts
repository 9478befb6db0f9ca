// The only place comments touch Prisma. Every query names the tenant and the product.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';

const WITH_ATTRIBUTE = {
  include: { attribute: { select: { id: true, code: true, name: true, deletedAt: true } } },
} as const;

export type CommentRow = Prisma.ProductCommentGetPayload<typeof WITH_ATTRIBUTE>;

/** A page of a product's comments, oldest first, and how many it has. */
export async function listComments(
  db: DbTx,
  tenantId: string,
  productId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: CommentRow[]; total: number }> {
  const where = { tenantId, productId };
  const [rows, total] = await Promise.all([
    db.productComment.findMany({
      where,
      ...WITH_ATTRIBUTE,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.productComment.count({ where }),
  ]);
  return { rows, total };
}

export const findComment = (db: DbTx, tenantId: string, productId: string, id: string) =>
  db.productComment.findFirst({ where: { tenantId, productId, id }, ...WITH_ATTRIBUTE });

export const attributeIsLive = async (db: DbTx, tenantId: string, id: string) =>
  (await db.attribute.count({ where: { tenantId, id, deletedAt: null } })) > 0;

export const createComment = (
  db: DbTx,
  tenantId: string,
  data: { productId: string; body: string; attributeId: string | null },
  author: ActorRef,
) =>
  db.productComment.create({
    data: { tenantId, ...data, createdBy: author },
    ...WITH_ATTRIBUTE,
  });

export const deleteComment = (db: DbTx, tenantId: string, id: string) =>
  db.productComment.deleteMany({ where: { tenantId, id } });
