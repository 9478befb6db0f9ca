// The connectors every tenant starts with: one per connector type, each with an active
// default schema (version 1) describing the product record it expects. Built-in connectors
// can be deactivated, never deleted, and their schemas edited like any other (a new version
// becomes the default once active).
//
// A schema attribute without a `source_attribute_code` takes the product field of its own
// code (code, status, family, product_type, categories, updated_at), or the tenant's attribute
// of that code when there is one: so these schemas fill from any catalog with a `name` or
// `description` attribute, and each can be pointed elsewhere.
import type { DbTx } from '../index.ts';

export const CONNECTOR_TYPES = ['api', 'ftp', 'sftp', 'storage', 'marketplace'] as const;
export type ConnectorTypeName = (typeof CONNECTOR_TYPES)[number];

export interface BuiltinSchemaAttribute {
  code: string;
  name: string;
  type: 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object';
  required: boolean;
  description: string;
  enumValues?: string[];
}

const PRODUCT_STATUSES = ['draft', 'in_review', 'approved', 'archived'];

/** The record every built-in schema starts from: what a product feed carries. */
const PRODUCT_RECORD: readonly BuiltinSchemaAttribute[] = [
  { code: 'code', name: 'Code', type: 'string', required: true, description: "The product's code" },
  { code: 'name', name: 'Name', type: 'string', required: false, description: 'Display name' },
  {
    code: 'description',
    name: 'Description',
    type: 'string',
    required: false,
    description: 'Long description',
  },
  {
    code: 'status',
    name: 'Status',
    type: 'enum',
    required: true,
    description: "The product's workflow status",
    enumValues: PRODUCT_STATUSES,
  },
  { code: 'family', name: 'Family', type: 'string', required: false, description: 'Family code' },
  {
    code: 'categories',
    name: 'Categories',
    type: 'array',
    required: false,
    description: 'The external categories the connection maps the product to',
  },
  {
    code: 'updated_at',
    name: 'Updated at',
    type: 'string',
    required: false,
    description: 'When the product last changed (ISO 8601)',
  },
];

interface BuiltinConnector {
  type: ConnectorTypeName;
  name: string;
  description: string;
  schemaName: string;
  attributes: readonly BuiltinSchemaAttribute[];
}

export const BUILTIN_CONNECTORS: readonly BuiltinConnector[] = [
  {
    type: 'api',
    name: 'HTTP API',
    description: 'POSTs batches of JSON product records to an HTTPS endpoint.',
    schemaName: 'Product record',
    attributes: PRODUCT_RECORD,
  },
  {
    type: 'ftp',
    name: 'FTP / FTPS',
    description: 'Writes and reads CSV, XLSX or JSON files on an FTP or FTPS server.',
    schemaName: 'Product file',
    attributes: PRODUCT_RECORD,
  },
  {
    type: 'sftp',
    name: 'SFTP',
    description: 'Writes and reads CSV, XLSX or JSON files on an SFTP server.',
    schemaName: 'Product file',
    attributes: PRODUCT_RECORD,
  },
  {
    type: 'storage',
    name: 'File storage',
    description: 'Writes and reads files in a local directory or an S3-compatible bucket.',
    schemaName: 'Product file',
    attributes: PRODUCT_RECORD,
  },
  {
    type: 'marketplace',
    name: 'Marketplace',
    description:
      'Sends product listings (with mapped marketplace categories) to a marketplace API.',
    schemaName: 'Marketplace listing',
    attributes: [
      ...PRODUCT_RECORD,
      {
        code: 'brand',
        name: 'Brand',
        type: 'string',
        required: false,
        description: 'Brand shown on the listing',
      },
      {
        code: 'ean',
        name: 'EAN',
        type: 'string',
        required: false,
        description: 'Barcode (EAN-13 or GTIN)',
      },
    ],
  },
];

/** The built-in connector's code: its type's name (`sftp`, ...). */
export const builtinConnectorCode = (type: ConnectorTypeName) => type;

/**
 * Creates the tenant's built-in connectors that are missing, each with its default schema, in
 * three statements (a tenant is made often: every test makes several). Idempotent: a tenant
 * that has them (or a connector of that code) keeps what it has.
 */
export async function createBuiltinConnectors(
  db: DbTx,
  tenantId: string,
  actor: object,
): Promise<void> {
  const audit = { createdBy: actor, modifiedBy: actor };
  const connectors = await db.connector.createManyAndReturn({
    data: BUILTIN_CONNECTORS.map((builtin) => ({
      tenantId,
      code: builtinConnectorCode(builtin.type),
      name: builtin.name,
      connectorType: builtin.type,
      description: builtin.description,
      isBuiltin: true,
      ...audit,
    })),
    skipDuplicates: true,
    select: { id: true, connectorType: true },
  });
  if (connectors.length === 0) return;
  const builtinOf = (type: string) => BUILTIN_CONNECTORS.find((b) => b.type === type)!;
  const schemas = await db.connectorSchema.createManyAndReturn({
    data: connectors.map((connector) => {
      const builtin = builtinOf(connector.connectorType);
      return {
        tenantId,
        connectorId: connector.id,
        name: builtin.schemaName,
        version: 1,
        status: 'active' as const,
        description: `What the built-in ${builtin.name} connector expects.`,
        ...audit,
      };
    }),
    select: { id: true, connectorId: true },
  });
  const typeOf = new Map(connectors.map((c) => [c.id, c.connectorType]));
  await db.connectorSchemaAttribute.createMany({
    data: schemas.flatMap((schema) =>
      builtinOf(typeOf.get(schema.connectorId)!).attributes.map((attribute, position) => ({
        tenantId,
        schemaId: schema.id,
        position,
        code: attribute.code,
        name: attribute.name,
        type: attribute.type,
        required: attribute.required,
        description: attribute.description,
        enumValues: attribute.enumValues ?? [],
      })),
    ),
  });
}

/** Gives every tenant made before built-in connectors existed its built-in connectors. */
export async function ensureBuiltinConnectors(db: DbTx, actor: object): Promise<void> {
  const tenants = await db.tenant.findMany({
    where: { connectors: { none: { isBuiltin: true } } },
    select: { id: true },
  });
  for (const tenant of tenants) await createBuiltinConnectors(db, tenant.id, actor);
}
