// The face of errors: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { AppError, notFound, type ErrorCode, type ErrorDetail } from './app-error.ts';
export { fromDatabaseError, fromDataError, isUniqueViolation } from './database-errors.ts';
export { MAX_ERROR_DETAILS, validationError } from './zod-issues.ts';
