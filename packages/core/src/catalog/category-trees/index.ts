// The face of category trees: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { findCategoryTreeByCode } from './repository.ts';
export { zCatalogStatus } from './schemas.ts';
export * as categoryTrees from './service.ts';
