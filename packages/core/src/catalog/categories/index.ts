// The face of categories: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export * as categories from './service.ts';
export { categoryCodec, categoryQuery, categoryWritesOf } from './codec.ts';
export { categoriesInTreeOrder, treeOfCode, type TreeCategory } from './sql.ts';
export { findCategory } from './repository.ts';
