// The only place attributes touch Prisma. Every query names the tenant; deleted attributes,
// groups and families are never read.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, codeOrNameMatches } from '../../platform/shared/index.ts';
import type { ListAttributesInput } from './schemas.ts';

const live = (tenantId: string) => ({ tenantId, deletedAt: null });

/** Each attribute with its group's reference and its number of options. */
const withGroup = {
  group: { select: { id: true, code: true, name: true, deletedAt: true } },
  _count: { select: { options: true } },
} satisfies Prisma.AttributeInclude;

export type AttributeRow = Prisma.AttributeGetPayload<{ include: typeof withGroup }>;

export const findAttribute = (db: DbTx, tenantId: string, id: string) =>
  db.attribute.findFirst({ where: { ...live(tenantId), id }, include: withGroup });

export const findAttributeByCode = (db: DbTx, tenantId: string, code: string) =>
  db.attribute.findFirst({ where: { ...live(tenantId), code }, select: { id: true } });

/** The codes among these that name a live attribute of the tenant. */
export async function liveAttributeCodesAmong(
  db: DbTx,
  tenantId: string,
  codes: readonly string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.attribute.findMany({
    where: { ...live(tenantId), code: { in: [...codes] } },
    select: { code: true },
  });
  return new Set(rows.map((row) => row.code));
}

export function listAttributes(db: DbTx, tenantId: string, input: ListAttributesInput) {
  const where: Prisma.AttributeWhereInput = {
    ...live(tenantId),
    ...codeOrNameMatches(input.search?.trim()),
    ...(input.status?.length ? { status: { in: input.status } } : {}),
    ...(input.type?.length ? { type: { in: input.type } } : {}),
    ...(input.attribute_group_id ? { attributeGroupId: input.attribute_group_id } : {}),
  };
  return findPage(
    input,
    (window) => db.attribute.findMany({ where, ...window, include: withGroup }),
    () => db.attribute.count({ where }),
  );
}

/** A config as parsed by its type's schema: plain JSON. */
type Config = Record<string, unknown>;
const json = (config: Config) => config as Prisma.InputJsonObject;

export const createAttribute = (
  db: DbTx,
  tenantId: string,
  data: Omit<
    Prisma.AttributeUncheckedCreateInput,
    'tenantId' | 'createdBy' | 'modifiedBy' | 'config'
  > & { config: Config },
  actor: ActorRef,
) =>
  db.attribute.create({
    data: { ...data, config: json(data.config), tenantId, createdBy: actor, modifiedBy: actor },
    include: withGroup,
  });

/** Updates a live attribute; null when there is none. */
export async function updateAttribute(
  db: DbTx,
  tenantId: string,
  id: string,
  {
    config,
    ...data
  }: Omit<Prisma.AttributeUncheckedUpdateManyInput, 'config'> & {
    config?: Config;
  },
) {
  const { count } = await db.attribute.updateMany({
    where: { ...live(tenantId), id },
    data: { ...data, ...(config ? { config: json(config) } : {}) },
  });
  return count ? findAttribute(db, tenantId, id) : null;
}

/**
 * The live product families that use an attribute, by how: holding it, having it as a
 * variant axis (of a live variant family), showing it as a product's name or image.
 */
export async function findAttributeUsers(db: DbTx, tenantId: string, id: string) {
  const [members, axes, display] = await Promise.all([
    db.familyAttribute.findMany({
      where: { tenantId, attributeId: id, family: live(tenantId) },
      select: { family: { select: { code: true } } },
      orderBy: { family: { code: 'asc' } },
    }),
    db.variantFamilyAxis.findMany({
      where: {
        tenantId,
        attributeId: id,
        variantFamily: { ...live(tenantId), family: live(tenantId) },
      },
      select: { variantFamily: { select: { code: true, family: { select: { code: true } } } } },
      orderBy: { variantFamily: { code: 'asc' } },
    }),
    db.productFamily.findMany({
      where: { ...live(tenantId), OR: [{ nameAttributeId: id }, { imageAttributeId: id }] },
      select: { code: true },
      orderBy: { code: 'asc' },
    }),
  ]);
  return {
    families: members.map((m) => m.family.code),
    variantFamilies: axes.map((a) => `${a.variantFamily.family.code}/${a.variantFamily.code}`),
    displayFamilies: display.map((f) => f.code),
  };
}
