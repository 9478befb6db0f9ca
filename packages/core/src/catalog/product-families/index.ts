// The face of product families: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export * as productFamilies from './service.ts';
export { familyCodec, familyQuery, familyWrites } from './codec.ts';
export { familyWithAttributes, type FamilyAttributeInfo, type FamilyInfo } from './sql.ts';
