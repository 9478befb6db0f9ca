// The face of channels: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { findChannelByCode, findChannelToDeliver } from './repository.ts';
