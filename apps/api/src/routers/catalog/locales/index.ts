// GET /v1/locales: every locale code the service knows, with its language and country names.
import { locales, ZListLocalesInput, ZLocale, zPageOf } from '@pim/core';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'catalog', tag: 'Locales', resource: 'catalog.channels' });

export const localesRouter = router({
  list: tenantProcedure
    .meta(op.read('/locales', 'List the locales channels and translations can use'))
    .input(ZListLocalesInput)
    .output(zPageOf(ZLocale))
    .query(({ ctx, input }) => locales.listLocales(ctx, input)),
});
