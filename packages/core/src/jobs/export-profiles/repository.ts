// The only place export profiles touch Prisma. Every query names the tenant.
import { Prisma, type DbTx } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage } from '../../platform/shared/index.ts';
import type { ListExportProfilesInput } from './schemas.ts';

export const findExportProfile = (db: DbTx, tenantId: string, id: string) =>
  db.exportProfile.findFirst({ where: { tenantId, id } });

export function listExportProfiles(db: DbTx, tenantId: string, input: ListExportProfilesInput) {
  const search = input.search?.trim();
  const where: Prisma.ExportProfileWhereInput = {
    tenantId,
    ...(search ? { name: { contains: search, mode: 'insensitive' } } : {}),
    ...(input.entity?.length ? { entity: { in: input.entity } } : {}),
  };
  return findPage(
    input,
    (window) => db.exportProfile.findMany({ where, ...window }),
    () => db.exportProfile.count({ where }),
  );
}

/** What a profile stores besides its name (null: every locale, every attribute). */
export interface ExportProfileData {
  entity: string;
  format: string;
  filters: Record<string, unknown>;
  channelCode: string | null;
  locales: string[] | null;
  attributes: string[] | null;
}

/** The JSON columns as Prisma writes them: a list, or SQL NULL. */
function columnsOf(data: Partial<ExportProfileData> & { name?: string }) {
  const list = (value: string[] | null | undefined) =>
    value === undefined ? undefined : value === null ? Prisma.DbNull : value;
  return {
    ...data,
    filters: data.filters as Prisma.InputJsonValue | undefined,
    locales: list(data.locales),
    attributes: list(data.attributes),
  };
}

export const createExportProfile = (
  db: DbTx,
  tenantId: string,
  data: ExportProfileData & { name: string },
  actor: ActorRef,
) =>
  db.exportProfile.create({
    data: {
      tenantId,
      ...columnsOf(data),
      name: data.name,
      entity: data.entity,
      format: data.format,
      filters: data.filters as Prisma.InputJsonValue,
      createdBy: actor,
      modifiedBy: actor,
    },
  });

export const updateExportProfile = (
  db: DbTx,
  tenantId: string,
  id: string,
  data: Partial<ExportProfileData> & { name?: string },
  actor: ActorRef,
) =>
  db.exportProfile.update({
    where: { tenantId_id: { tenantId, id } },
    data: { ...columnsOf(data), modifiedBy: actor },
  });

export const deleteExportProfile = (db: DbTx, tenantId: string, id: string) =>
  db.exportProfile.deleteMany({ where: { tenantId, id } });
