// The only place category mappings touch Prisma. Every query names the tenant. A mapping is
// read only while its connection and its category are live: a deleted connection's or
// category's mappings are out of reach.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, type PageInput } from '../../platform/shared/index.ts';

export const mappingInclude = {
  category: { select: { code: true, name: true } },
} satisfies Prisma.CategoryMappingInclude;
export type CategoryMappingRow = Prisma.CategoryMappingGetPayload<{
  include: typeof mappingInclude;
}>;

const reachable = (tenantId: string) => ({
  tenantId,
  connection: { deletedAt: null },
  category: { deletedAt: null },
});

export const findMapping = (db: DbTx, tenantId: string, id: string) =>
  db.categoryMapping.findFirst({ where: { ...reachable(tenantId), id }, include: mappingInclude });

export const findMappingOf = (
  db: DbTx,
  tenantId: string,
  key: { connectionId: string; channelCode: string; categoryId: string },
) => db.categoryMapping.findFirst({ where: { tenantId, ...key }, select: { id: true } });

/** Every mapping of a connection for a channel code (the channel view reads them all). */
export const mappingsOfChannel = (
  db: DbTx,
  tenantId: string,
  connectionId: string,
  channelCode: string,
) =>
  db.categoryMapping.findMany({
    where: { ...reachable(tenantId), connectionId, channelCode },
    include: mappingInclude,
  });

export function listMappings(
  db: DbTx,
  tenantId: string,
  filter: { connectionId: string; channelCode: string },
  input: PageInput,
) {
  const where: Prisma.CategoryMappingWhereInput = { ...reachable(tenantId), ...filter };
  return findPage(
    input,
    (window) => db.categoryMapping.findMany({ where, include: mappingInclude, ...window }),
    () => db.categoryMapping.count({ where }),
  );
}

export const createMapping = (
  db: DbTx,
  tenantId: string,
  data: {
    connectionId: string;
    channelCode: string;
    categoryId: string;
    externalCategoryId: string;
    externalCategoryName: string | null;
    externalCategoryPath: string | null;
  },
  actor: ActorRef,
) =>
  db.categoryMapping.create({
    data: { tenantId, ...data, createdBy: actor, modifiedBy: actor },
    include: mappingInclude,
  });

/** Updates a reachable mapping; false when there is none. */
export async function updateMapping(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.CategoryMappingUncheckedUpdateManyInput,
): Promise<boolean> {
  const { count } = await db.categoryMapping.updateMany({
    where: { ...reachable(tenantId), id },
    data,
  });
  return count > 0;
}

/** Deletes a reachable mapping for good; false when there is none. */
export async function deleteMapping(db: DbTx, tenantId: string, id: string): Promise<boolean> {
  const { count } = await db.categoryMapping.deleteMany({ where: { ...reachable(tenantId), id } });
  return count > 0;
}
