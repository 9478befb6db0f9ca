// The only place attribute groups touch Prisma. Every query names the tenant; deleted groups
// are never read, and only live attributes count.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, codeOrNameMatches } from '../../platform/shared/index.ts';
import type { ListAttributeGroupsInput } from './schemas.ts';

const live = (tenantId: string) => ({ tenantId, deletedAt: null });

/** Each group with the number of live attributes in it. */
const withCount = {
  _count: { select: { attributes: { where: { deletedAt: null } } } },
} satisfies Prisma.AttributeGroupInclude;

export type AttributeGroupRow = Prisma.AttributeGroupGetPayload<{ include: typeof withCount }>;

export const findAttributeGroup = (db: DbTx, tenantId: string, id: string) =>
  db.attributeGroup.findFirst({ where: { ...live(tenantId), id }, include: withCount });

export const findAttributeGroupByCode = (db: DbTx, tenantId: string, code: string) =>
  db.attributeGroup.findFirst({ where: { ...live(tenantId), code }, select: { id: true } });

export function listAttributeGroups(db: DbTx, tenantId: string, input: ListAttributeGroupsInput) {
  const where: Prisma.AttributeGroupWhereInput = {
    ...live(tenantId),
    ...codeOrNameMatches(input.search?.trim()),
  };
  return findPage(
    input,
    (window) => db.attributeGroup.findMany({ where, ...window, include: withCount }),
    () => db.attributeGroup.count({ where }),
  );
}

export const createAttributeGroup = (
  db: DbTx,
  tenantId: string,
  data: { code: string; name: string; description: string | null; sortOrder: number },
  actor: ActorRef,
) =>
  db.attributeGroup.create({
    data: { tenantId, ...data, createdBy: actor, modifiedBy: actor },
    include: withCount,
  });

/** Updates a live group; null when there is none. */
export async function updateAttributeGroup(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.AttributeGroupUpdateManyMutationInput,
) {
  const { count } = await db.attributeGroup.updateMany({ where: { ...live(tenantId), id }, data });
  return count ? findAttributeGroup(db, tenantId, id) : null;
}

/** The live attributes in a group. */
export const countGroupAttributes = (db: DbTx, tenantId: string, id: string) =>
  db.attribute.count({ where: { ...live(tenantId), attributeGroupId: id } });
