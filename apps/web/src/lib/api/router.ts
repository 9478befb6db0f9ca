// The one place the console names the API's router type. Type-only: no API code is bundled.
import type { AppRouter } from '@pim/api/router';
import type { inferRouterOutputs } from '@trpc/server';

export type { AppRouter };

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type Me = RouterOutputs['auth']['me'];
export type Membership = Me['active_tenant'];
