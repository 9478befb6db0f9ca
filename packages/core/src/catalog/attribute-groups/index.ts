// The face of attribute groups: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { SORTS_WITH_ORDER, SORT_ORDER_MAX, zSortOrder } from './schemas.ts';
