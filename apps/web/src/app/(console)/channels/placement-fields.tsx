import type { LocaleOption } from '@/components/catalog/translations-section';
import { SelectField, type Option } from '@/components/form/fields';
import { LoadError } from '@/components/notices';
import type { ApiResult } from '@/lib/api/call';
import { LocalesPicker } from './locales-picker';

/**
 * Where a channel publishes: its category tree (a select of the tenant's trees) and its
 * locales (in order). Test ids: `channel-tree-input`, `channel-locales-input`.
 */
export function PlacementFields({
  trees,
  locales,
  current,
}: {
  trees: ApiResult<Option[]>;
  locales: ApiResult<LocaleOption[]>;
  current?: { treeId: string; localeCodes: string[] };
}) {
  return (
    <>
      {trees.ok ? (
        <SelectField
          name="category_tree_id"
          label="Category tree"
          testId="channel-tree"
          required
          defaultValue={current?.treeId ?? ''}
          options={[
            ...(current ? [] : [{ value: '', label: 'Choose a category tree' }]),
            ...trees.data,
          ]}
        />
      ) : (
        <LoadError failure={trees.failure} />
      )}
      {locales.ok ? (
        <LocalesPicker locales={locales.data} defaultValue={current?.localeCodes} />
      ) : (
        <LoadError failure={locales.failure} />
      )}
    </>
  );
}
