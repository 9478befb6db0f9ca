// The only place jobs touch Prisma: job rows, their items and job files, read and created.
// Every query names the tenant (but the sweep of expired files, which is every tenant's).
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../platform/access/index.ts';

export const createJobRow = (
  db: DbTx,
  tenantId: string,
  job: {
    type: 'import' | 'export' | 'bulk_update';
    entity: string;
    options: Prisma.InputJsonValue;
    fileId: string | null;
    principal: Prisma.InputJsonValue;
    createdBy: ActorRef;
  },
) => db.job.create({ data: { tenantId, ...job } });

/** A page of the tenant's jobs matching `where` (which names the tenant), and their count. */
export const findJobPage = (
  db: DbTx,
  where: Prisma.JobWhereInput & { tenantId: string },
  page: { skip: number; take: number; newestFirst: boolean },
) => {
  const order = page.newestFirst ? 'desc' : 'asc';
  return Promise.all([
    db.job.findMany({
      where,
      orderBy: [{ createdAt: order }, { id: order }],
      skip: page.skip,
      take: page.take,
    }),
    db.job.count({ where }),
  ]);
};

export const findJobOfTypes = (
  db: DbTx,
  tenantId: string,
  id: string,
  types: readonly ('import' | 'export' | 'bulk_update')[],
) => db.job.findFirst({ where: { tenantId, id, type: { in: [...types] } } });

/** A page of a job's items matching `where` (which names the tenant), and their count. */
export const findJobItemPage = (
  db: DbTx,
  where: Prisma.JobItemWhereInput & { tenantId: string; jobId: string },
  page: { skip: number; take: number },
) =>
  Promise.all([
    db.jobItem.findMany({ where, orderBy: { index: 'asc' }, skip: page.skip, take: page.take }),
    db.jobItem.count({ where }),
  ]);

/** Up to `take` failed items of a job after the record `afterIndex`, in file order. */
export const findFailedItemsAfter = (
  db: DbTx,
  tenantId: string,
  jobId: string,
  afterIndex: number,
  take: number,
) =>
  db.jobItem.findMany({
    where: { tenantId, jobId, status: 'failed', index: { gt: afterIndex } },
    orderBy: { index: 'asc' },
    select: { index: true, errors: true },
    take,
  });

export const createJobFile = (db: DbTx, data: Prisma.JobFileUncheckedCreateInput) =>
  db.jobFile.create({ data });

/** A live (unexpired) file of the tenant with this purpose. */
export const findLiveJobFile = (
  db: DbTx,
  tenantId: string,
  id: string,
  purpose: 'import' | 'artifact',
) => db.jobFile.findFirst({ where: { tenantId, id, purpose, expiresAt: { gt: new Date() } } });

/** Up to 500 expired files, every tenant's (the engine's sweep). */
export const findExpiredJobFiles = (db: DbTx) =>
  db.jobFile.findMany({
    where: { expiresAt: { lt: new Date() } },
    select: { id: true, storageKey: true },
    take: 500,
  });

export const deleteJobFile = (db: DbTx, id: string) => db.jobFile.delete({ where: { id } });
