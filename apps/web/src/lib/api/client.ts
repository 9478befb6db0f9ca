import 'server-only';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { HeaderSource } from '../client-address/stamp';
import { apiUrl } from '../env';
import { consoleHopHeaders } from './console-hop';
import type { AppRouter } from './router';

/** How long the console waits for the API before treating it as unreachable. */
const API_TIMEOUT_MS = 10_000;

export interface ApiCredentials {
  accessToken: string;
  /** Sent as X-Tenant-Id for tenant-scoped procedures; auth procedures use the token's tenant. */
  tenantId?: string;
}

/**
 * A vanilla tRPC client for server-side use (server components, server actions, route
 * handlers, next-auth callbacks). Plain JSON: the API has no transformer. Calls count under
 * the browser's address at the API (console-hop.ts): that of `request`, else of the request
 * being handled.
 */
export function createApiClient(credentials?: ApiCredentials, request?: HeaderSource) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${apiUrl()}/trpc`,
        headers: async () => {
          const headers = await consoleHopHeaders(request);
          if (credentials) headers.authorization = `Bearer ${credentials.accessToken}`;
          if (credentials?.tenantId) headers['x-tenant-id'] = credentials.tenantId;
          return headers;
        },
        fetch: (input, init) => {
          const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
          const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
          return fetch(input, { ...(init as RequestInit), signal, cache: 'no-store' });
        },
      }),
    ],
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
