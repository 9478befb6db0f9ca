'use client';

import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChecklist, IconPlayerPlay } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { startImportJob } from '../actions';
import { FailedItems } from '../failed-items';
import { JobProgress } from '../job-display';
import { isActive, type Job } from '../job-labels';
import { useJob } from '../use-job';
import type { ImportChoice } from './choose-step';
import type { UploadedFile } from './upload-file';
import { ErrorNotice } from '@/components/notices';

/** How many failed records the dry run shows (the job page lists them all). */
const PREVIEW_ITEMS = 20;

const count = (result: Job['result'], key: string) =>
  typeof result?.[key] === 'number' ? (result[key] as number) : 0;

/** What the dry run found, in one sentence. */
function DryRunSummary({ job }: { job: Job }) {
  const { total, succeeded, failed } = job.progress;
  const { result } = job;
  return (
    <Text size="sm" data-testid="import-dry-run-summary">
      {total} {total === 1 ? 'record' : 'records'}: {succeeded} would be written (
      {count(result, 'created')} new, {count(result, 'updated')} changed,{' '}
      {count(result, 'unchanged')} unchanged), {failed} failed.
    </Text>
  );
}

/**
 * Step 3: a dry run of the file (every record checked by the API's rules, nothing written),
 * its counts and first failed records; then the real import of the same file, whose page
 * opens.
 */
export function CheckStep({ choice, file }: { choice: ImportChoice; file: UploadedFile }) {
  const router = useRouter();
  const [dryRunId, setDryRunId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, startTransition] = useTransition();
  const dryRun = useJob(dryRunId).data;
  const input = { ...choice, file_id: file.file_id };

  const run = (dry: boolean) =>
    startTransition(async () => {
      setFailure(undefined);
      const started = await startImportJob({ ...input, dry_run: dry });
      if (!started.ok) setFailure(started.message);
      else if (dry) setDryRunId(started.id);
      else router.push(`/jobs/${started.id}`);
    });

  const checked = dryRun?.status === 'completed';
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant={checked ? 'default' : 'filled'}
          onClick={() => run(true)}
          loading={pending && !checked}
          disabled={dryRun ? isActive(dryRun) : false}
          leftSection={<IconChecklist size={18} aria-hidden />}
          data-testid="import-dry-run"
        >
          {dryRun ? 'Check again' : 'Check the file (dry run)'}
        </Button>
        <Button
          onClick={() => run(false)}
          loading={pending && checked}
          disabled={!checked}
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          data-testid="import-start"
        >
          Start import
        </Button>
      </Group>
      {!dryRun ? (
        <Text size="sm" c="dimmed">
          The dry run reads every record and checks it as the import would, without writing
          anything.
        </Text>
      ) : null}
      {failure ? <ErrorNotice testId="import-error">{failure}</ErrorNotice> : null}
      {dryRun ? (
        <Stack gap="sm" data-testid="import-dry-run-job">
          <JobProgress job={dryRun} testId="import-dry-run-progress" />
          {dryRun.status === 'completed' ? <DryRunSummary job={dryRun} /> : null}
          {dryRun.error ? (
            <ErrorNotice testId="import-dry-run-error">
              <bdi>{dryRun.error.message}</bdi>
            </ErrorNotice>
          ) : null}
          {dryRun.status === 'cancelled' ? (
            <Text size="sm" c="dimmed">
              The dry run was cancelled.
            </Text>
          ) : null}
          {checked || isActive(dryRun) ? (
            <FailedItems
              job={dryRun}
              pageSize={PREVIEW_ITEMS}
              firstPageOnly
              testId="import-dry-run-failed"
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
