// The six auth operations: login, me, refresh, switch tenant, change password, logout. Thin: parse,
// call the domain, return.
import {
  auth,
  ZAccessToken,
  ZChangePasswordInput,
  ZLoginInput,
  ZLogoutInput,
  ZMe,
  ZRefreshInput,
  ZSwitchTenantInput,
  ZSwitchTenantResult,
  ZTokenSet,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import {
  authedProcedure,
  publicProcedure,
  signedInUserProcedure,
} from '../../../trpc/procedures.ts';

const op = operations({ domain: 'identity', tag: 'Auth' });

export const authRouter = router({
  // 401 for wrong credentials or client, 403 for a tenant_id that is not the user's.
  login: publicProcedure
    .meta(op.open('POST', '/auth/login', 'Log in and obtain tokens', { errorStatuses: [401, 403] }))
    .input(ZLoginInput)
    .output(ZTokenSet)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),

  me: authedProcedure
    .meta(op.open('GET', '/auth/me', 'Read the current identity'))
    .input(z.void())
    .output(ZMe)
    .query(({ ctx }) => auth.describeMe(ctx.principal)),

  refresh: publicProcedure
    .meta(op.open('POST', '/auth/refresh', 'Get a new access token', { errorStatuses: [401] }))
    .input(ZRefreshInput)
    .output(ZAccessToken)
    .mutation(({ ctx, input }) => auth.refresh(ctx, input)),

  switchTenant: signedInUserProcedure
    .meta(
      op.open('POST', '/auth/switch-tenant', 'Switch to another tenant without logging in again'),
    )
    .input(ZSwitchTenantInput)
    .output(ZSwitchTenantResult)
    .mutation(({ ctx, input }) => auth.switchTenant(ctx, input)),

  changePassword: signedInUserProcedure
    .meta(
      op.open(
        'POST',
        '/auth/change-password',
        'Change your own password (ends your other sessions)',
      ),
    )
    .input(ZChangePasswordInput)
    .output(z.null())
    .mutation(({ ctx, input }) => auth.changePassword(ctx, input)),

  logout: publicProcedure
    .meta(
      op.open('POST', '/auth/logout', 'End the session of a refresh token', {
        errorStatuses: [401],
      }),
    )
    .input(ZLogoutInput)
    .output(z.null())
    .mutation(({ ctx, input }) => auth.logout(ctx, input)),
});
