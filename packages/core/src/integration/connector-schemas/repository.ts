// The only place connector schemas touch Prisma. Every query names the tenant and the
// connector the path names, so a schema is found only under its own connector; deleted
// schemas are never read (only their versions count, so a version is never used twice).
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { containsText, findPage } from '../../platform/shared/index.ts';
import type { ListConnectorSchemasInput, SchemaAttributeInput } from './schemas.ts';

const live = (tenantId: string, connectorId: string) => ({
  tenantId,
  connectorId,
  deletedAt: null,
});

export const schemaSelect = {
  id: true,
  connectorId: true,
  name: true,
  version: true,
  description: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { attributes: true } },
} satisfies Prisma.ConnectorSchemaSelect;
export type ConnectorSchemaRow = Prisma.ConnectorSchemaGetPayload<{
  select: typeof schemaSelect;
}>;

export const findSchema = (db: DbTx, tenantId: string, connectorId: string, id: string) =>
  db.connectorSchema.findFirst({
    where: { ...live(tenantId, connectorId), id },
    select: schemaSelect,
  });

/** Newest version first. */
export function listSchemas(db: DbTx, tenantId: string, input: ListConnectorSchemasInput) {
  const search = input.search?.trim();
  const where: Prisma.ConnectorSchemaWhereInput = {
    ...live(tenantId, input.connectorId),
    ...(search ? { name: containsText(search) } : {}),
    ...(input.status?.length ? { status: { in: input.status } } : {}),
  };
  return findPage(
    input,
    ({ skip, take }) =>
      db.connectorSchema.findMany({
        where,
        select: schemaSelect,
        orderBy: [{ version: 'desc' }, { id: 'asc' }],
        skip,
        take,
      }),
    () => db.connectorSchema.count({ where }),
  );
}

/** The connector's highest version, deleted schemas included; 0 when it never had one. */
export async function highestVersion(db: DbTx, tenantId: string, connectorId: string) {
  const { _max } = await db.connectorSchema.aggregate({
    where: { tenantId, connectorId },
    _max: { version: true },
  });
  return _max.version ?? 0;
}

export const findLiveVersion = (db: DbTx, tenantId: string, connectorId: string, version: number) =>
  db.connectorSchema.findFirst({
    where: { ...live(tenantId, connectorId), version },
    select: { id: true },
  });

export const createSchema = (
  db: DbTx,
  tenantId: string,
  connectorId: string,
  data: { name: string; version: number; description: string | null },
  actor: ActorRef,
) =>
  db.connectorSchema.create({
    data: { tenantId, connectorId, ...data, createdBy: actor, modifiedBy: actor },
    select: schemaSelect,
  });

/** Updates a live schema of the connector; false when there is none. */
export async function updateSchema(
  db: DbTx,
  tenantId: string,
  connectorId: string,
  id: string,
  data: Prisma.ConnectorSchemaUncheckedUpdateManyInput,
): Promise<boolean> {
  const { count } = await db.connectorSchema.updateMany({
    where: { ...live(tenantId, connectorId), id },
    data,
  });
  return count > 0;
}

export const listAttributes = (db: DbTx, tenantId: string, schemaId: string) =>
  db.connectorSchemaAttribute.findMany({
    where: { tenantId, schemaId },
    orderBy: { position: 'asc' },
  });
export type SchemaAttributeRow = Awaited<ReturnType<typeof listAttributes>>[number];

/** Replaces the schema's attributes with these, in this order. */
export async function replaceAttributes(
  db: DbTx,
  tenantId: string,
  schemaId: string,
  attributes: readonly SchemaAttributeInput[],
) {
  await db.connectorSchemaAttribute.deleteMany({ where: { tenantId, schemaId } });
  await db.connectorSchemaAttribute.createMany({
    data: attributes.map((attribute, position) => ({
      tenantId,
      schemaId,
      position,
      code: attribute.code,
      name: attribute.name,
      type: attribute.type,
      required: attribute.required,
      description: attribute.description ?? null,
      enumValues: attribute.type === 'enum' ? (attribute.enum_values ?? []) : [],
      sourceAttributeCode: attribute.source_attribute_code ?? null,
    })),
  });
}
