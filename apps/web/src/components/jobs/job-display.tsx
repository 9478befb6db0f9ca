'use client';

import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { StatusBadge } from '@/components/notices';
import { formatDuration, jobOutcome, jobTitle, type Job } from './job-labels';

// A job's status, progress, duration and file as components, shared by the jobs list, a
// job's page, the import wizard and the product grid's export and bulk actions.

/**
 * How a job ended (or where it is) as a badge: the word carries the meaning, and a completed
 * job with failed records says so (jobOutcome).
 */
export function JobStatusBadge({
  job,
  testId,
}: {
  job: Pick<Job, 'status' | 'progress'>;
  testId?: string;
}) {
  const { label, color } = jobOutcome(job);
  return <StatusBadge status={job.status} label={label} color={color} testId={testId} />;
}

function percentOf({ processed, total }: Job['progress']): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((processed / total) * 100));
}

/**
 * A job's progress: one bar (processed of total) whose parts are the succeeded records, the
 * failed ones and the skipped ones, with the counts under it. A job whose total is not known
 * yet (an import still counting its records) shows an empty bar.
 */
export function JobProgress({ job, testId }: { job: Job; testId: string }) {
  const { processed, total, succeeded, failed } = job.progress;
  const share = (count: number) => (total > 0 ? Math.min(100, (count / total) * 100) : 0);
  const running = job.status === 'running';
  return (
    <Stack gap={4} miw={160} data-testid={testId}>
      <Progress.Root
        role="progressbar"
        aria-label={`${jobTitle(job)}: progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentOf(job.progress)}
        aria-valuetext={`${processed} of ${total} processed: ${succeeded} succeeded, ${failed} failed`}
      >
        <Progress.Section
          value={share(succeeded)}
          color="teal"
          animated={running}
          withAria={false}
        />
        <Progress.Section value={share(failed)} color="red" animated={running} withAria={false} />
        <Progress.Section
          value={share(processed - succeeded - failed)}
          color="gray"
          animated={running}
          withAria={false}
        />
      </Progress.Root>
      <Group gap="xs" wrap="wrap">
        <Text size="xs" data-testid={`${testId}-processed`}>
          {processed} / {total}
        </Text>
        <Text size="xs" c="teal.9" data-testid={`${testId}-succeeded`}>
          {succeeded} succeeded
        </Text>
        <Text size="xs" c={failed > 0 ? 'red.9' : 'dimmed'} data-testid={`${testId}-failed`}>
          {failed} failed
        </Text>
      </Group>
    </Stack>
  );
}

/** The time now, read once a second while `ticking` (null before the first read). */
function useNow(ticking: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!ticking) return;
    const read = () => setNow(Date.now());
    const first = setTimeout(read, 0);
    const timer = setInterval(read, 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ticking]);
  return now;
}

/**
 * From start to finish; a running job's so far, counted in the browser (the server's clock
 * and the first render must agree). A job never started has none.
 */
export function JobDuration({ job }: { job: Pick<Job, 'started_at' | 'finished_at'> }) {
  const now = useNow(Boolean(job.started_at && !job.finished_at));
  if (!job.started_at) return <>—</>;
  const end = job.finished_at ? Date.parse(job.finished_at) : now;
  if (end === null) return <>—</>;
  return <>{formatDuration(end - Date.parse(job.started_at))}</>;
}

/** The artifact's address: the console forwards it from the API with the session's token. */
const artifactUrl = (id: string) => `/api/jobs/${id}/artifact`;

/** A completed export's file, downloaded through the console. */
export function JobDownload({ id, testId, w }: { id: string; testId: string; w?: string }) {
  return (
    <Button
      component="a"
      href={artifactUrl(id)}
      download
      leftSection={<IconDownload size={18} aria-hidden />}
      w={w}
      data-testid={testId}
    >
      Download
    </Button>
  );
}

/**
 * An ended import's failed records as a file in its own format, to correct and import again
 * (the console forwards `GET /v1/jobs/{id}/failed-records`).
 */
export function FailedRowsDownload({ id, testId }: { id: string; testId: string }) {
  return (
    <Button
      component="a"
      href={`/api/jobs/${id}/failed-records`}
      download
      variant="light"
      color="red"
      leftSection={<IconDownload size={18} aria-hidden />}
      w="fit-content"
      data-testid={testId}
    >
      Download failed rows
    </Button>
  );
}
