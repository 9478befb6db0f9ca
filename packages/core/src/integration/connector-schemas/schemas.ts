// Request and response shapes of the connector schema operations.
import { z } from 'zod';
import {
  zCatalogDescription,
  zCode,
  zId,
  zName,
  zPage,
  zPageSize,
  zQueryArray,
  zSearch,
} from '../../platform/shared/schemas.ts';
import { zIntegrationTimestamps } from '../connectors/schemas.ts';

export const CONNECTOR_SCHEMA_STATUSES = ['draft', 'active', 'deprecated'] as const;
export const zConnectorSchemaStatus = z.enum(CONNECTOR_SCHEMA_STATUSES);
/** The statuses a schema can be moved to: a schema is a draft only until it is first active. */
export const zConnectorSchemaTarget = z.enum(['active', 'deprecated']);

export const SCHEMA_ATTRIBUTE_TYPES = [
  'string',
  'number',
  'boolean',
  'enum',
  'array',
  'object',
] as const;
export type SchemaAttributeType = (typeof SCHEMA_ATTRIBUTE_TYPES)[number];
/** The most attributes one schema holds. */
export const MAX_SCHEMA_ATTRIBUTES = 500;
/** The most values one enum attribute allows, and the longest of them. */
export const MAX_ENUM_VALUES = 500;
export const MAX_ENUM_VALUE_LENGTH = 255;
/** Versions are PostgreSQL integers. */
export const MAX_SCHEMA_VERSION = 2_147_483_647;

export const ZConnectorSchema = z.object({
  id: z.string(),
  connector_id: z.string(),
  name: z.string(),
  version: z.number().int(),
  description: z.string().nullable(),
  status: zConnectorSchemaStatus,
  attribute_count: z.number().int(),
  ...zIntegrationTimestamps,
});
export type ConnectorSchemaDto = z.infer<typeof ZConnectorSchema>;

/** A schema attribute as answered: every key, null or [] where it has nothing. */
export const ZSchemaAttribute = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(SCHEMA_ATTRIBUTE_TYPES),
  required: z.boolean(),
  description: z.string().nullable(),
  /** The allowed values of an `enum` attribute, in order; [] for any other type. */
  enum_values: z.array(z.string()),
  /** The tenant attribute that fills it; null: the product field or attribute of its own code. */
  source_attribute_code: z.string().nullable(),
});
export type SchemaAttributeDto = z.infer<typeof ZSchemaAttribute>;
export const ZSchemaAttributeList = z.object({ items: z.array(ZSchemaAttribute) });
export type SchemaAttributeListDto = z.infer<typeof ZSchemaAttributeList>;

const issue = (
  ctx: z.RefinementCtx,
  path: PropertyKey[],
  message: string,
  code = 'invalid_value',
) => ctx.addIssue({ code: 'custom', path, message, params: { code } });

/**
 * One attribute of a saved set. `enum_values` belong to `enum` attributes, which need at least
 * one, each once; any other type takes none (null or [] as answered are accepted).
 */
export const ZSchemaAttributeInput = z
  .strictObject({
    code: zCode(100),
    name: zName,
    type: z.enum(SCHEMA_ATTRIBUTE_TYPES),
    required: z.boolean().default(false),
    description: zCatalogDescription.nullish(),
    enum_values: z
      .array(z.string().min(1).max(MAX_ENUM_VALUE_LENGTH))
      .max(MAX_ENUM_VALUES)
      .nullish(),
    source_attribute_code: zCode(100).nullish(),
  })
  .superRefine((attribute, ctx) => {
    const values = attribute.enum_values ?? [];
    if (attribute.type !== 'enum') {
      if (values.length > 0) issue(ctx, ['enum_values'], 'only enum attributes take enum_values');
      return;
    }
    if (attribute.enum_values == null) {
      issue(ctx, ['enum_values'], 'an enum attribute needs its values', 'required');
    } else if (values.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['enum_values'],
        message: 'an enum attribute needs at least one value',
        params: { code: 'too_short', minimum: 1, origin: 'array' },
      });
    }
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index) {
        issue(ctx, ['enum_values', index], `the value ${value} is given twice`);
      }
    });
  });
export type SchemaAttributeInput = z.infer<typeof ZSchemaAttributeInput>;

/** A whole set of attributes, in order; each code once (a repeated one is invalid_value). */
export const zSchemaAttributes = z
  .array(ZSchemaAttributeInput)
  .max(MAX_SCHEMA_ATTRIBUTES)
  .superRefine((attributes, ctx) => {
    const codes = attributes.map((a) => a.code);
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index) {
        issue(ctx, [index, 'code'], `the code ${code} is given twice`);
      }
    });
  });

export const ZListConnectorSchemasInput = z.strictObject({
  connectorId: zId,
  /** Part of the name, in any case. */
  search: zSearch.optional(),
  status: zQueryArray(zConnectorSchemaStatus),
  page: zPage,
  page_size: zPageSize(20),
});
export type ListConnectorSchemasInput = z.infer<typeof ZListConnectorSchemasInput>;

export const ZCreateConnectorSchemaInput = z.strictObject({
  connectorId: zId,
  name: zName,
  /** Unset: one above the connector's highest version, deleted schemas included. */
  version: z.number().int().min(1).max(MAX_SCHEMA_VERSION).optional(),
  description: zCatalogDescription.nullish(),
});
export type CreateConnectorSchemaInput = z.infer<typeof ZCreateConnectorSchemaInput>;

export const ZConnectorSchemaIdInput = z.strictObject({ connectorId: zId, id: zId });
export type ConnectorSchemaIdInput = z.infer<typeof ZConnectorSchemaIdInput>;

export const ZUpdateConnectorSchemaInput = z.strictObject({
  connectorId: zId,
  id: zId,
  name: zName.optional(),
  description: zCatalogDescription.nullish(),
});
export type UpdateConnectorSchemaInput = z.infer<typeof ZUpdateConnectorSchemaInput>;

export const ZSaveSchemaAttributesInput = z.strictObject({
  connectorId: zId,
  id: zId,
  attributes: zSchemaAttributes,
});
export type SaveSchemaAttributesInput = z.infer<typeof ZSaveSchemaAttributesInput>;

export const ZConnectorSchemaStatusInput = z.strictObject({
  connectorId: zId,
  id: zId,
  status: zConnectorSchemaTarget,
});
export type ConnectorSchemaStatusInput = z.infer<typeof ZConnectorSchemaStatusInput>;

/** `GET /connectors/{connectorId}/attributes`: the attributes of the connector's default schema. */
export const ZConnectorAttributesInput = z.strictObject({ connectorId: zId });
export type ConnectorAttributesInput = z.infer<typeof ZConnectorAttributesInput>;
