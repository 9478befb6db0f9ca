// Bulk updates. Starting one needs `jobs.bulk_updates.write`; the service also checks the
// product permissions of the changes, and approving when an action sets `approved`.
import { BULK_UPDATE_PERMISSIONS, jobs, ZJob, ZStartBulkUpdateInput } from '@pim/core';
import { approving, operations } from '../../trpc/operations.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

const op = operations({ domain: 'jobs', tag: 'Jobs', resource: 'jobs.bulk_updates' });

export const bulkUpdateProcedures = {
  startBulkUpdate: tenantProcedure
    .meta(
      op.write(
        'POST',
        '/jobs/bulk-updates',
        'Start a bulk update of the products a filter selects',
        {
          alsoNeeds: [
            ...BULK_UPDATE_PERMISSIONS.map((permission) => ({
              permission,
              when: 'for the products it changes',
            })),
            approving('when an action sets `approved`'),
          ],
        },
      ),
    )
    .input(ZStartBulkUpdateInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => jobs.startBulkUpdate({ ...ctx, ...ctx.jobs }, input)),
};
