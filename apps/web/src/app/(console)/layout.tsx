import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { ApiUnavailable } from '@/components/api-unavailable';
import { ConsoleHeader } from '@/components/console-header';
import { SessionProvider } from '@/components/session-provider';
import { sessionExpiry } from '@/lib/auth/cookie';
import { toSessionView } from '@/lib/auth/options';
import { getSessionToken, loadMe } from '@/lib/auth/session';

/** Every signed-in page: checks the session, then renders the header from auth.me. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  // Per-user pages: never prerendered at build time.
  await connection();
  const token = await getSessionToken();
  if (!token) redirect('/login');
  const result = await loadMe();
  if (!result.ok) return <ApiUnavailable failure={result.failure} />;
  // The same view next-auth's session endpoint returns, so the client starts authenticated.
  const expires = sessionExpiry();
  return (
    <SessionProvider session={toSessionView(token, expires)}>
      <div className="shell">
        <ConsoleHeader me={result.me} />
        <main id="main" className="content">
          {children}
        </main>
      </div>
    </SessionProvider>
  );
}
