// The only place variant families touch Prisma. Every query names the tenant and the product
// family; deleted variant families, families and products are never read or counted.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';

const details = (tenantId: string) =>
  ({
    axes: {
      where: { tenantId },
      include: { attribute: true },
      orderBy: [{ level: 'asc' }, { position: 'asc' }],
    },
  }) satisfies Prisma.VariantFamilyInclude;

export type VariantFamilyRow = Prisma.VariantFamilyGetPayload<{
  include: ReturnType<typeof details>;
}>;

const ofFamily = (tenantId: string, familyId: string) => ({
  tenantId,
  familyId,
  deletedAt: null,
  family: { deletedAt: null },
});

export const findVariantFamily = (db: DbTx, tenantId: string, familyId: string, id: string) =>
  db.variantFamily.findFirst({
    where: { ...ofFamily(tenantId, familyId), id },
    include: details(tenantId),
  });

export const listVariantFamilies = (db: DbTx, tenantId: string, familyId: string) =>
  db.variantFamily.findMany({
    where: ofFamily(tenantId, familyId),
    include: details(tenantId),
    orderBy: [{ code: 'asc' }, { id: 'asc' }],
  });

export const findVariantFamilyByCode = (
  db: DbTx,
  tenantId: string,
  familyId: string,
  code: string,
) =>
  db.variantFamily.findFirst({
    where: { tenantId, familyId, code, deletedAt: null },
    select: { id: true },
  });

export const familyExists = async (db: DbTx, tenantId: string, familyId: string) =>
  !!(await db.productFamily.findFirst({
    where: { tenantId, id: familyId, deletedAt: null },
    select: { id: true },
  }));

export const createVariantFamily = (
  db: DbTx,
  tenantId: string,
  familyId: string,
  data: {
    code: string;
    name: string;
    axes: { attributeId: string; level: number; position: number }[];
  },
  actor: ActorRef,
) =>
  db.variantFamily.create({
    data: {
      tenantId,
      familyId,
      code: data.code,
      name: data.name,
      createdBy: actor,
      modifiedBy: actor,
      axes: { create: data.axes },
    },
    include: details(tenantId),
  });

/** Live products built on the variant family. */
export const countVariantFamilyProducts = (db: DbTx, tenantId: string, id: string) =>
  db.product.count({ where: { tenantId, variantFamilyId: id, deletedAt: null } });

export const softDeleteVariantFamily = (db: DbTx, tenantId: string, id: string, actor: ActorRef) =>
  db.variantFamily.updateMany({
    where: { tenantId, id, deletedAt: null },
    data: { deletedAt: new Date(), modifiedBy: actor },
  });
