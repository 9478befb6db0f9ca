// The only place product families touch Prisma. Every query names the tenant; deleted
// families, attributes and products are never read or counted.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, codeOrNameMatches, containsText } from '../../platform/shared/index.ts';
import type { ListProductFamiliesInput } from './schemas.ts';

const live = (tenantId: string) => ({ tenantId, deletedAt: null });

/** What a family answer shows beside its columns: its display attributes and its counts. */
const details = (tenantId: string) =>
  ({
    nameAttribute: true,
    imageAttribute: true,
    _count: {
      select: {
        attributes: { where: { tenantId, attribute: { deletedAt: null } } },
        products: { where: live(tenantId) },
      },
    },
  }) satisfies Prisma.ProductFamilyInclude;

export type ProductFamilyRow = Prisma.ProductFamilyGetPayload<{
  include: ReturnType<typeof details>;
}>;

export const findProductFamily = (db: DbTx, tenantId: string, id: string) =>
  db.productFamily.findFirst({ where: { ...live(tenantId), id }, include: details(tenantId) });

export const findProductFamilyByCode = (db: DbTx, tenantId: string, code: string) =>
  db.productFamily.findFirst({ where: { ...live(tenantId), code }, select: { id: true } });

export function listProductFamilies(
  db: DbTx,
  tenantId: string,
  input: ListProductFamiliesInput,
  statuses: ('active' | 'inactive')[] | undefined,
) {
  const name = input.name?.trim();
  const where: Prisma.ProductFamilyWhereInput = {
    ...live(tenantId),
    ...codeOrNameMatches(input.search?.trim()),
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(name ? { name: containsText(name) } : {}),
    ...(statuses ? { status: { in: statuses } } : {}),
  };
  return findPage(
    input,
    (window) => db.productFamily.findMany({ where, ...window, include: details(tenantId) }),
    () => db.productFamily.count({ where }),
  );
}

export const createProductFamily = (
  db: DbTx,
  tenantId: string,
  data: { code: string; name: string; description: string | null },
  actor: ActorRef,
) =>
  db.productFamily.create({
    data: { tenantId, ...data, createdBy: actor, modifiedBy: actor },
    include: details(tenantId),
  });

/** Updates a live family; null when there is none. */
export async function updateProductFamily(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.ProductFamilyUncheckedUpdateManyInput,
) {
  const { count } = await db.productFamily.updateMany({ where: { ...live(tenantId), id }, data });
  return count ? findProductFamily(db, tenantId, id) : null;
}

/** The family's attribute (live) with its type; null when the attribute is not in the family. */
export const findFamilyAttributeType = (
  db: DbTx,
  tenantId: string,
  familyId: string,
  attributeId: string,
) =>
  db.familyAttribute.findFirst({
    where: { tenantId, familyId, attributeId, attribute: { deletedAt: null } },
    select: { attribute: { select: { type: true } } },
  });
