'use client';

import { Anchor, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { FailedItems } from '@/components/jobs/failed-items';
import { JobProgress, JobStatusBadge } from '@/components/jobs/job-display';
import { isActive, type Job } from '@/components/jobs/job-labels';
import { JobWatcher } from '@/components/jobs/job-watcher';
import { useJob } from '@/components/jobs/use-job';
import { productsOf } from './plan';

/** A bulk update the grid started: what it does, in words, and the job's id. */
export interface StartedRun {
  id: string;
  title: string;
}

/** "2 products updated, 1 failed": the outcome in counts, once the job has ended. */
export function outcomeText(job: Job): string {
  const { succeeded, failed } = job.progress;
  if (job.status === 'cancelled') return `Cancelled after ${productsOf(succeeded)} updated.`;
  if (job.status === 'failed') return job.error?.message ?? 'The job failed.';
  if (failed === 0) return `Done: ${productsOf(succeeded)} updated.`;
  return `${productsOf(succeeded)} updated, ${failed} failed.`;
}

/**
 * A bulk update followed in place, over the grid: its status, its progress bar with the
 * succeeded and failed counts, a link to the job, and once it has ended the outcome with the
 * first failed items (product code and reason). `onEnd` is told once, when the job ends.
 */
export function BulkJobPanel({
  run,
  onEnd,
  onDismiss,
}: {
  run: StartedRun;
  onEnd: (job: Job) => void;
  onDismiss: () => void;
}) {
  const job = useJob(run.id).data;
  const ended = job !== undefined && !isActive(job);
  return (
    <Paper
      withBorder
      p="sm"
      role="status"
      aria-label={`Bulk update: ${run.title}`}
      data-testid="bulk-job"
    >
      <JobWatcher id={run.id} onEnd={onEnd} />
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={500} data-testid="bulk-job-title">
            <bdi>{run.title}</bdi>
          </Text>
          {ended ? (
            <CloseButton
              aria-label="Dismiss this bulk update"
              onClick={onDismiss}
              data-testid="bulk-job-dismiss"
            />
          ) : null}
        </Group>
        {job ? (
          <>
            <Group gap="sm" wrap="wrap">
              <JobStatusBadge job={job} testId="bulk-job-status" />
              {ended ? (
                <Text size="sm" data-testid="bulk-job-outcome">
                  {outcomeText(job)}
                </Text>
              ) : null}
              <Anchor
                component={Link}
                href={`/jobs/${run.id}`}
                prefetch={false}
                size="sm"
                data-testid="bulk-job-link"
              >
                {ended && job.progress.failed > 0
                  ? 'Open the job and its failed items'
                  : 'Open the job'}
              </Anchor>
            </Group>
            <JobProgress job={job} testId="bulk-job-progress" />
            {ended && job.progress.failed > 0 ? (
              <FailedItems job={job} pageSize={5} firstPageOnly testId="bulk-job-failed" />
            ) : null}
          </>
        ) : (
          <Text size="sm">Starting…</Text>
        )}
      </Stack>
    </Paper>
  );
}
