// The face of auth: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { chargeAttempt } from './lockout.ts';
export { hashPassword } from './passwords.ts';
export { revokeSessions } from './repository.ts';
