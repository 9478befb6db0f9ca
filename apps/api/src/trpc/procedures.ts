// The procedure ladder. Each level states which credential and tenant an operation needs; the one
// permission comes from the procedure's meta. Checks run in a fixed order: authentication (401),
// tenant (400/403), permission (403), then input validation (400).
//
//   publicProcedure       no credential
//   authedProcedure       any valid credential; no permission (the auth operations)
//   tokenTenantProcedure  permission checked in the tenant of the caller's token
//                         (users, and the reads of the permission tree)
//   tenantProcedure       X-Tenant-Id required, one of the caller's tenants; permission there.
//                         meta.tenantInput names an input field that overrides the header
//                         (the role list's `tenant_id`).
//   platformProcedure     a platform administrator, plus the permission in the token tenant
//                         when one is declared (features, sub-features and permissions declare
//                         one; organizations and tenants have none in the catalog)
//
// Once the caller is known and allowed, every rung checks the raw input before any schema
// sees it (no NUL byte, bounded nesting) and, on a REST POST with an Idempotency-Key, claims
// the key or replays the first answer (trpc/idempotency.ts).
import {
  AppError,
  assertCleanInput,
  authenticate,
  bearerToken,
  type ChangeSource,
  type Principal,
  requestSourceOf,
  requirePermission,
  requireUser,
  tenantForbidden,
} from '@pim/core';
import { withIdempotency } from './idempotency.ts';
import { type Context, t } from './init.ts';

export const publicProcedure = t.procedure
  .meta({ access: 'public' })
  .use(async ({ next, getRawInput }) => {
    assertCleanInput(await getRawInput());
    return next();
  });

interface Admitted {
  principal: Principal;
  tenantId: string;
  /** Where the change comes from (the console's sessions, or the API). */
  source: ChangeSource;
}

/**
 * The end of every credentialed rung: the caller passed authentication, tenant and
 * permission checks; now the input is checked and the idempotency key claimed.
 */
async function admit<R>(
  opts: { ctx: Context; path: string; getRawInput: () => Promise<unknown> },
  admitted: Admitted,
  next: (ctx: Admitted) => Promise<R>,
): Promise<R> {
  const raw = await opts.getRawInput();
  assertCleanInput(raw);
  // Only a REST POST with an Idempotency-Key has a claim to make.
  if (!opts.ctx.idempotency) return next(admitted);
  return withIdempotency({ ...opts, ...admitted, getRawInput: async () => raw }, () =>
    next(admitted),
  );
}

/** Any valid credential; `personOnly` refuses API keys (403) for what only people can do. */
const authenticatedProcedure = (personOnly: boolean) =>
  t.procedure.meta({ access: 'user', personOnly }).use(async ({ ctx, next, path, getRawInput }) => {
    const verified = await authenticate(ctx.db.sql, ctx.config, bearerToken(ctx.authorization));
    const principal: Principal = personOnly ? requireUser(verified, `call ${path}`) : verified;
    return admit(
      { ctx, path, getRawInput },
      { principal, tenantId: principal.tenantId, source: requestSourceOf(principal) },
      (admitted) => next({ ctx: admitted }),
    );
  });

export const authedProcedure = authenticatedProcedure(false);

/** Operations only a signed-in person can do (switch tenant, change password): 403 for keys. */
export const signedInUserProcedure = authenticatedProcedure(true).use(({ ctx, next }) =>
  // Narrows the type: the rung above has already refused keys.
  next({ ctx: { principal: requireUser(ctx.principal, 'do this') } }),
);

function declaredPermission(
  meta: { permission?: string | readonly string[] } | undefined,
): string | readonly string[] {
  if (!meta?.permission) throw new Error('This procedure must declare meta.permission');
  return meta.permission;
}

export const tokenTenantProcedure = t.procedure
  .meta({ access: 'token_tenant' })
  .use(async ({ ctx, meta, next, path, getRawInput }) => {
    const principal = await authenticate(ctx.db.sql, ctx.config, bearerToken(ctx.authorization));
    assertHeaderTenant(principal, ctx.tenantHeader);
    requirePermission(principal, declaredPermission(meta));
    return admit(
      { ctx, path, getRawInput },
      { principal, tenantId: principal.tokenTenantId, source: requestSourceOf(principal) },
      (admitted) => next({ ctx: admitted }),
    );
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
  .use(async ({ ctx, meta, next, path, getRawInput }) => {
    const principal = await authenticate(ctx.db.sql, ctx.config, bearerToken(ctx.authorization));
    assertHeaderTenant(principal, ctx.tenantHeader);
    if (!principal.isPlatformAdmin) {
      throw new AppError('forbidden', 'This operation needs a platform administrator');
    }
    if (meta?.permission) requirePermission(principal, meta.permission);
    return admit(
      { ctx, path, getRawInput },
      { principal, tenantId: principal.tokenTenantId, source: requestSourceOf(principal) },
      (admitted) => next({ ctx: admitted }),
    );
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
  .use(async ({ ctx, meta, next, path, getRawInput }) => {
    const token = bearerToken(ctx.authorization);
    const tenant = await requestedTenant(ctx.tenantHeader, meta?.tenantInput, getRawInput);
    if (!tenant) {
      await authenticate(ctx.db.sql, ctx.config, token);
      throw new AppError('missing_tenant', 'Send the tenant as the X-Tenant-Id header', {
        field: 'X-Tenant-Id',
      });
    }
    const principal = await authenticate(ctx.db.sql, ctx.config, token, tenant);
    requirePermission(principal, declaredPermission(meta));
    return admit(
      { ctx, path, getRawInput },
      { principal, tenantId: principal.tenantId, source: requestSourceOf(principal) },
      (admitted) => next({ ctx: admitted }),
    );
  });
