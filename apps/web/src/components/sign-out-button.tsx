'use client';

import { signOut } from 'next-auth/react';
import { useState } from 'react';

/** next-auth's sign-out route also ends the API session (see the signOut event in auth options). */
export function SignOutButton() {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="button button--ghost"
      data-testid="sign-out"
      disabled={pending}
      onClick={() => {
        setPending(true);
        void signOut({ callbackUrl: '/login' });
      }}
    >
      {pending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
