// The face of connections: what other domains (category mappings, the transports, the
// channel jobs) may use of it. The rest of this folder (its repository, the sealing of
// credentials, its mappers) is private to it; lint keeps it so.
export * as connections from './service.ts';
export { isLiveConnection, loadTransportTarget, type LoadedConnection } from './target.ts';
export { CredentialsError } from './credentials.ts';
export { nextRunOf } from './checks.ts';
export * from './config.ts';
export * from './schemas.ts';
