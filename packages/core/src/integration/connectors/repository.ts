// The only place connectors touch Prisma (their row lock is in sql.ts). Every query names the
// tenant. Connectors are never deleted, so every row is live. A connector is answered with its
// default schema: its live active schema with the highest version, read for a whole page in one
// query.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { codeOrNameMatches, findPage } from '../../platform/shared/index.ts';
import type { ConnectorType, ListConnectorsInput } from './schemas.ts';

export const connectorSelect = {
  id: true,
  code: true,
  name: true,
  connectorType: true,
  description: true,
  status: true,
  isBuiltin: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ConnectorSelect;
export type ConnectorRow = Prisma.ConnectorGetPayload<{ select: typeof connectorSelect }>;

export const findConnector = (db: DbTx, tenantId: string, id: string) =>
  db.connector.findFirst({ where: { tenantId, id }, select: connectorSelect });

export const findConnectorByCode = (db: DbTx, tenantId: string, code: string) =>
  db.connector.findFirst({ where: { tenantId, code }, select: { id: true } });

export function listConnectors(db: DbTx, tenantId: string, input: ListConnectorsInput) {
  const where: Prisma.ConnectorWhereInput = {
    tenantId,
    ...codeOrNameMatches(input.search?.trim()),
    ...(input.connector_type?.length ? { connectorType: { in: input.connector_type } } : {}),
    ...(input.is_active === undefined ? {} : { status: input.is_active ? 'active' : 'inactive' }),
  };
  return findPage(
    input,
    (window) => db.connector.findMany({ where, select: connectorSelect, ...window }),
    () => db.connector.count({ where }),
  );
}

/** The default schema id of each of these connectors that has one. */
export async function defaultSchemaIds(
  db: DbTx,
  tenantId: string,
  connectorIds: readonly string[],
): Promise<Map<string, string>> {
  if (connectorIds.length === 0) return new Map();
  const rows = await db.connectorSchema.findMany({
    where: { tenantId, connectorId: { in: [...connectorIds] }, status: 'active', deletedAt: null },
    distinct: ['connectorId'],
    orderBy: [{ connectorId: 'asc' }, { version: 'desc' }],
    select: { id: true, connectorId: true },
  });
  return new Map(rows.map((row) => [row.connectorId, row.id]));
}

export const createConnector = (
  db: DbTx,
  tenantId: string,
  data: { code: string; name: string; connectorType: ConnectorType; description: string | null },
  actor: ActorRef,
) =>
  db.connector.create({
    data: { tenantId, ...data, createdBy: actor, modifiedBy: actor },
    select: connectorSelect,
  });

/** Updates the connector; false when the tenant has none of this id. */
export async function updateConnector(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.ConnectorUncheckedUpdateManyInput,
): Promise<boolean> {
  const { count } = await db.connector.updateMany({ where: { tenantId, id }, data });
  return count > 0;
}
