import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { ApiUnavailable } from '@/components/api-unavailable';
import { FlashToast } from '@/components/flash-toast';
import { SessionProvider } from '@/components/session-provider';
import { ConsoleShell } from '@/components/shell/console-shell';
import type { Me } from '@/lib/api/router';
import { sessionExpiry } from '@/lib/auth/cookie';
import { toSessionView } from '@/lib/auth/options';
import { getSessionToken, loadMe } from '@/lib/auth/session';
import { navigationFor } from '@/lib/navigation';
import { QueryProvider } from '@/lib/trpc/query-provider';

/** Only tenants the user can actually switch into, plus the active one whatever its state. */
function switchableTenants(me: Me) {
  const activeId = me.active_tenant.tenant_id;
  return me.tenants.filter((t) => t.tenant_id === activeId || t.status === 'active');
}

/** Every signed-in page: checks the session, then renders the shell from auth.me. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  // Per-user pages: never prerendered at build time.
  await connection();
  const token = await getSessionToken();
  if (!token) redirect('/login');
  const result = await loadMe();
  if (!result.ok) return <ApiUnavailable failure={result.failure} />;
  const { me } = result;
  // The same view next-auth's session endpoint returns, so the client starts authenticated.
  const expires = sessionExpiry();
  return (
    <SessionProvider session={toSessionView(token, expires)}>
      <QueryProvider>
        <ConsoleShell
          navigation={navigationFor(me)}
          userName={me.user.name}
          activeTenant={me.active_tenant}
          tenants={switchableTenants(me)}
        >
          {children}
        </ConsoleShell>
        <FlashToast />
      </QueryProvider>
    </SessionProvider>
  );
}
