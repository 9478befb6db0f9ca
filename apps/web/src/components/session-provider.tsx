'use client';

import type { Session } from 'next-auth';
import { SessionProvider as NextAuthSessionProvider, useSession } from 'next-auth/react';
import { useEffect, type ReactNode } from 'react';

/** Sends this tab to sign in again once next-auth reports the session gone (e.g. signed out in another tab). */
function SessionWatcher() {
  const { status } = useSession();
  useEffect(() => {
    if (status === 'unauthenticated') window.location.assign('/login?reason=expired');
  }, [status]);
  return null;
}

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <NextAuthSessionProvider session={session}>
      <SessionWatcher />
      {children}
    </NextAuthSessionProvider>
  );
}
