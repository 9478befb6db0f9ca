import 'server-only';
import { callApi, collectPages } from '@/lib/api/call';
import { isolateText } from '@/lib/bidi';

/** Every attribute group of the tenant, in their order, for the group selects (option text). */
export function loadGroupOptions() {
  return callApi(async (api) => {
    const groups = await collectPages((page) =>
      api.attributeGroups.list.query({ page, page_size: 100, sort: 'sort_order' }),
    );
    return groups.map((g) => ({ value: g.id, label: `${isolateText(g.name)} (${g.code})` }));
  });
}
