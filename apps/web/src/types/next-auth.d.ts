import type { DefaultSession } from 'next-auth';

declare module 'next-auth' {
  /** What the browser sees: enough for the UI, never a token. */
  interface Session {
    user: { id: string; name: string; email: string } & DefaultSession['user'];
    tenantId: string;
  }

  /** What `authorize` hands to the jwt callback right after a successful login. */
  interface User {
    id: string;
    name: string;
    email: string;
    tenantId: string;
    accessToken: string;
    accessTokenExpires: number;
    refreshToken: string;
  }
}

declare module 'next-auth/jwt' {
  /** Lives only inside the encrypted session cookie; read it through `readSessionToken`. */
  interface JWT {
    tenantId?: string;
    accessToken?: string;
    accessTokenExpires?: number;
    refreshToken?: string;
  }
}
