import { SORT_ORDER_MAX, SORT_ORDER_MIN } from '@pim/core/schemas';
import { NumberField } from '../form/fields';

/**
 * The `sort_order` of an attribute group, attribute or option: a whole number from 0, lowest
 * first. Test ids: `<testId>-input`, `<testId>-error`.
 */
export function SortOrderField({
  testId,
  defaultValue,
  hint,
}: {
  testId: string;
  defaultValue?: number;
  hint?: string;
}) {
  return (
    <NumberField
      name="sort_order"
      label="Sort order"
      hint={hint}
      testId={testId}
      defaultValue={defaultValue}
      min={SORT_ORDER_MIN}
      max={SORT_ORDER_MAX}
    />
  );
}
