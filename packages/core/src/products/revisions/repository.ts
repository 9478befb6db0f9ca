// The only place revisions touch Prisma: a product's revisions, newest first, and one of them.
// Every query names the tenant and the product.
import type { DbTx } from '@pim/db';
import { findPage } from '../../platform/shared/index.ts';
import type { ListProductRevisionsInput } from './schemas.ts';

/** Whether the product is a live product of the tenant. */
export const productIsLive = async (db: DbTx, tenantId: string, id: string) =>
  (await db.product.count({ where: { tenantId, id, deletedAt: null } })) > 0;

const SUMMARY = {
  id: true,
  revisionNumber: true,
  changeSource: true,
  changeSummary: true,
  restoredFromRevisionId: true,
  createdAt: true,
  createdBy: true,
} as const;

export function listRevisions(db: DbTx, tenantId: string, input: ListProductRevisionsInput) {
  const where = { tenantId, productId: input.id };
  return findPage(
    input,
    ({ skip, take }) =>
      db.productRevision.findMany({
        where,
        select: SUMMARY,
        orderBy: { revisionNumber: 'desc' },
        skip,
        take,
      }),
    () => db.productRevision.count({ where }),
  );
}

export type RevisionSummaryRow = Awaited<ReturnType<typeof listRevisions>>['rows'][number];

const FULL = { ...SUMMARY, snapshotSchemaVersion: true, comment: true } as const;

/**
 * One revision of a live product (`revisionId` absent: the latest), without its stored
 * snapshot or delta: the snapshot is read back whole by chain-sql.ts.
 */
export const findRevision = (db: DbTx, tenantId: string, productId: string, revisionId?: string) =>
  db.productRevision.findFirst({
    where: {
      tenantId,
      productId,
      product: { deletedAt: null },
      ...(revisionId ? { id: revisionId } : {}),
    },
    select: FULL,
    orderBy: { revisionNumber: 'desc' },
  });

export type RevisionRow = NonNullable<Awaited<ReturnType<typeof findRevision>>>;

export const findRevisionByNumber = (
  db: DbTx,
  tenantId: string,
  productId: string,
  revisionNumber: number,
) => db.productRevision.findFirst({ where: { tenantId, productId, revisionNumber }, select: FULL });
