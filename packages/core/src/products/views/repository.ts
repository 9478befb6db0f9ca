// The only place saved product views touch Prisma. Every query names the tenant and the owner,
// so another principal's view, or another tenant's, is never read or changed: it is not there.
import type { DbTx } from '@pim/db';
import type { Principal } from '../../platform/access/index.ts';
import { PRODUCT_VIEWS_MAX } from './schemas.ts';

/** The owner columns of the caller's views: a user or a service account. */
export type ViewOwner = { userId: string } | { serviceAccountId: string };

export const ownerOf = (principal: Principal): ViewOwner =>
  principal.kind === 'user'
    ? { userId: principal.userId }
    : { serviceAccountId: principal.serviceAccountId };

const select = { id: true, name: true, query: true, createdAt: true, modifiedAt: true } as const;
export type ProductViewRow = {
  id: string;
  name: string;
  query: string;
  createdAt: Date;
  modifiedAt: Date;
};

export const listViews = (db: DbTx, tenantId: string, owner: ViewOwner) =>
  db.productView.findMany({
    where: { tenantId, ...owner },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: PRODUCT_VIEWS_MAX,
    select,
  });

export const countViews = (db: DbTx, tenantId: string, owner: ViewOwner) =>
  db.productView.count({ where: { tenantId, ...owner } });

export const createView = (
  db: DbTx,
  tenantId: string,
  owner: ViewOwner,
  data: { name: string; query: string },
) => db.productView.create({ data: { tenantId, ...owner, ...data }, select });

/** The changed view, or null when the caller has no view of that id. */
export async function updateView(
  db: DbTx,
  tenantId: string,
  owner: ViewOwner,
  id: string,
  data: { name?: string; query?: string },
): Promise<ProductViewRow | null> {
  const { count } = await db.productView.updateMany({ where: { id, tenantId, ...owner }, data });
  if (count === 0) return null;
  return db.productView.findFirst({ where: { id, tenantId, ...owner }, select });
}

/** Whether the caller had a view of that id (now deleted). */
export async function deleteView(
  db: DbTx,
  tenantId: string,
  owner: ViewOwner,
  id: string,
): Promise<boolean> {
  const { count } = await db.productView.deleteMany({ where: { id, tenantId, ...owner } });
  return count > 0;
}
