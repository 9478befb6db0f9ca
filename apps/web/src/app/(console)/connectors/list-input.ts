import { CONNECTOR_TYPES } from '@pim/core/schemas';
import type { FilterValues, ListInput } from '@/lib/list-params';

/**
 * The connector list's query: search, page, the type filter (`?connector_type=`) and the
 * status filter as the API's `is_active`. The API keeps its own order (no `sort`).
 */
export function connectorListInput(
  { search, status, page, page_size }: ListInput<'active' | 'inactive'>,
  filters: FilterValues,
) {
  const type = CONNECTOR_TYPES.find((t) => t === filters.connector_type);
  return {
    search,
    page,
    page_size,
    connector_type: type ? [type] : undefined,
    is_active: status?.[0] === undefined ? undefined : status[0] === 'active',
  };
}
