// The face of variant families: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export { MAX_VARIANT_AXES } from './schemas.ts';
export * as variantFamilies from './service.ts';
export { liveAxisCodes, lockVariantFamily } from './sql.ts';
export { exportedVariantEntries, importVariantFamily, variantFamiliesField } from './codec.ts';
export { variantFamiliesWithAxes, type AxisInfo, type VariantFamilyInfo } from './sql.ts';
