import { SimpleGrid } from '@mantine/core';
import { SortOrderField } from '@/components/catalog/sort-order-field';
import { SelectField, type Option } from '@/components/form/fields';

/** Where an attribute is shown: its group and its order within the group (create and edit). */
export function AttributePlacementFields({
  testId,
  groups,
  attribute,
}: {
  /** Test ids: `<testId>-group-input`, `<testId>-sort-order-input`. */
  testId: string;
  groups: readonly Option[];
  attribute?: { attribute_group: { id: string } | null; sort_order: number };
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField
        name="attribute_group_id"
        label="Group"
        testId={`${testId}-group`}
        defaultValue={attribute?.attribute_group?.id ?? ''}
        options={[{ value: '', label: 'No group' }, ...groups]}
      />
      <SortOrderField
        testId={`${testId}-sort-order`}
        defaultValue={attribute?.sort_order ?? 0}
        hint="Within its group, lowest first."
      />
    </SimpleGrid>
  );
}
