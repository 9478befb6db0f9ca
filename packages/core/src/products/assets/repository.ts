// The only place assets touch Prisma. Every query names the tenant; deleted assets are never
// read.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, containsText } from '../../platform/shared/index.ts';
import type { ListAssetsInput } from './schemas.ts';

export type AssetRow = Prisma.AssetGetPayload<object>;

const live = (tenantId: string) => ({ tenantId, deletedAt: null });

export const findAsset = (db: DbTx, tenantId: string, id: string) =>
  db.asset.findFirst({ where: { ...live(tenantId), id } });

export function listAssets(db: DbTx, tenantId: string, input: ListAssetsInput) {
  const search = input.search?.trim();
  const prefix = input.content_type?.trim().toLowerCase();
  const where: Prisma.AssetWhereInput = {
    ...live(tenantId),
    ...(search ? { filename: containsText(search) } : {}),
    ...(prefix ? { contentType: { startsWith: prefix.replace(/[\\%_]/g, '\\$&') } } : {}),
  };
  return findPage(
    input,
    (window) => db.asset.findMany({ where, ...window }),
    () => db.asset.count({ where }),
  );
}

export const createAsset = (
  db: DbTx,
  tenantId: string,
  data: {
    filename: string;
    contentType: string;
    sizeBytes: number;
    width: number | null;
    height: number | null;
    sha256: string;
    storageKey: string;
  },
  actor: ActorRef,
) =>
  db.asset.create({
    data: {
      tenantId,
      ...data,
      sizeBytes: BigInt(data.sizeBytes),
      createdBy: actor,
      modifiedBy: actor,
    },
  });

export const softDeleteAsset = (db: DbTx, tenantId: string, id: string, actor: ActorRef) =>
  db.asset.updateMany({
    where: { ...live(tenantId), id },
    data: { deletedAt: new Date(), modifiedBy: actor },
  });
