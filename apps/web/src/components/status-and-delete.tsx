import { Divider } from '@mantine/core';
import { CATALOG_STATUSES } from '@pim/core/limits';
import type { ConfirmSpec, FormAction } from './form/action-form';
import { DangerForm } from './form/danger-form';
import { StatusForm } from './form/status-form';
import { Section } from './page';

/**
 * The "Status" card of a record (a catalog record, a role, a user, a service account): its
 * status, a status that cuts something off (`breaking`, inactive unless given) confirmed first
 * (`consequence` says what it breaks), and the delete button with its confirmation where the
 * record is deleted here. Test ids: `<testId>-status…`, `<testId>-delete…`.
 */
export function StatusAndDelete({
  record,
  description,
  statuses = CATALOG_STATUSES,
  breaking = ['inactive'],
  setStatus,
  consequence,
  remove,
  testId,
}: {
  record: { id: string; status: string };
  description?: string;
  /** Active and inactive unless the record has others. */
  statuses?: readonly string[];
  breaking?: readonly string[];
  setStatus: FormAction;
  consequence: string;
  remove?: {
    action: FormAction;
    label: string;
    confirm: Omit<ConfirmSpec, 'confirmLabel' | 'when'>;
  };
  testId: string;
}) {
  return (
    <Section title="Status" description={description}>
      <StatusForm
        action={setStatus}
        id={record.id}
        current={record.status}
        statuses={statuses}
        breaking={breaking}
        consequence={consequence}
        testId={`${testId}-status`}
      />
      {remove ? (
        <>
          <Divider label="Delete" labelPosition="left" />
          <DangerForm
            action={remove.action}
            id={record.id}
            testId={`${testId}-delete`}
            label={remove.label}
            confirm={remove.confirm}
          />
        </>
      ) : null}
    </Section>
  );
}
