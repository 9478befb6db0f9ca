// Connection operations: a tenant's configured instance of a connector, with its config and
// its credentials (sealed at rest, never answered: `has_credentials` says whether it has some).
import {
  connections,
  ZConnection,
  ZConnectionIdInput,
  ZConnectionStatusInput,
  ZCreateConnectionInput,
  ZListConnectionsInput,
  zPageOf,
  ZUpdateConnectionInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({
  domain: 'integration',
  tag: 'Connections',
  resource: 'integration.connections',
});

export const connectionsRouter = router({
  list: tenantProcedure
    .meta(op.read('/connections', 'List connections'))
    .input(ZListConnectionsInput)
    .output(zPageOf(ZConnection))
    .query(({ ctx, input }) => connections.listConnections(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write('POST', '/connections', 'Create a connection on a connector', {
        successStatus: 201,
      }),
    )
    .input(ZCreateConnectionInput)
    .output(ZConnection)
    .mutation(({ ctx, input }) => connections.createConnection(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/connections/{id}', 'Get a connection'))
    .input(ZConnectionIdInput)
    .output(ZConnection)
    .query(({ ctx, input }) => connections.getConnection(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write(
        'PATCH',
        '/connections/{id}',
        'Update a connection (config replaces the whole config; credentials replace the stored ones, null removes them)',
      ),
    )
    .input(ZUpdateConnectionInput)
    .output(ZConnection)
    .mutation(({ ctx, input }) => connections.updateConnection(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write('DELETE', '/connections/{id}', 'Soft-delete a connection', { successStatus: 204 }),
    )
    .input(ZConnectionIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => connections.deleteConnection(ctx, input)),

  setStatus: tenantProcedure
    .meta(op.write('PATCH', '/connections/{id}/status', 'Change the status of a connection'))
    .input(ZConnectionStatusInput)
    .output(ZConnection)
    .mutation(({ ctx, input }) => connections.setConnectionStatus(ctx, input)),
});
