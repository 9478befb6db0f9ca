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

/** Why "Start import" cannot be pressed yet, in words; null once it can. */
export function startBlocked(dryRun: Job | undefined): string | null {
  if (!dryRun) {
    return 'Start import is available once the dry run has checked the file. The dry run reads every record and checks it as the import would, without writing anything.';
  }
  if (isActive(dryRun)) return 'Start import is available once the dry run has ended.';
  if (dryRun.status === 'cancelled') return 'The dry run was cancelled: run it again to start.';
  if (dryRun.status === 'failed') {
    return 'The dry run could not read the file: correct it, upload it again and check it.';
  }
  const { total, failed } = dryRun.progress;
  if (total === 0) return 'The file holds no records to import.';
  if (failed === total) {
    return 'Every record failed the dry run, so the import would write nothing: correct the file and upload it again.';
  }
  return null;
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
  const blocked = startBlocked(dryRun);
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
          disabled={blocked !== null}
          aria-describedby={blocked ? 'import-start-why' : undefined}
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          data-testid="import-start"
        >
          Start import
        </Button>
      </Group>
      {blocked ? (
        <Text size="sm" c="dimmed" id="import-start-why" data-testid="import-start-why">
          {blocked}
        </Text>
      ) : null}
      {checked && dryRun.progress.failed > 0 && !blocked ? (
        <Text size="sm" fw={500} data-testid="import-start-warning">
          {dryRun.progress.failed} {dryRun.progress.failed === 1 ? 'record' : 'records'} failed the
          dry run and will fail again; the others will be written. Correct the file and upload it
          again to import every record.
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
