// The procedure ladder. Each level states which credential and tenant an operation needs;
// the one permission comes from the procedure's meta. Checks run in the contract's order:
// authentication (401), tenant (400/403), permission (403), then input validation (400).
//
//   publicProcedure       no credential
//   authedProcedure       any valid credential; no permission (the auth operations)
//   tokenTenantProcedure  permission checked in the tenant of the caller's token
//                         (operations the spec scopes to "the caller's token tenant")
//   tenantProcedure       X-Tenant-Id required, one of the caller's tenants; permission there.
//                         meta.tenantInput names an input field that overrides the header
//                         (the role list's `tenant_id`).
//   platformProcedure     a platform administrator, plus the permission in the token tenant
//                         when one is declared (features, sub-features and permissions declare
//                         one; organizations and tenants have none in the catalog)
import {
  AppError,
  authenticate,
  bearerToken,
  type Principal,
  requirePermission,
  requireUser,
  tenantForbidden,
} from '@pim/core';
import { t } from './init.ts';

export const publicProcedure = t.procedure.meta({ access: 'public' });

export const authedProcedure = t.procedure.meta({ access: 'user' }).use(async ({ ctx, next }) => {
  const principal = await authenticate(ctx.pool, ctx.config, bearerToken(ctx.authorization));
  return next({ ctx: { principal } });
});

/** Operations only a signed-in person can do (switch tenant, change password): 403 for keys. */
export const signedInUserProcedure = authedProcedure.use(({ ctx, next, path }) =>
  next({ ctx: { principal: requireUser(ctx.principal, `call ${path}`) } }),
);

function declaredPermission(meta: { permission?: string } | undefined): string {
  if (!meta?.permission) throw new Error('This procedure must declare meta.permission');
  return meta.permission;
}

export const tokenTenantProcedure = t.procedure
  .meta({ access: 'token_tenant' })
  .use(async ({ ctx, meta, next }) => {
    const principal = await authenticate(ctx.pool, ctx.config, bearerToken(ctx.authorization));
    assertHeaderTenant(principal, ctx.tenantHeader);
    requirePermission(principal, declaredPermission(meta));
    return next({ ctx: { principal, tenantId: principal.tokenTenantId } });
  });

/**
 * Token-tenant operations act in the token's tenant whatever X-Tenant-Id says, but a header
 * naming a tenant the caller cannot act in is refused as it is everywhere else.
 */
function assertHeaderTenant(principal: Principal, header: string | undefined): void {
  if (header && !principal.memberships.some((m) => m.tenant_id === header)) {
    throw tenantForbidden();
  }
}

export const platformProcedure = t.procedure
  .meta({ access: 'platform' })
  .use(async ({ ctx, meta, next }) => {
    const principal = await authenticate(ctx.pool, ctx.config, bearerToken(ctx.authorization));
    assertHeaderTenant(principal, ctx.tenantHeader);
    if (!principal.isPlatformAdmin) {
      throw new AppError('forbidden', 'This operation needs a platform administrator');
    }
    if (meta?.permission) requirePermission(principal, meta.permission);
    return next({ ctx: { principal, tenantId: principal.tokenTenantId } });
  });

async function requestedTenant(
  header: string | undefined,
  field: string | undefined,
  getRawInput: () => Promise<unknown>,
): Promise<string | undefined> {
  if (field) {
    const raw = await getRawInput();
    const value =
      raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[field] : undefined;
    if (typeof value === 'string' && value !== '') return value;
  }
  return header;
}

export const tenantProcedure = t.procedure
  .meta({ access: 'tenant' })
  .use(async ({ ctx, meta, next, getRawInput }) => {
    const token = bearerToken(ctx.authorization);
    const tenant = await requestedTenant(ctx.tenantHeader, meta?.tenantInput, getRawInput);
    if (!tenant) {
      await authenticate(ctx.pool, ctx.config, token);
      throw new AppError('missing_tenant', 'Send the tenant as the X-Tenant-Id header', {
        field: 'X-Tenant-Id',
      });
    }
    const principal = await authenticate(ctx.pool, ctx.config, token, tenant);
    requirePermission(principal, declaredPermission(meta));
    return next({ ctx: { principal, tenantId: principal.tenantId } });
  });
