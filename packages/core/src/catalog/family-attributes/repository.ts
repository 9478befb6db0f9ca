// The only place family attributes touch Prisma. Every query names the tenant and the family;
// rows of deleted attributes, deleted channels and deleted groups are never shown.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, containsText } from '../../platform/shared/index.ts';
import type { ListFamilyAttributesInput } from './schemas.ts';

const details = (tenantId: string) =>
  ({
    attribute: { include: { group: true } },
    channels: {
      where: { tenantId, channel: { deletedAt: null } },
      include: { channel: true },
      orderBy: { channel: { code: 'asc' } },
    },
  }) satisfies Prisma.FamilyAttributeInclude;

export type FamilyAttributeRow = Prisma.FamilyAttributeGetPayload<{
  include: ReturnType<typeof details>;
}>;

const ofFamily = (tenantId: string, familyId: string) => ({
  tenantId,
  familyId,
  attribute: { deletedAt: null },
});

/**
 * One page of the family's attributes, by the attribute group's sort order (attributes
 * without a group last), then the attribute's sort order, then its code.
 */
export function listFamilyAttributes(db: DbTx, tenantId: string, input: ListFamilyAttributesInput) {
  const search = input.search?.trim();
  const where: Prisma.FamilyAttributeWhereInput = {
    ...ofFamily(tenantId, input.productFamilyId),
    ...(search ? { attribute: { deletedAt: null, name: containsText(search) } } : {}),
  };
  return findPage(
    input,
    ({ skip, take }) =>
      db.familyAttribute.findMany({
        where,
        skip,
        take,
        include: details(tenantId),
        orderBy: [
          { attribute: { group: { sortOrder: 'asc' } } },
          { attribute: { sortOrder: 'asc' } },
          { attribute: { code: 'asc' } },
        ],
      }),
    () => db.familyAttribute.count({ where }),
  );
}

/** The attributes among `attributeIds` that the family already holds. */
export async function findFamilyAttributeIds(
  db: DbTx,
  tenantId: string,
  familyId: string,
  attributeIds: string[],
) {
  const rows = await db.familyAttribute.findMany({
    where: { tenantId, familyId, attributeId: { in: attributeIds } },
    select: { attributeId: true },
  });
  return new Set(rows.map((row) => row.attributeId));
}

export const findFamilyAttribute = (
  db: DbTx,
  tenantId: string,
  familyId: string,
  attributeId: string,
) => db.familyAttribute.findFirst({ where: { ...ofFamily(tenantId, familyId), attributeId } });

export interface NewFamilyAttribute {
  attributeId: string;
  channelIds: string[];
  isMandatory: boolean;
  isOverridable: boolean;
}

export async function createFamilyAttributes(
  db: DbTx,
  tenantId: string,
  familyId: string,
  items: NewFamilyAttribute[],
  actor: ActorRef,
) {
  await db.familyAttribute.createMany({
    data: items.map((item) => ({
      tenantId,
      familyId,
      attributeId: item.attributeId,
      isMandatory: item.isMandatory,
      isOverridable: item.isOverridable,
      createdBy: actor,
      modifiedBy: actor,
    })),
  });
}

/** Sets these fields on the family's rows of these attributes. */
export const updateFamilyAttributes = (
  db: DbTx,
  tenantId: string,
  familyId: string,
  attributeIds: string[],
  data: { isMandatory?: boolean; isOverridable?: boolean; modifiedBy: ActorRef },
) =>
  db.familyAttribute.updateMany({
    where: { tenantId, familyId, attributeId: { in: attributeIds } },
    data,
  });

/** Removes the channel rows of these family attributes (before new ones are written). */
export const deleteChannels = (
  db: DbTx,
  tenantId: string,
  familyId: string,
  attributeIds: string[],
) =>
  db.familyAttributeChannel.deleteMany({
    where: { tenantId, familyId, attributeId: { in: attributeIds } },
  });

/** Removes the attribute from the family (its channel rows go with it: ON DELETE CASCADE). */
export const deleteFamilyAttribute = (
  db: DbTx,
  tenantId: string,
  familyId: string,
  attributeId: string,
) => db.familyAttribute.deleteMany({ where: { tenantId, familyId, attributeId } });

/** The live family with its display attributes; null when there is none. */
export const findFamily = (db: DbTx, tenantId: string, familyId: string) =>
  db.productFamily.findFirst({
    where: { tenantId, id: familyId, deletedAt: null },
    select: { id: true, nameAttributeId: true, imageAttributeId: true },
  });

/** The codes of the family's live variant families that have the attribute as an axis. */
export async function findVariantFamiliesWithAxis(
  db: DbTx,
  tenantId: string,
  familyId: string,
  attributeId: string,
) {
  const rows = await db.variantFamily.findMany({
    where: { tenantId, familyId, deletedAt: null, axes: { some: { tenantId, attributeId } } },
    select: { code: true },
    orderBy: { code: 'asc' },
  });
  return rows.map((row) => row.code);
}
