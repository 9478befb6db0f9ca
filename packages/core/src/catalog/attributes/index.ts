// The face of attributes: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { OPTION_TYPES, PATTERN_COST_LIMIT, compileAttributeRegex, patternCost } from './config.ts';
export { ZCreateAttributeInput } from './schemas.ts';
export * as attributes from './service.ts';
export { liveAttributeCodesAmong } from './repository.ts';
export { attributeCodec, attributeQuery, attributeWrites } from './codec.ts';
export { attributeDefinitions, type AttributeInfo } from './sql.ts';
