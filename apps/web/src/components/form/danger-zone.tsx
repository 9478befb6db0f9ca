import type { ReactNode } from 'react';
import { Section } from '../page';
import type { ConfirmSpec, FormAction } from './action-form';
import { DangerForm } from './danger-form';

/**
 * A detail page's one destructive action, apart from its tabs and their Save: a red-bordered
 * card that says what goes and what stops it, then the button, confirmed first.
 * Test ids: `<testId>-zone`, `<testId>`, `<testId>-submit`, `<testId>-submit-confirm`, `-error`.
 */
export function DangerZone({
  action,
  id,
  hidden,
  label,
  what,
  confirm,
  testId,
}: {
  action: FormAction;
  id: string;
  hidden?: Record<string, string>;
  /** The button: "Delete channel". */
  label: string;
  /** What it deletes, and what keeps it from being deleted. */
  what: ReactNode;
  confirm: Omit<ConfirmSpec, 'confirmLabel' | 'when'>;
  testId: string;
}) {
  return (
    <Section title="Danger zone" description={what} testId={`${testId}-zone`}>
      <DangerForm
        action={action}
        id={id}
        hidden={hidden}
        label={label}
        confirm={confirm}
        testId={testId}
        variant="filled"
      />
    </Section>
  );
}
