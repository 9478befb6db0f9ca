// The procedure ladder: public → authenticated → tenant (X-Tenant-Id) with the one
// permission the procedure declares in its meta. Checks run in the contract's order:
// authentication (401), tenant (400/403), permission (403), then input validation (400).
import { AppError, authenticate, bearerToken, requirePermission } from '@pim/core';
import { t } from './init.ts';

export const publicProcedure = t.procedure.meta({ access: 'public' });

export const authedProcedure = t.procedure.meta({ access: 'user' }).use(async ({ ctx, next }) => {
  const principal = await authenticate(ctx.pool, ctx.config, bearerToken(ctx.authorization));
  return next({ ctx: { principal } });
});

export const tenantProcedure = t.procedure
  .meta({ access: 'tenant' })
  .use(async ({ ctx, meta, next }) => {
    const token = bearerToken(ctx.authorization);
    if (!ctx.tenantHeader) {
      await authenticate(ctx.pool, ctx.config, token);
      throw new AppError('missing_tenant', 'Send the tenant as the X-Tenant-Id header', {
        field: 'X-Tenant-Id',
      });
    }
    const principal = await authenticate(ctx.pool, ctx.config, token, ctx.tenantHeader);
    if (!meta?.permission) {
      throw new Error('A tenant procedure must declare its permission in meta.permission');
    }
    requirePermission(principal, meta.permission);
    return next({ ctx: { principal, tenantId: principal.tenantId } });
  });
