// Connector rules: codes unique in the tenant; a connector's code and type never change;
// connectors are never deleted (the built-in ones least of all), only deactivated.
import type { DbTx } from '@pim/db';
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  ACTIVE_INACTIVE,
  checkTransition,
  pageOf,
  withUniqueField,
  type Page,
} from '../../platform/shared/index.ts';
import { toConnectorDto } from './mappers.ts';
import * as repo from './repository.ts';
import { lockConnector } from './sql.ts';
import type {
  ConnectorDto,
  ConnectorIdInput,
  ConnectorStatusInput,
  CreateConnectorInput,
  ListConnectorsInput,
  UpdateConnectorInput,
} from './schemas.ts';

const WHAT = 'Connector';
const duplicateCode = (code: string) => `A connector with the code ${code} already exists`;

async function dtoOf(db: DbTx, tenantId: string, row: repo.ConnectorRow): Promise<ConnectorDto> {
  const defaults = await repo.defaultSchemaIds(db, tenantId, [row.id]);
  return toConnectorDto(row, defaults.get(row.id) ?? null);
}

async function loadConnector({ db, tenantId }: TenantScope, id: string) {
  const row = await repo.findConnector(db.prisma, tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

export async function listConnectors(
  { db, tenantId }: TenantScope,
  input: ListConnectorsInput,
): Promise<Page<ConnectorDto>> {
  const { rows, total } = await repo.listConnectors(db.prisma, tenantId, input);
  const defaults = await repo.defaultSchemaIds(
    db.prisma,
    tenantId,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => toConnectorDto(row, defaults.get(row.id) ?? null));
  return pageOf(items, input.page, input.page_size, total);
}

export async function getConnector(
  scope: TenantScope,
  input: ConnectorIdInput,
): Promise<ConnectorDto> {
  return dtoOf(scope.db.prisma, scope.tenantId, await loadConnector(scope, input.id));
}

export async function createConnector(
  { db, tenantId, principal }: TenantScope,
  input: CreateConnectorInput,
): Promise<ConnectorDto> {
  if (await repo.findConnectorByCode(db.prisma, tenantId, input.code)) {
    throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
  }
  const data = {
    code: input.code,
    name: input.name,
    connectorType: input.connector_type,
    description: input.description ?? null,
  };
  // A concurrent create of the same code loses on the unique index, with the same answer.
  const row = await withUniqueField('code', duplicateCode(input.code), () =>
    repo.createConnector(db.prisma, tenantId, data, actorOf(principal)),
  );
  return toConnectorDto(row, null);
}

/** A partial update of the name and description. */
export async function updateConnector(
  scope: TenantScope,
  input: UpdateConnectorInput,
): Promise<ConnectorDto> {
  const { db, tenantId, principal } = scope;
  const updated = await repo.updateConnector(db.prisma, tenantId, input.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    modifiedBy: actorOf(principal),
  });
  if (!updated) throw notFound(WHAT);
  return getConnector(scope, input);
}

/** active <-> inactive; the same status again changes nothing. */
export async function setConnectorStatus(
  scope: TenantScope,
  input: ConnectorStatusInput,
): Promise<ConnectorDto> {
  return inTransaction(scope, async (tx) => {
    const { db, tenantId, principal } = tx;
    if (!(await lockConnector(db.sql, tenantId, input.id))) throw notFound(WHAT);
    const connector = await loadConnector(tx, input.id);
    if (checkTransition(ACTIVE_INACTIVE, connector.status, input.status)) {
      await repo.updateConnector(db.prisma, tenantId, input.id, {
        status: input.status,
        modifiedBy: actorOf(principal),
      });
    }
    return getConnector(tx, input);
  });
}
