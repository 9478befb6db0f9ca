// A router used only by the transport tests: it exercises the tenant ladder, array query
// parameters, pagination limits and the 201/204/envelope-without-data answers through the
// same server code the product runs, before any real tenant resource exists.
import { zPage, zPageSize, zQueryArray } from '@pim/core';
import { z } from 'zod';
import { appRouter } from '../../src/routers/app-router.ts';
import { router } from '../../src/trpc/init.ts';
import { tenantProcedure, tokenTenantProcedure } from '../../src/trpc/procedures.ts';

/** How many times `count` really ran: the idempotency tests compare it with the answers. */
export const probeCounter = { value: 0 };

const probe = router({
  tokenTenant: tokenTenantProcedure
    .meta({
      domain: 'catalog',
      permission: 'catalog.products.read',
      openapi: { method: 'GET', path: '/probe/token-tenant', summary: 'Token tenant' },
    })
    .input(z.void())
    .output(z.object({ tenant_id: z.string() }))
    .query(({ ctx }) => ({ tenant_id: ctx.tenantId })),
  source: tokenTenantProcedure
    .meta({
      domain: 'catalog',
      permission: 'catalog.products.read',
      openapi: { method: 'GET', path: '/probe/source', summary: 'Change source' },
    })
    .input(z.void())
    .output(z.object({ source: z.string() }))
    .query(({ ctx }) => ({ source: ctx.source ?? 'unset' })),
  count: tenantProcedure
    .meta({
      domain: 'catalog',
      permission: 'catalog.products.write',
      openapi: { method: 'POST', path: '/probe/count', summary: 'Count a creation' },
    })
    .input(z.strictObject({ label: z.string().min(1).max(20) }))
    .output(z.object({ label: z.string(), n: z.number() }))
    .mutation(({ input }) => ({ label: input.label, n: ++probeCounter.value })),
  list: tenantProcedure
    .meta({
      domain: 'catalog',
      permission: 'catalog.products.read',
      openapi: { method: 'GET', path: '/probe', summary: 'List probes' },
    })
    .input(
      z.strictObject({
        status: zQueryArray(z.enum(['active', 'inactive'])),
        page: zPage,
        page_size: zPageSize(10),
      }),
    )
    .output(
      z.object({
        status: z.array(z.string()).optional(),
        page: z.number(),
        page_size: z.number(),
        tenant_id: z.string(),
      }),
    )
    .query(({ ctx, input }) => ({ ...input, tenant_id: ctx.tenantId })),
  create: tenantProcedure
    .meta({
      domain: 'catalog',
      permission: 'catalog.products.write',
      successStatus: 201,
      openapi: { method: 'POST', path: '/probe', summary: 'Create a probe' },
    })
    .input(z.strictObject({ name: z.string().min(1).max(5) }))
    .output(z.object({ name: z.string() }))
    .mutation(({ input }) => input),
  remove: tenantProcedure
    .meta({
      domain: 'catalog',
      permission: 'catalog.products.write',
      successStatus: 204,
      openapi: { method: 'DELETE', path: '/probe/{id}', summary: 'Delete a probe' },
    })
    .input(z.strictObject({ id: z.uuid() }))
    .output(z.void())
    .mutation(() => undefined),
  touch: tenantProcedure
    .meta({
      domain: 'catalog',
      permission: 'catalog.products.write',
      openapi: { method: 'PATCH', path: '/probe/{id}', summary: 'Touch a probe' },
    })
    .input(z.strictObject({ id: z.uuid() }))
    .output(z.void())
    .mutation(() => undefined),
  boom: tenantProcedure
    .meta({
      domain: 'catalog',
      permission: 'catalog.products.read',
      openapi: { method: 'GET', path: '/probe/boom', summary: 'Fail' },
    })
    .input(z.void())
    .output(z.void())
    .query(() => {
      throw new Error('secret detail: SELECT * FROM users');
    }),
  /** Answers what its output schema refuses: a bug of ours, never the caller's input. */
  badOutput: tenantProcedure
    .meta({
      domain: 'catalog',
      permission: 'catalog.products.read',
      openapi: { method: 'GET', path: '/probe/bad-output', summary: 'Break the output schema' },
    })
    .input(z.void())
    .output(z.object({ internal_name: z.string() }))
    .query(() => ({ internal_name: 42 }) as unknown as { internal_name: string }),
});

export const probeRouter = router({ ...appRouter._def.record, probe });
