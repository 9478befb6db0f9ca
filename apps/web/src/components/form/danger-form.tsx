import { ActionForm, type ConfirmSpec, type FormAction } from './action-form';
import { Hidden } from './fields';

interface DangerFormProps {
  action: FormAction;
  /** The resource it acts on (posted as `id`). */
  id: string;
  /** More values to post, e.g. the id of a nested record (`optionId`). */
  hidden?: Record<string, string>;
  /** The button, e.g. "Delete role". */
  label: string;
  /** What the dialog asks and says; its confirm button repeats `label` unless given. */
  confirm: Omit<ConfirmSpec, 'confirmLabel' | 'when'> & { confirmLabel?: string };
  /** Test ids: `<testId>`, `<testId>-submit`, `<testId>-submit-confirm`. */
  testId: string;
  /** Filled red (the page's main destructive action) or light red (one of several). */
  variant?: 'filled' | 'light';
  /** Small button, for table rows. */
  compact?: boolean;
}

/**
 * A destructive action on one resource (delete, remove, revoke): a red button that asks for
 * confirmation before it posts the resource's id. Every page deleting something uses it.
 */
export function DangerForm({
  action,
  id,
  hidden = {},
  label,
  confirm,
  testId,
  variant = 'light',
  compact = false,
}: DangerFormProps) {
  return (
    <ActionForm
      action={action}
      testId={testId}
      submitLabel={label}
      submitColor="red"
      submitVariant={variant}
      compact={compact}
      confirm={{ confirmLabel: label, ...confirm }}
    >
      <Hidden name="id" value={id} />
      {Object.entries(hidden).map(([name, value]) => (
        <Hidden key={name} name={name} value={value} />
      ))}
    </ActionForm>
  );
}
