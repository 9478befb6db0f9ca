import { SelectField } from './fields';

/** The status as a field of a detail page's one form (DetailForm; statusPart saves it). */
export function StatusField({
  current,
  statuses,
  hint,
  testId,
}: {
  current: string;
  statuses: readonly string[];
  hint?: string;
  /** `<testId>-input`. */
  testId: string;
}) {
  return (
    <SelectField
      name="status"
      label="Status"
      hint={hint}
      testId={testId}
      defaultValue={current}
      options={statuses.map((s) => ({ value: s, label: s }))}
    />
  );
}
