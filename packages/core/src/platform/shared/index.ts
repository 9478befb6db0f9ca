// The face of shared: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export {
  decodeCursor,
  encodeCursor,
  isPercentKey,
  isTextKey,
  isTimestampKey,
  type CursorKey,
} from './cursor-token.ts';
export { zCursor, zCursorPagination } from './cursor.ts';
export { actorRefOf, auditFieldsOf, iso, isoOrNull, refOf, zAuditFields } from './dto.ts';
export { fault, faultsOf, refuseFaults } from './faults.ts';
export { MAX_INPUT_DEPTH, jsonShapeFault } from './input-guard.ts';
export {
  findPage,
  listSome,
  orderByOf,
  pageOf,
  zListFields,
  zPaging,
  zSort,
  type Page,
  type PageInput,
  type PageRows,
} from './list.ts';
export { Lru } from './lru.ts';
export {
  MAX_IDS,
  paginate,
  zActorRef,
  zCatalogDescription,
  zCode,
  zDescription,
  zId,
  zIdList,
  zName,
  zPage,
  zPageSize,
  zQueryArray,
  zQueryBoolean,
  zQueryInt,
  zSearch,
  zTimestamp,
} from './schemas.ts';
export { codeOrNameMatches, containsText } from './search.ts';
export { inSavepoint, liveIdsAmong, lockLiveRow, rolledBack } from './sql.ts';
export { ACTIVE_INACTIVE, checkTransition, type Moves } from './status.ts';
export { takeTurn, turnTaker } from './take-turns.ts';
export { withUniqueField } from './unique.ts';
