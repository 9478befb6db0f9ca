// The face of attribute options: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { labelsOf } from './mappers.ts';
export * as attributeOptions from './service.ts';
export { attributeOptionCodec, attributeOptionQuery, attributeOptionWrites } from './codec.ts';
export { optionCodesByAttribute } from './sql.ts';
