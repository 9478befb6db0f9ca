// The only place attribute options touch Prisma. Every query names the tenant and the
// attribute; options are deleted for good (no deleted_at), their attribute is checked live
// by the service first.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import type { AttributeType } from '../../platform/limits.ts';
import { findPage, orderByOf, containsText } from '../../platform/shared/index.ts';
import type { ListAttributeOptionsInput } from './schemas.ts';

export type AttributeOptionRow = Prisma.AttributeOptionGetPayload<object>;

/** The type of a live attribute of the tenant, or null. */
export async function findAttributeType(
  db: DbTx,
  tenantId: string,
  id: string,
): Promise<AttributeType | null> {
  const row = await db.attribute.findFirst({
    where: { tenantId, id, deletedAt: null },
    select: { type: true },
  });
  return row?.type ?? null;
}

const ofAttribute = (tenantId: string, attributeId: string) => ({ tenantId, attributeId });

export const findOption = (db: DbTx, tenantId: string, attributeId: string, id: string) =>
  db.attributeOption.findFirst({ where: { ...ofAttribute(tenantId, attributeId), id } });

export const findOptionByCode = (db: DbTx, tenantId: string, attributeId: string, code: string) =>
  db.attributeOption.findFirst({
    where: { ...ofAttribute(tenantId, attributeId), code },
    select: { id: true },
  });

/** An option list's order: the asked field (sort_order, then code, without one); code breaks ties. */
function optionOrder(sort: string | undefined): Prisma.AttributeOptionOrderByWithRelationInput[] {
  if (!sort) return [{ sortOrder: 'asc' }, { code: 'asc' }];
  return [orderByOf(sort)[0]!, { code: 'asc' }];
}

/** One page of an attribute's options; `labelMatches`: ids whose labels match the search. */
export function listOptions(
  db: DbTx,
  tenantId: string,
  input: ListAttributeOptionsInput,
  labelMatches: string[],
) {
  const search = input.search?.trim();
  const where: Prisma.AttributeOptionWhereInput = {
    ...ofAttribute(tenantId, input.id),
    ...(input.codes ? { code: { in: input.codes } } : {}),
    ...(search
      ? {
          OR: [
            { code: containsText(search) },
            { name: containsText(search) },
            ...(labelMatches.length ? [{ id: { in: labelMatches } }] : []),
          ],
        }
      : {}),
  };
  return findPage(
    input,
    ({ skip, take }) =>
      db.attributeOption.findMany({ where, skip, take, orderBy: optionOrder(input.sort) }),
    () => db.attributeOption.count({ where }),
  );
}

/** The highest sort_order among the attribute's options, or null without any. */
export async function highestSortOrder(db: DbTx, tenantId: string, attributeId: string) {
  const { _max } = await db.attributeOption.aggregate({
    where: ofAttribute(tenantId, attributeId),
    _max: { sortOrder: true },
  });
  return _max.sortOrder;
}

export const createOption = (
  db: DbTx,
  tenantId: string,
  attributeId: string,
  data: { code: string; name: string; labels: Record<string, string>; sortOrder: number },
  actor: ActorRef,
) =>
  db.attributeOption.create({
    data: { tenantId, attributeId, ...data, createdBy: actor, modifiedBy: actor },
  });

/** Updates an option of the attribute; null when there is none. */
export async function updateOption(
  db: DbTx,
  tenantId: string,
  attributeId: string,
  id: string,
  data: Prisma.AttributeOptionUpdateManyMutationInput,
) {
  const where = { ...ofAttribute(tenantId, attributeId), id };
  const { count } = await db.attributeOption.updateMany({ where, data });
  return count ? findOption(db, tenantId, attributeId, id) : null;
}

/** Deletes an option of the attribute for good; whether there was one. */
export async function deleteOption(db: DbTx, tenantId: string, attributeId: string, id: string) {
  const { count } = await db.attributeOption.deleteMany({
    where: { ...ofAttribute(tenantId, attributeId), id },
  });
  return count > 0;
}
