import { Divider } from '@mantine/core';
import { CATALOG_STATUSES } from '@pim/core/limits';
import type { ConfirmSpec, FormAction } from '../form/action-form';
import { DangerForm } from '../form/danger-form';
import { StatusForm } from '../form/status-form';
import { Section } from '../page';

/**
 * The "Status" card of a catalog record (tree, category, channel, ...): active or inactive,
 * deactivating confirmed first (`consequence` says what it breaks), and the delete button
 * with its confirmation. Test ids: `<testId>-status…`, `<testId>-delete…`.
 */
export function StatusAndDelete({
  record,
  description,
  setStatus,
  consequence,
  remove,
  testId,
}: {
  record: { id: string; status: string };
  description?: string;
  setStatus: FormAction;
  consequence: string;
  remove: {
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
        statuses={CATALOG_STATUSES}
        breaking={['inactive']}
        consequence={consequence}
        testId={`${testId}-status`}
      />
      <Divider label="Delete" labelPosition="left" />
      <DangerForm
        action={remove.action}
        id={record.id}
        testId={`${testId}-delete`}
        label={remove.label}
        confirm={remove.confirm}
      />
    </Section>
  );
}
