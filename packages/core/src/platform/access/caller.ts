// Who is calling: a person by an access token, or a machine by an API key. The types alone,
// so the two ways of authenticating (principal.ts, api-key-auth.ts) share them without
// importing each other.
import type { MembershipRow } from './sql.ts';

export interface PrincipalBase {
  name: string;
  isPlatformAdmin: boolean;
  /** The tenant the credential was issued for (an API key's only tenant). */
  tokenTenantId: string;
  memberships: MembershipRow[];
  /** The tenant whose roles and permissions are loaded below. */
  tenantId: string;
  roles: string[];
  permissions: ReadonlySet<string>;
}

/** A person, authenticated by an access token of one of their sessions. */
export interface UserPrincipal extends PrincipalBase {
  kind: 'user';
  userId: string;
  sessionId: string;
  /** The client the session was opened by (`pim-console`, `pim-api`, …). */
  clientId: string;
  email: string;
}

/** A machine, authenticated by an API key of a service account. */
export interface ServiceAccountPrincipal extends PrincipalBase {
  kind: 'service_account';
  serviceAccountId: string;
  apiKeyId: string;
  // Absent, and typed so: `principal.userId === id` stays a valid (false) comparison, while
  // passing it where a user id is needed does not compile without narrowing on `kind`.
  userId?: undefined;
  sessionId?: undefined;
  clientId?: undefined;
  email?: undefined;
}

export type Principal = UserPrincipal | ServiceAccountPrincipal;
