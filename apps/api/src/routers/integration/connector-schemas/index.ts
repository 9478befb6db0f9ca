// Connector schema operations: the versions of what a connector expects, each with its
// ordered attributes; a schema is reached only under its own connector.
import {
  connectorSchemas,
  ZConnectorSchema,
  ZConnectorSchemaIdInput,
  ZConnectorSchemaStatusInput,
  ZCreateConnectorSchemaInput,
  ZListConnectorSchemasInput,
  zPageOf,
  ZSaveSchemaAttributesInput,
  ZSchemaAttributeList,
  ZUpdateConnectorSchemaInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'integration',
  tag: 'Connector schemas',
  resource: 'integration.connectors',
});
const PATH = '/connectors/{connectorId}/schemas';

export const connectorSchemasRouter = router({
  list: tenantProcedure
    .meta(op.read(PATH, "List a connector's schemas, the newest version first"))
    .input(ZListConnectorSchemasInput)
    .output(zPageOf(ZConnectorSchema))
    .query(({ ctx, input }) => connectorSchemas.listConnectorSchemas(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', PATH, 'Create a draft schema of a connector', { successStatus: 201 }))
    .input(ZCreateConnectorSchemaInput)
    .output(ZConnectorSchema)
    .mutation(({ ctx, input }) => connectorSchemas.createConnectorSchema(ctx, input)),

  get: tenantProcedure
    .meta(op.read(`${PATH}/{id}`, 'Get a connector schema'))
    .input(ZConnectorSchemaIdInput)
    .output(ZConnectorSchema)
    .query(({ ctx, input }) => connectorSchemas.getConnectorSchema(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', `${PATH}/{id}`, 'Rename a connector schema or change its description'))
    .input(ZUpdateConnectorSchemaInput)
    .output(ZConnectorSchema)
    .mutation(({ ctx, input }) => connectorSchemas.updateConnectorSchema(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write('DELETE', `${PATH}/{id}`, 'Soft-delete a connector schema', { successStatus: 204 }),
    )
    .input(ZConnectorSchemaIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => connectorSchemas.deleteConnectorSchema(ctx, input)),

  attributes: tenantProcedure
    .meta(op.read(`${PATH}/{id}/attributes`, "List a connector schema's attributes, in order"))
    .input(ZConnectorSchemaIdInput)
    .output(ZSchemaAttributeList)
    .query(({ ctx, input }) => connectorSchemas.getSchemaAttributes(ctx, input)),

  saveAttributes: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        `${PATH}/{id}/attributes`,
        "Replace a connector schema's whole attribute set (the order is kept)",
      ),
    )
    .input(ZSaveSchemaAttributesInput)
    .output(ZSchemaAttributeList)
    .mutation(({ ctx, input }) => connectorSchemas.saveSchemaAttributes(ctx, input)),

  setStatus: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        `${PATH}/{id}/status`,
        'Activate or deprecate a connector schema (draft -> active -> deprecated -> active)',
      ),
    )
    .input(ZConnectorSchemaStatusInput)
    .output(ZConnectorSchema)
    .mutation(({ ctx, input }) => connectorSchemas.setConnectorSchemaStatus(ctx, input)),
});
