// The only place products touch Prisma: the create (with its categories) and the code lookup.
// Every query names the tenant; deleted products are never read.
import type { DbTx } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';

export const findProductByCode = (db: DbTx, tenantId: string, code: string) =>
  db.product.findFirst({ where: { tenantId, code, deletedAt: null }, select: { id: true } });

export const createProduct = (
  db: DbTx,
  tenantId: string,
  data: {
    code: string;
    productFamilyId: string;
    variantFamilyId: string | null;
    productType: string | null;
    categoryIds: readonly string[];
  },
  actor: ActorRef,
) =>
  db.product.create({
    data: {
      tenantId,
      code: data.code,
      productFamilyId: data.productFamilyId,
      variantFamilyId: data.variantFamilyId,
      productType: data.productType,
      createdBy: actor,
      modifiedBy: actor,
      categories: { create: data.categoryIds.map((categoryId) => ({ categoryId })) },
    },
    select: { id: true },
  });
