// The face of category mappings: its operations and shapes. The rest of this folder (its
// repository and mappers) is private to it; lint keeps it so.
export * as categoryMappings from './service.ts';
export * from './schemas.ts';
