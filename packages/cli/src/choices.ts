// The values `pim` offers as choices, each list checked by the compiler against the API's
// types (generated from its OpenAPI document): a value the API adds, or drops, breaks the
// build of the command line until the list follows.
import type { ExportInput, ImportInput, PimPaths } from '@pim/client';

type JobQuery = NonNullable<PimPaths['/jobs']['get']['parameters']['query']>;
export type JobStatus = NonNullable<JobQuery['status']>[number];
export type JobType = NonNullable<JobQuery['type']>[number];
export type JobEntity = NonNullable<JobQuery['entity']>[number];

/** `list`, once it names every member of `T` and nothing else. */
function every<T extends string>() {
  return <const L extends readonly T[]>(
    list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : never),
  ): L => list;
}

export const ENTITIES = every<JobEntity>()([
  'products',
  'variants',
  'categories',
  'attributes',
  'attribute_options',
  'families',
]);
export const IMPORT_ENTITIES = every<ImportInput['entity']>()(ENTITIES);
export const EXPORT_ENTITIES = every<ExportInput['entity']>()(ENTITIES);
export const IMPORT_FORMATS = every<ImportInput['format']>()(['csv', 'json', 'xlsx', 'akeneo_csv']);
export const EXPORT_FORMATS = every<ExportInput['format']>()(['csv', 'json', 'xlsx']);
export const MODES = every<NonNullable<ImportInput['mode']>>()([
  'upsert',
  'create_only',
  'update_only',
]);
export const JOB_STATUSES = every<JobStatus>()([
  'queued',
  'running',
  'completed',
  'failed',
  'cancelled',
]);
export const JOB_TYPES = every<JobType>()(['import', 'export', 'bulk_update']);
