import 'server-only';
import { callApi, collectPages, type ApiResult } from '@/lib/api/call';
import { isolateText } from '@/lib/bidi';
import type { Option } from '@/components/form/fields';

/**
 * Every category tree of the tenant, as options of a channel's tree select (the name
 * isolated, then the code; inactive trees may be chosen too, and say so).
 */
export function loadTreeOptions(): Promise<ApiResult<Option[]>> {
  return callApi(async (api) => {
    const trees = await collectPages((page) =>
      api.categoryTrees.list.query({ page, page_size: 100, sort: 'name' }),
    );
    return trees.map((tree) => ({
      value: tree.id,
      label: `${isolateText(tree.name)} (${tree.code})${tree.status === 'active' ? '' : ', inactive'}`,
    }));
  });
}
