'use client';

import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  EXPORT_FORMATS,
  MAX_EXPORT_ATTRIBUTES,
  type ExportFilters,
  type ExportFormat,
  type StartExportInput,
} from '@pim/core/schemas';
import { useQuery } from '@tanstack/react-query';
import { IconFileExport } from '@tabler/icons-react';
import Link from 'next/link';
import { useState, useTransition, type ReactNode } from 'react';
import { ErrorNotice } from '@/components/notices';
import { isolateText } from '@/lib/bidi';
import { useTRPC } from '@/lib/trpc/query-provider';
import { startExportJob } from './actions';
import { SaveAsProfile } from './save-as-profile';
import { JobDownload, JobProgress, JobStatusBadge } from './job-display';
import { FORMAT_LABELS, entityLabel } from './job-labels';
import { useJob } from './use-job';

const FORMATS = EXPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }));

/** A channel an export may be narrowed to, with the locales it may be narrowed to. */
export interface ExportChannel {
  code: string;
  name: string;
  locales: readonly { code: string; label: string }[];
}

/** One way to choose what is exported ("Selected (3)", "All matching (120)"), with its filters. */
export interface ExportScope {
  key: string;
  label: string;
  filters: ExportFilters;
}

/** The tenant's attributes as picker options: name and code, since names may repeat. */
function useAttributeOptions(enabled: boolean) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.attributes.list.queryOptions({ page: 1, page_size: 100, sort: 'code' }),
    enabled,
  });
  return (query.data?.items ?? []).map((a) => ({ value: a.code, label: `${a.name} (${a.code})` }));
}

/** After the start: the job's progress, a link to its page, the file once it is written. */
function ExportJob({ id }: { id: string }) {
  const job = useJob(id).data;
  if (!job) return <Text size="sm">Starting…</Text>;
  return (
    <Stack gap="sm" data-testid="export-job">
      <Group gap="sm">
        <JobStatusBadge job={job} testId="export-job-status" />
        <Anchor
          component={Link}
          href={`/jobs/${id}`}
          prefetch={false}
          size="sm"
          data-testid="export-job-link"
        >
          Open the job
        </Anchor>
      </Group>
      <JobProgress job={job} testId="export-progress" />
      {job.error ? (
        <ErrorNotice testId="export-job-error">
          <bdi>{job.error.message}</bdi>
        </ErrorNotice>
      ) : null}
      {job.status === 'completed' ? (
        <JobDownload id={id} testId="export-download" w="fit-content" />
      ) : null}
    </Stack>
  );
}

/**
 * An export's launch: a button opening a dialog that says what is exported (`summary`),
 * chooses the format, channel and locales, starts the job, then follows it until its file
 * can be downloaded. Test ids: `<testId>` (the button), `export-…` inside the dialog.
 */
export function ExportDialog({
  entity,
  filters,
  scopes,
  summary,
  channels,
  testId,
}: {
  entity: StartExportInput['entity'];
  filters: ExportFilters;
  /** Ways to choose the records (the first is chosen first); absent: `filters`. */
  scopes?: readonly ExportScope[];
  summary: ReactNode;
  channels: readonly ExportChannel[];
  testId: string;
}) {
  const [opened, setOpened] = useState(false);
  const [scopeKey, setScopeKey] = useState<string>();
  const [attributes, setAttributes] = useState<string[]>([]);
  const valued = entity === 'products' || entity === 'variants';
  const attributeOptions = useAttributeOptions(opened && valued);
  const scope = scopes?.find((s) => s.key === scopeKey) ?? scopes?.[0];
  const chosenFilters = scope?.filters ?? filters;
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [channel, setChannel] = useState('');
  const [locales, setLocales] = useState<string[]>([]);
  const [jobId, setJobId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, startTransition] = useTransition();

  const localeChoices = [
    ...new Map(
      channels
        .filter((c) => !channel || c.code === channel)
        .flatMap((c) => c.locales)
        .map((l) => [l.code, l]),
    ).values(),
  ];

  const close = () => {
    setOpened(false);
    setJobId(undefined);
    setFailure(undefined);
  };
  const input = {
    entity,
    format,
    filters: chosenFilters,
    ...(channel ? { channel_code: channel } : {}),
    ...(locales.length ? { locales } : {}),
    ...(attributes.length ? { attributes } : {}),
  };
  const start = () =>
    startTransition(async () => {
      setFailure(undefined);
      const started = await startExportJob(input);
      if (started.ok) setJobId(started.id);
      else setFailure(started.message);
    });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid={testId}
      >
        Export
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Export ${entityLabel(entity).toLowerCase()}`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md" data-testid="export-dialog">
          {summary}
          {scopes && scopes.length > 1 && !jobId ? (
            <Radio.Group
              label="Products to export"
              value={scope?.key}
              onChange={setScopeKey}
              data-testid="export-scope"
            >
              <Group gap="md" mt={6}>
                {scopes.map((s) => (
                  <Radio
                    key={s.key}
                    value={s.key}
                    label={s.label}
                    data-testid={`export-scope-${s.key}`}
                  />
                ))}
              </Group>
            </Radio.Group>
          ) : null}
          {jobId ? (
            <ExportJob id={jobId} />
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NativeSelect
                  label="Format"
                  value={format}
                  onChange={(e) =>
                    setFormat(EXPORT_FORMATS.find((f) => f === e.currentTarget.value) ?? 'csv')
                  }
                  data={FORMATS}
                  data-testid="export-format"
                />
                <NativeSelect
                  label="Channel"
                  value={channel}
                  onChange={(e) => {
                    setChannel(e.currentTarget.value);
                    setLocales([]);
                  }}
                  data={[
                    { value: '', label: 'Every channel' },
                    ...channels.map((c) => ({ value: c.code, label: isolateText(c.name) })),
                  ]}
                  data-testid="export-channel"
                />
              </SimpleGrid>
              {localeChoices.length ? (
                <Checkbox.Group
                  label="Locales"
                  description="None chosen: every locale."
                  value={locales}
                  onChange={setLocales}
                >
                  <Group gap="md" mt={6}>
                    {localeChoices.map((l) => (
                      <Checkbox
                        key={l.code}
                        value={l.code}
                        label={l.label}
                        data-testid={`export-locale-${l.code}`}
                      />
                    ))}
                  </Group>
                </Checkbox.Group>
              ) : null}
              {valued ? (
                <MultiSelect
                  label="Attributes"
                  description="The columns of the file; none chosen: every attribute."
                  placeholder={attributes.length ? undefined : 'Every attribute'}
                  data={attributeOptions}
                  value={attributes}
                  onChange={setAttributes}
                  searchable
                  clearable
                  maxValues={MAX_EXPORT_ATTRIBUTES}
                  nothingFoundMessage="No attribute matches"
                  comboboxProps={{ withinPortal: true }}
                  data-testid="export-attributes"
                />
              ) : null}
              {failure ? <ErrorNotice testId="export-error">{failure}</ErrorNotice> : null}
              <SaveAsProfile input={input} />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-testid="export-close">
              Close
            </Button>
            {jobId ? null : (
              <Button onClick={start} loading={pending} data-testid="export-start">
                Start export
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
