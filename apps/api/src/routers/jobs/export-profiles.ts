// Export profiles: an export's choices saved under a name, read with `jobs.exports.read`,
// saved, changed, deleted and run (a new export job) with `jobs.exports.write`; saving and
// running also check the exported entity's read permission, as a start does.
import {
  EXPORT_PERMISSIONS,
  exportProfiles,
  ZCreateExportProfileInput,
  ZExportProfile,
  ZExportProfileIdInput,
  ZJob,
  ZListExportProfilesInput,
  zPageOf,
  ZUpdateExportProfileInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../trpc/init.ts';
import { alsoNeedsByEntity, operations } from '../../trpc/operations.ts';
import { tenantProcedure } from '../../trpc/procedures.ts';

const op = operations({ domain: 'jobs', tag: 'Export profiles', resource: 'jobs.exports' });
const PATH = '/export-profiles';
const alsoNeeds = alsoNeedsByEntity(EXPORT_PERMISSIONS);

export const exportProfilesRouter = router({
  list: tenantProcedure
    .meta(op.read(PATH, 'List export profiles'))
    .input(ZListExportProfilesInput)
    .output(zPageOf(ZExportProfile))
    .query(({ ctx, input }) => exportProfiles.listExportProfiles(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write('POST', PATH, "Save an export's choices as a profile", {
        successStatus: 201,
        alsoNeeds,
      }),
    )
    .input(ZCreateExportProfileInput)
    .output(ZExportProfile)
    .mutation(({ ctx, input }) => exportProfiles.createExportProfile(ctx, input)),

  get: tenantProcedure
    .meta(op.read(`${PATH}/{id}`, 'Get an export profile'))
    .input(ZExportProfileIdInput)
    .output(ZExportProfile)
    .query(({ ctx, input }) => exportProfiles.getExportProfile(ctx, input)),

  update: tenantProcedure
    .meta(
      op.write('PATCH', `${PATH}/{id}`, 'Rename or change an export profile (null clears)', {
        alsoNeeds,
      }),
    )
    .input(ZUpdateExportProfileInput)
    .output(ZExportProfile)
    .mutation(({ ctx, input }) => exportProfiles.updateExportProfile(ctx, input)),

  delete: tenantProcedure
    .meta(op.write('DELETE', `${PATH}/{id}`, 'Delete an export profile', { successStatus: 204 }))
    .input(ZExportProfileIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => exportProfiles.deleteExportProfile(ctx, input)),

  run: tenantProcedure
    .meta(
      op.write('POST', `${PATH}/{id}/run`, "Start an export with a profile's choices", {
        successStatus: 201,
        alsoNeeds,
      }),
    )
    .input(ZExportProfileIdInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => exportProfiles.runExportProfile({ ...ctx, ...ctx.jobs }, input)),
});
