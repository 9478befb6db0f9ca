import { JOB_ENTITIES, JOB_TYPES, type JobStatus } from '@pim/core/schemas';
import type { FilterValues, ListInput } from '@/lib/list-params';

/**
 * The jobs list's query from the common list fields and the URL's filters. Jobs have no
 * search and sort by creation only; a value the API would refuse is left out, not sent.
 */
export function jobListInput(input: ListInput<JobStatus>, filters: FilterValues) {
  const type = JOB_TYPES.find((t) => t === filters.type);
  const entity = JOB_ENTITIES.find((e) => e === filters.entity);
  return {
    status: input.status,
    type: type ? [type] : undefined,
    entity: entity ? [entity] : undefined,
    page: input.page,
    page_size: input.page_size,
    sort: input.sort === 'created_at' ? ('created_at' as const) : ('-created_at' as const),
  };
}
