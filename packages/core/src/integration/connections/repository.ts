// The only place connections touch Prisma. Every query names the tenant; deleted connections
// are never read. A connection is read with its connector's type, which says what its config
// and credentials hold.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { codeOrNameMatches, findPage } from '../../platform/shared/index.ts';
import type { ListConnectionsInput } from './schemas.ts';

export const connectionInclude = {
  connector: { select: { connectorType: true } },
} satisfies Prisma.ConnectionInclude;
export type ConnectionRow = Prisma.ConnectionGetPayload<{ include: typeof connectionInclude }>;

const live = (tenantId: string) => ({ tenantId, deletedAt: null });

export const findConnection = (db: DbTx, tenantId: string, id: string) =>
  db.connection.findFirst({ where: { ...live(tenantId), id }, include: connectionInclude });

export const findConnectionByCode = (db: DbTx, tenantId: string, code: string) =>
  db.connection.findFirst({ where: { ...live(tenantId), code }, select: { id: true } });

export function listConnections(db: DbTx, tenantId: string, input: ListConnectionsInput) {
  const where: Prisma.ConnectionWhereInput = {
    ...live(tenantId),
    ...codeOrNameMatches(input.search?.trim()),
    ...(input.status?.length ? { status: { in: input.status } } : {}),
  };
  return findPage(
    input,
    (window) => db.connection.findMany({ where, include: connectionInclude, ...window }),
    () => db.connection.count({ where }),
  );
}

export interface ConnectionWrite {
  config: Prisma.InputJsonValue;
  credentials: string | null;
  credentialsKeyId: string | null;
  scheduleNextAt: Date | null;
}

export const createConnection = (
  db: DbTx,
  tenantId: string,
  data: {
    id: string;
    connectorId: string;
    code: string;
    name: string;
    description: string | null;
  } & ConnectionWrite,
  actor: ActorRef,
) =>
  db.connection.create({
    data: { tenantId, ...data, createdBy: actor, modifiedBy: actor },
    include: connectionInclude,
  });

/** Updates a live connection; false when there is none. */
export async function updateConnection(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.ConnectionUncheckedUpdateManyInput,
): Promise<boolean> {
  const { count } = await db.connection.updateMany({ where: { ...live(tenantId), id }, data });
  return count > 0;
}
