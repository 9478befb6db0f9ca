import { ActionForm, type FormAction } from './action-form';
import { Hidden, SelectField } from './fields';

interface StatusFormProps {
  action: FormAction;
  /** The resource whose status changes (posted as `id`). */
  id: string;
  current: string;
  statuses: readonly string[];
  /** Statuses that cut someone off (a user's access, an integration's keys): confirmed first. */
  breaking: readonly string[];
  /** What the breaking statuses do, in the confirmation, e.g. "The user loses access at once." */
  consequence: string;
  /** Test ids: `<testId>`, `<testId>-select-input`, `<testId>-submit`, `<testId>-submit-confirm`. */
  testId: string;
}

/**
 * The status control of a resource: pick a status, save; a status that breaks access or an
 * integration asks for confirmation first. Statuses come from @pim/core/limits.
 */
export function StatusForm({
  action,
  id,
  current,
  statuses,
  breaking,
  consequence,
  testId,
}: StatusFormProps) {
  return (
    <ActionForm
      action={action}
      testId={testId}
      submitLabel="Change status"
      submitVariant="default"
      confirm={{
        title: 'Change the status?',
        body: consequence,
        confirmLabel: 'Change status',
        when: { field: 'status', values: breaking },
      }}
    >
      <Hidden name="id" value={id} />
      <SelectField
        name="status"
        label="Status"
        testId={`${testId}-select`}
        defaultValue={current}
        options={statuses.map((s) => ({ value: s, label: s }))}
      />
    </ActionForm>
  );
}

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
