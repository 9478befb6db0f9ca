// The six auth operations of CONTRACT.md section 3. Thin: parse, call the domain, return.
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
import { router } from '../../trpc/init.ts';
import { authedProcedure, publicProcedure, signedInUserProcedure } from '../../trpc/procedures.ts';

const TAGS = ['Auth'];

export const authRouter = router({
  login: publicProcedure
    .meta({
      domain: 'identity',
      // Wrong credentials or client; a tenant_id that is not the user's.
      errorStatuses: [401, 403],
      openapi: {
        method: 'POST',
        path: '/auth/login',
        tags: TAGS,
        summary: 'Log in and obtain tokens',
      },
    })
    .input(ZLoginInput)
    .output(ZTokenSet)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),

  me: authedProcedure
    .meta({
      domain: 'identity',
      openapi: {
        method: 'GET',
        path: '/auth/me',
        tags: TAGS,
        summary: 'Read the current identity',
      },
    })
    .input(z.void())
    .output(ZMe)
    .query(({ ctx }) => auth.describeMe(ctx.principal)),

  refresh: publicProcedure
    .meta({
      domain: 'identity',
      errorStatuses: [401],
      openapi: {
        method: 'POST',
        path: '/auth/refresh',
        tags: TAGS,
        summary: 'Get a new access token',
      },
    })
    .input(ZRefreshInput)
    .output(ZAccessToken)
    .mutation(({ ctx, input }) => auth.refresh(ctx, input)),

  switchTenant: signedInUserProcedure
    .meta({
      domain: 'identity',
      openapi: {
        method: 'POST',
        path: '/auth/switch-tenant',
        tags: TAGS,
        summary: 'Switch to another tenant without logging in again',
      },
    })
    .input(ZSwitchTenantInput)
    .output(ZSwitchTenantResult)
    .mutation(({ ctx, input }) => auth.switchTenant(ctx, ctx.principal, input)),

  changePassword: signedInUserProcedure
    .meta({
      domain: 'identity',
      openapi: {
        method: 'POST',
        path: '/auth/change-password',
        tags: TAGS,
        summary: 'Change your own password (ends your other sessions)',
      },
    })
    .input(ZChangePasswordInput)
    .output(z.null())
    .mutation(({ ctx, input }) => auth.changePassword(ctx, ctx.principal, input)),

  logout: publicProcedure
    .meta({
      domain: 'identity',
      errorStatuses: [401],
      openapi: {
        method: 'POST',
        path: '/auth/logout',
        tags: TAGS,
        summary: 'End the session of a refresh token',
      },
    })
    .input(ZLogoutInput)
    .output(z.null())
    .mutation(({ ctx, input }) => auth.logout(ctx, input)),
});
