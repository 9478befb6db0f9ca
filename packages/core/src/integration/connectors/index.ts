// The face of connectors: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { defaultSchemaIds, findConnector } from './repository.ts';
export { lockConnector } from './sql.ts';
