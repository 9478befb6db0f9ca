// The face of access: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export {
  assertAuthorityInTenant,
  assertAuthorityOverIdentity,
  assertMayGrantPermissions,
  assertMayGrantRoles,
  assertMayGrantServiceAccount,
  assertMayManageRole,
  assertMayManageServiceAccount,
  lockRolesToGrant,
} from './authority.ts';
export { DELETE_TX_OPTIONS } from './grant-locks.ts';
export {
  actingAs,
  actorOf,
  inTransaction,
  requirePermission,
  requireUser,
  type ActorRef,
  type Principal,
  type Scope,
  type TenantScope,
} from './principal.ts';
export {
  apiKeyMatches,
  generateApiKey,
  hashApiKey,
  keyPrefixOf,
  looksLikeApiKey,
} from './raw-key.ts';
export { findActingGrants, type MembershipRow } from './sql.ts';
export { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens.ts';
