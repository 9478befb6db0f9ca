'use client';

import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useState, type ReactNode } from 'react';
import { BROWSER_QUERY_HEADER } from '@/lib/api/browser-queries';
import { isUnauthenticated, toApiFailure } from '@/lib/api/errors';
import type { AppRouter } from '@/lib/api/router';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      // Like a page whose server call answers 401: /auth/expired confirms and signs out.
      onError: (err) => {
        if (isUnauthenticated(toApiFailure(err))) window.location.assign('/auth/expired');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        // A 4xx will answer the same again; only an unreachable API is worth one more try.
        retry: (count, err) => count < 1 && toApiFailure(err).kind === 'unreachable',
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * React Query and tRPC for the client-side screens. The client talks to the console's own
 * /api/trpc route (never to the API): the access token stays on the server.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [httpLink({ url: '/api/trpc', headers: { [BROWSER_QUERY_HEADER]: '1' } })],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
