'use client';

import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LIMITS } from '@pim/core/limits';
import type { ExportProfileDto } from '@pim/core/schemas';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden, TextField } from '@/components/form/fields';
import { JobStatusBadge } from '@/components/jobs/job-display';
import { FORMAT_LABELS, entityLabel } from '@/components/jobs/job-labels';
import {
  deleteExportProfile,
  renameExportProfile,
  runExportProfile,
} from '@/components/jobs/profile-actions';
import { useJob } from '@/components/jobs/use-job';
import { ErrorNotice, LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import { useTRPC } from '@/lib/trpc/query-provider';

/** What a profile exports, in words: its selection, channel, locales and attributes. */
export function profileWords(profile: ExportProfileDto): string[] {
  const ids = profile.filters.product_ids;
  const words = [
    Array.isArray(ids)
      ? `${ids.length} chosen ${ids.length === 1 ? 'product' : 'products'}`
      : Object.keys(profile.filters).length
        ? 'records matching saved filters'
        : 'every record',
    profile.channel_code ? `channel ${profile.channel_code}` : 'every channel',
    profile.locales ? `locales ${profile.locales.join(', ')}` : 'every locale',
  ];
  if (profile.entity === 'products' || profile.entity === 'variants') {
    words.push(
      profile.attributes
        ? `${profile.attributes.length} ${profile.attributes.length === 1 ? 'attribute' : 'attributes'}: ${profile.attributes.join(', ')}`
        : 'every attribute',
    );
  }
  return words;
}

/** The export a Run started: its status, and a link to its page. */
function RunJob({ id }: { id: string }) {
  const job = useJob(id).data;
  return (
    <Group gap="xs" data-testid="export-profile-job">
      {job ? <JobStatusBadge job={job} testId="export-profile-job-status" /> : null}
      <Anchor component={Link} href={`/jobs/${id}`} prefetch={false} size="sm">
        Open the export
      </Anchor>
    </Group>
  );
}

function ProfileCard({ profile, canWrite }: { profile: ExportProfileDto; canWrite: boolean }) {
  const [jobId, setJobId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [renaming, setRenaming] = useState(false);
  const [pending, startTransition] = useTransition();
  const run = () =>
    startTransition(async () => {
      setFailure(undefined);
      const started = await runExportProfile(profile.id);
      if (started.ok) setJobId(started.id);
      else setFailure(started.message);
    });
  return (
    <Paper withBorder p="md" data-testid="export-profile">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} data-testid="export-profile-name">
              <bdi>{profile.name}</bdi>
            </Text>
            <Badge variant="light" color="gray">
              {entityLabel(profile.entity)} · {FORMAT_LABELS[profile.format]}
            </Badge>
          </Group>
          {canWrite ? (
            <Group gap="xs">
              <Button
                size="xs"
                onClick={run}
                loading={pending}
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                data-testid="export-profile-run"
              >
                Run
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => setRenaming((r) => !r)}
                data-testid="export-profile-rename"
              >
                Rename
              </Button>
              <ActionForm
                action={deleteExportProfile}
                testId="export-profile-delete"
                submitLabel="Delete"
                submitColor="red"
                submitVariant="light"
                compact
                confirm={{
                  title: `Delete the profile ${profile.name}?`,
                  body: 'Exports it ran stay; the profile cannot be run again.',
                  confirmLabel: 'Delete profile',
                }}
              >
                <Hidden name="id" value={profile.id} />
              </ActionForm>
            </Group>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" data-testid="export-profile-words">
          {profileWords(profile).join(' · ')}
        </Text>
        {renaming ? (
          <ActionForm
            action={renameExportProfile}
            testId="export-profile-rename-form"
            submitLabel="Save name"
            compact
            onSuccess={() => setRenaming(false)}
          >
            <Hidden name="id" value={profile.id} />
            <TextField
              name="name"
              label="New name"
              testId="export-profile-new-name"
              defaultValue={profile.name}
              maxLength={LIMITS.name}
              required
            />
          </ActionForm>
        ) : null}
        {failure ? <ErrorNotice testId="export-profile-error">{failure}</ErrorNotice> : null}
        {jobId ? <RunJob id={jobId} /> : null}
      </Stack>
    </Paper>
  );
}

/** The tenant's export profiles, by name, each with Run, Rename and Delete for writers. */
export function ExportProfiles({ canWrite }: { canWrite: boolean }) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.exportProfiles.list.queryOptions({ page: 1, page_size: 100, sort: 'name' }),
  );
  if (query.isError) return <LoadError failure={toApiFailure(query.error)} />;
  if (!query.data) return <Skeleton height={80} />;
  const { items } = query.data;
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="export-profiles-empty">
        No export profiles yet. Save one from the export dialog of the{' '}
        <Anchor component={Link} href="/products" size="sm">
          product grid
        </Anchor>{' '}
        (“Save as profile”) to run the same export again here.
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="export-profiles">
      {items.map((profile) => (
        <ProfileCard key={profile.id} profile={profile} canWrite={canWrite} />
      ))}
    </Stack>
  );
}
