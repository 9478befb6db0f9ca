'use client';

import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { EXPORT_FORMATS, type ExportFormat } from '@pim/core/schemas';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import type { Option } from '@/components/form/fields';
import type { ListParams } from '@/components/list/use-list-params';
import { isolateText } from '@/lib/bidi';
import { artifactUrl } from '../../jobs/[id]/job-detail';
import { startExportJob } from '../../jobs/actions';
import { JobProgress, JobStatusBadge } from '../../jobs/job-display';
import { FORMAT_LABELS } from '../../jobs/job-labels';
import { useJob } from '../../jobs/use-job';
import type { ChannelScope } from '../[id]/scope';
import type { CategoryForest } from '../categories/forest';
import { STATUS_LABELS } from '../product-status';
import { exportFiltersOf } from './export-filters';
import { ErrorNotice } from '@/components/notices';

const FORMATS = EXPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }));

/** The grid's filters in words, for the dialog to say what it exports. */
function selectionWords<S extends string>(
  list: ListParams<S>,
  families: readonly Option[],
  forest: CategoryForest,
): string[] {
  const { filters } = exportFiltersOf(list.input, list.filters);
  const words: string[] = [];
  if (filters.search) words.push(`matching “${filters.search}”`);
  if (filters.status?.length) {
    words.push(
      `status ${filters.status.map((s) => STATUS_LABELS[s as keyof typeof STATUS_LABELS] ?? s).join(', ')}`,
    );
  }
  if (filters.product_family_id) {
    const family = families.find((f) => f.value === filters.product_family_id);
    words.push(`family ${family?.label ?? 'chosen'}`);
  }
  if (filters.category_id) {
    words.push(`category ${forest.byId.get(filters.category_id)?.name ?? 'chosen'}`);
  }
  return words;
}

/** After the start: the job's progress, a link to its page, the file once it is written. */
function ExportJob({ id }: { id: string }) {
  const job = useJob(id).data;
  if (!job) return <Text size="sm">Starting…</Text>;
  return (
    <Stack gap="sm" data-testid="export-job">
      <Group gap="sm">
        <JobStatusBadge status={job.status} testId="export-job-status" />
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
        <Button
          component="a"
          href={artifactUrl(id)}
          download
          leftSection={<IconDownload size={18} aria-hidden />}
          w="fit-content"
          data-testid="export-download"
        >
          Download
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * "Export" on the product grid: a dialog choosing the format, channel and locales of an
 * export of the products the grid's filters select (search, status, family, category), then
 * following the job until its file can be downloaded.
 */
export function ExportDialog<S extends string>({
  list,
  total,
  channels,
  families,
  forest,
}: {
  list: ListParams<S>;
  total: number | undefined;
  channels: readonly ChannelScope[];
  families: readonly Option[];
  forest: CategoryForest;
}) {
  const [opened, setOpened] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [channel, setChannel] = useState('');
  const [locales, setLocales] = useState<string[]>([]);
  const [jobId, setJobId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, startTransition] = useTransition();

  const { filters, unsupported } = exportFiltersOf(list.input, list.filters);
  const words = selectionWords(list, families, forest);
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
  const start = () =>
    startTransition(async () => {
      setFailure(undefined);
      const started = await startExportJob({
        entity: 'products',
        format,
        filters,
        ...(channel ? { channel_code: channel } : {}),
        ...(locales.length ? { locales } : {}),
      });
      if (started.ok) setJobId(started.id);
      else setFailure(started.message);
    });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="products-export"
      >
        Export
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Export products"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md" data-testid="export-dialog">
          <Text size="sm" data-testid="export-selection">
            {total === undefined
              ? 'The products'
              : `The ${total} ${total === 1 ? 'product' : 'products'}`}{' '}
            the grid shows{words.length ? `: ${words.join(', ')}` : ' (every product)'}.
          </Text>
          {unsupported.length ? (
            <Text size="sm" c="orange.9">
              The completeness filter does not apply to exports: every product matching the other
              filters is exported.
            </Text>
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
              {failure ? <ErrorNotice testId="export-error">{failure}</ErrorNotice> : null}
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
