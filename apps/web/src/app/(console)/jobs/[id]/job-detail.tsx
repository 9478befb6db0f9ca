'use client';

import { Alert, Code, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { cancelJob } from '@/components/jobs/actions';
import { FailedItems } from '@/components/jobs/failed-items';
import {
  FailedRowsDownload,
  JobDownload,
  JobDuration,
  JobProgress,
  JobStatusBadge,
} from '@/components/jobs/job-display';
import {
  ENTITY_LABELS,
  TYPE_LABELS,
  failedRowsHint,
  hasFailedRows,
  isActive,
  isConnectionJob,
  type Job,
} from '@/components/jobs/job-labels';
import { useJob } from '@/components/jobs/use-job';
import { LocalDate } from '@/components/local-date';
import { Details, Section } from '@/components/page';
import { deliveryLines, optionLines, resultLines } from './job-options';

/** The job's status in the page header, as it changes. */
export function LiveJobStatus({ initial }: { initial: Job }) {
  const job = useJob(initial.id, initial).data ?? initial;
  return <JobStatusBadge job={job} testId="job-status" />;
}

/** Cancel (queued or running, for writers of the job's type) and an export's Download. */
export function JobActions({ initial, canCancel }: { initial: Job; canCancel: boolean }) {
  const job = useJob(initial.id, initial).data ?? initial;
  return (
    <>
      {/* A connection's export sends its file elsewhere; only a dry run keeps it here. */}
      {job.type === 'export' &&
      job.status === 'completed' &&
      (!isConnectionJob(job) || job.options.dry_run === true) ? (
        <JobDownload id={job.id} testId="job-download" />
      ) : null}
      {canCancel && isActive(job) ? (
        <ActionForm
          action={cancelJob}
          testId="job-cancel"
          submitLabel="Cancel job"
          submitColor="red"
          submitVariant="light"
          confirm={{
            title: 'Cancel this job?',
            body: 'It stops after the batch in progress; what it has already written stays.',
            confirmLabel: 'Cancel job',
          }}
        >
          <Hidden name="id" value={job.id} />
        </ActionForm>
      ) : null}
    </>
  );
}

/** Facts, progress, result, the job's own error and its failed items, kept current. */
export function JobDetail({ initial }: { initial: Job }) {
  const job = useJob(initial.id, initial).data ?? initial;
  const result = resultLines(job.result);
  const delivered = isConnectionJob(job) ? deliveryLines(job.result) : [];
  return (
    <>
      <Section testId="job-summary">
        <Details
          cols={{ base: 2, md: 4 }}
          items={[
            { label: 'Type', value: TYPE_LABELS[job.type] },
            {
              label: 'Entity',
              value: ENTITY_LABELS[job.entity as keyof typeof ENTITY_LABELS] ?? job.entity,
            },
            ...optionLines(job).map((line) => ({ label: line.label, value: line.value })),
            { label: 'Created by', value: <bdi>{job.created_by?.name ?? 'System'}</bdi> },
            { label: 'Created', value: <LocalDate value={job.created_at} /> },
            { label: 'Started', value: <LocalDate value={job.started_at} empty="not yet" /> },
            { label: 'Finished', value: <LocalDate value={job.finished_at} empty="not yet" /> },
            { label: 'Duration', value: <JobDuration job={job} />, testId: 'job-duration' },
            { label: 'Job id', value: <Code>{job.id}</Code> },
          ]}
        />
      </Section>
      <Section title="Progress">
        <JobProgress job={job} testId="job-progress" />
      </Section>
      {job.error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={20} />}
          title="The job could not run"
          data-testid="job-error"
        >
          <Text size="sm">
            <bdi>{job.error.message}</bdi> <Code>{job.error.code}</Code>
          </Text>
        </Alert>
      ) : null}
      {result.length ? (
        <Section title="Result" testId="job-result">
          <Details
            cols={{ base: 2, sm: 3, md: 5 }}
            items={result.map((line) => ({
              label: line.label,
              value: line.value,
              testId: `job-result-${line.label.toLowerCase().replaceAll(' ', '-')}`,
            }))}
          />
        </Section>
      ) : null}
      {delivered.length ? (
        <Section
          title={job.type === 'import' ? 'Where the records came from' : 'Where the records went'}
          testId="job-delivery"
        >
          <List spacing={4} size="sm">
            {delivered.map((line) => (
              <List.Item key={`${line.where}-${line.detail ?? ''}`} data-testid="job-delivery-item">
                <Code style={{ overflowWrap: 'anywhere' }}>{line.where}</Code>
                {line.detail ? <> {line.detail}</> : null}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      {job.type === 'export' && !isConnectionJob(job) ? null : (
        <Section
          title="Failed items"
          description="Records the job could not write, with the API's reason for each."
          testId="job-failed-items"
        >
          <Stack gap="sm">
            {hasFailedRows(job) ? (
              <Group gap="sm" wrap="wrap">
                <FailedRowsDownload id={job.id} testId="job-failed-rows" />
                <Text size="sm" c="dimmed">
                  {failedRowsHint(job)}
                </Text>
              </Group>
            ) : null}
            <FailedItems job={job} testId="job-failed" />
          </Stack>
        </Section>
      )}
    </>
  );
}
