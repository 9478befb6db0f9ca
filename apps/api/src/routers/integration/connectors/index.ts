// Connector operations: the kinds of system a connection reaches (one built in per type), and
// the attributes of a connector's default schema. Connectors are never deleted.
import {
  connectors,
  connectorSchemas,
  ZConnector,
  ZConnectorAttributesInput,
  ZConnectorIdInput,
  ZConnectorStatusInput,
  ZCreateConnectorInput,
  ZListConnectorsInput,
  zPageOf,
  ZSchemaAttributeList,
  ZUpdateConnectorInput,
} from '@pim/core';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'integration',
  tag: 'Connectors',
  resource: 'integration.connectors',
});

export const connectorsRouter = router({
  list: tenantProcedure
    .meta(op.read('/connectors', 'List connectors'))
    .input(ZListConnectorsInput)
    .output(zPageOf(ZConnector))
    .query(({ ctx, input }) => connectors.listConnectors(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/connectors', 'Create a connector', { successStatus: 201 }))
    .input(ZCreateConnectorInput)
    .output(ZConnector)
    .mutation(({ ctx, input }) => connectors.createConnector(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/connectors/{id}', 'Get a connector'))
    .input(ZConnectorIdInput)
    .output(ZConnector)
    .query(({ ctx, input }) => connectors.getConnector(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', '/connectors/{id}', 'Rename a connector or change its description'))
    .input(ZUpdateConnectorInput)
    .output(ZConnector)
    .mutation(({ ctx, input }) => connectors.updateConnector(ctx, input)),

  setStatus: tenantProcedure
    .meta(op.write('PATCH', '/connectors/{id}/status', 'Activate or deactivate a connector'))
    .input(ZConnectorStatusInput)
    .output(ZConnector)
    .mutation(({ ctx, input }) => connectors.setConnectorStatus(ctx, input)),

  attributes: tenantProcedure
    .meta(
      op.read(
        '/connectors/{connectorId}/attributes',
        "List the attributes of a connector's default schema (its active schema of the highest version)",
      ),
    )
    .input(ZConnectorAttributesInput)
    .output(ZSchemaAttributeList)
    .query(({ ctx, input }) => connectorSchemas.getConnectorAttributes(ctx, input)),
});
