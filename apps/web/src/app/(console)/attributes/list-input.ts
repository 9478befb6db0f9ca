import { ATTRIBUTE_TYPES } from '@pim/core/schemas';
import type { FilterValues, ListInput } from '@/lib/list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The attribute list's query: the common fields and the type and group filters of the URL
 * (`?type=&attribute_group_id=`); a value the API would refuse is left out, not sent.
 */
export function attributeListInput(input: ListInput<'active' | 'inactive'>, filters: FilterValues) {
  const type = ATTRIBUTE_TYPES.find((t) => t === filters.type);
  const group = filters.attribute_group_id;
  return {
    ...input,
    type: type ? [type] : undefined,
    attribute_group_id: group && UUID.test(group) ? group : undefined,
  };
}
