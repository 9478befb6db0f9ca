// Connector schema rules: a schema is found only under its own connector; versions are unique
// among the connector's live schemas and, when not given, one above any it ever had (deleted
// ones included), numbered under the connector's row lock; a schema starts as a draft, becomes
// active, may be deprecated and made active again, never a draft again. The connector's default
// schema is its live active schema with the highest version. A saved attribute set replaces
// the whole set, and its sources name live attributes of the tenant.
import type { DbTx } from '@pim/db';
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { liveAttributeCodesAmong } from '../../catalog/attributes/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  checkTransition,
  pageOf,
  withUniqueField,
  type Moves,
  type Page,
} from '../../platform/shared/index.ts';
import { defaultSchemaIds, findConnector, lockConnector } from '../connectors/index.ts';
import { toConnectorSchemaDto, toSchemaAttributeDto } from './mappers.ts';
import * as repo from './repository.ts';
import { lockSchema } from './sql.ts';
import type {
  ConnectorAttributesInput,
  ConnectorSchemaDto,
  ConnectorSchemaIdInput,
  ConnectorSchemaStatusInput,
  CreateConnectorSchemaInput,
  ListConnectorSchemasInput,
  SaveSchemaAttributesInput,
  SchemaAttributeDto,
  SchemaAttributeListDto,
  SchemaAttributeInput,
  UpdateConnectorSchemaInput,
} from './schemas.ts';

const WHAT = 'Connector schema';
type SchemaStatus = ConnectorSchemaDto['status'];
const SCHEMA_MOVES: Moves<SchemaStatus> = {
  draft: ['active'],
  active: ['deprecated'],
  deprecated: ['active'],
};
const usedVersion = (version: number) => `The connector already has a schema of version ${version}`;

async function assertConnector({ db, tenantId }: TenantScope, connectorId: string) {
  if (!(await findConnector(db.prisma, tenantId, connectorId))) throw notFound('Connector');
}

async function loadSchema({ db, tenantId }: TenantScope, input: ConnectorSchemaIdInput) {
  const row = await repo.findSchema(db.prisma, tenantId, input.connectorId, input.id);
  if (!row) throw notFound(WHAT);
  return row;
}

async function attributesOf(db: DbTx, tenantId: string, schemaId: string) {
  const rows = await repo.listAttributes(db, tenantId, schemaId);
  return { items: rows.map(toSchemaAttributeDto) };
}

/** Every source must name a live attribute of the tenant: 400 invalid_reference otherwise. */
async function checkSources(db: DbTx, tenantId: string, attributes: SchemaAttributeInput[]) {
  const sources = attributes.map((a) => a.source_attribute_code ?? undefined);
  const named = [...new Set(sources.filter((code) => code !== undefined))];
  const live = await liveAttributeCodesAmong(db, tenantId, named);
  sources.forEach((code, index) => {
    if (code !== undefined && !live.has(code)) {
      throw new AppError('invalid_reference', `No attribute ${code} in this tenant`, {
        field: `attributes.${index}.source_attribute_code`,
      });
    }
  });
}

export async function listConnectorSchemas(
  scope: TenantScope,
  input: ListConnectorSchemasInput,
): Promise<Page<ConnectorSchemaDto>> {
  await assertConnector(scope, input.connectorId);
  const { rows, total } = await repo.listSchemas(scope.db.prisma, scope.tenantId, input);
  return pageOf(rows.map(toConnectorSchemaDto), input.page, input.page_size, total);
}

export async function getConnectorSchema(
  scope: TenantScope,
  input: ConnectorSchemaIdInput,
): Promise<ConnectorSchemaDto> {
  return toConnectorSchemaDto(await loadSchema(scope, input));
}

/** A new draft, of the given version or one above the connector's highest. */
export async function createConnectorSchema(
  scope: TenantScope,
  input: CreateConnectorSchemaInput,
): Promise<ConnectorSchemaDto> {
  return inTransaction(scope, async ({ db, tenantId, principal }) => {
    // Versions of one connector are numbered one create at a time.
    if (!(await lockConnector(db.sql, tenantId, input.connectorId))) throw notFound('Connector');
    const version =
      input.version ?? (await repo.highestVersion(db.prisma, tenantId, input.connectorId)) + 1;
    if (await repo.findLiveVersion(db.prisma, tenantId, input.connectorId, version)) {
      throw new AppError('already_exists', usedVersion(version), { field: 'version' });
    }
    const data = { name: input.name, version, description: input.description ?? null };
    const row = await withUniqueField('version', usedVersion(version), () =>
      repo.createSchema(db.prisma, tenantId, input.connectorId, data, actorOf(principal)),
    );
    return toConnectorSchemaDto(row);
  });
}

export async function updateConnectorSchema(
  scope: TenantScope,
  input: UpdateConnectorSchemaInput,
): Promise<ConnectorSchemaDto> {
  const { db, tenantId, principal } = scope;
  const updated = await repo.updateSchema(db.prisma, tenantId, input.connectorId, input.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    modifiedBy: actorOf(principal),
  });
  if (!updated) throw notFound(WHAT);
  return getConnectorSchema(scope, input);
}

/** Soft delete: the schema is no longer listed, nor the connector's default. */
export async function deleteConnectorSchema(
  { db, tenantId, principal }: TenantScope,
  input: ConnectorSchemaIdInput,
): Promise<void> {
  const deleted = await repo.updateSchema(db.prisma, tenantId, input.connectorId, input.id, {
    deletedAt: new Date(),
    modifiedBy: actorOf(principal),
  });
  if (!deleted) throw notFound(WHAT);
}

export async function getSchemaAttributes(
  scope: TenantScope,
  input: ConnectorSchemaIdInput,
): Promise<SchemaAttributeListDto> {
  const schema = await loadSchema(scope, input);
  return attributesOf(scope.db.prisma, scope.tenantId, schema.id);
}

/** Replaces the schema's whole attribute set, keeping the order given. */
export async function saveSchemaAttributes(
  scope: TenantScope,
  input: SaveSchemaAttributesInput,
): Promise<SchemaAttributeListDto> {
  return inTransaction(scope, async ({ db, tenantId, principal }) => {
    // Concurrent saves of one schema run one after another, each replacing the whole set.
    if (!(await lockSchema(db.sql, tenantId, input.connectorId, input.id))) {
      throw notFound(WHAT);
    }
    await checkSources(db.prisma, tenantId, input.attributes);
    await repo.replaceAttributes(db.prisma, tenantId, input.id, input.attributes);
    await repo.updateSchema(db.prisma, tenantId, input.connectorId, input.id, {
      modifiedBy: actorOf(principal),
    });
    return attributesOf(db.prisma, tenantId, input.id);
  });
}

/** draft -> active, active -> deprecated, deprecated -> active; the same status is a no-op. */
export async function setConnectorSchemaStatus(
  scope: TenantScope,
  input: ConnectorSchemaStatusInput,
): Promise<ConnectorSchemaDto> {
  return inTransaction(scope, async (tx) => {
    const { db, tenantId, principal } = tx;
    if (!(await lockSchema(db.sql, tenantId, input.connectorId, input.id))) {
      throw notFound(WHAT);
    }
    const schema = await loadSchema(tx, input);
    if (!checkTransition(SCHEMA_MOVES, schema.status, input.status)) {
      return toConnectorSchemaDto(schema);
    }
    await repo.updateSchema(db.prisma, tenantId, input.connectorId, input.id, {
      status: input.status,
      modifiedBy: actorOf(principal),
    });
    return toConnectorSchemaDto(await loadSchema(tx, input));
  });
}

/**
 * The attributes of the connector's default schema, in order; null when it has none. What an
 * export reads to shape its records.
 */
export async function findDefaultSchemaAttributes(
  db: DbTx,
  tenantId: string,
  connectorId: string,
): Promise<SchemaAttributeDto[] | null> {
  const schemaId = (await defaultSchemaIds(db, tenantId, [connectorId])).get(connectorId);
  return schemaId ? (await attributesOf(db, tenantId, schemaId)).items : null;
}

/** The attributes of the connector's default schema; 404 when it has no active schema. */
export async function getConnectorAttributes(
  scope: TenantScope,
  input: ConnectorAttributesInput,
): Promise<SchemaAttributeListDto> {
  await assertConnector(scope, input.connectorId);
  const items = await findDefaultSchemaAttributes(
    scope.db.prisma,
    scope.tenantId,
    input.connectorId,
  );
  if (!items) throw new AppError('not_found', 'The connector has no active schema');
  return { items };
}
