'use client';

import { Anchor, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { JOB_ENTITIES, JOB_STATUSES, JOB_TYPES } from '@pim/core/schemas';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { DataTable, type Column } from '@/components/list/data-table';
import { FilterSelect } from '@/components/list/list-filters';
import { useListQuery, type ListParams } from '@/components/list/use-list-params';
import { LocalDate } from '@/components/local-date';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { JOBS_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';
import { JobDuration, JobProgress, JobStatusBadge } from './job-display';
import {
  ENTITY_LABELS,
  STATUS_LABELS,
  TYPE_LABELS,
  jobTitle,
  pollWhileActive,
  type Job,
} from './job-labels';
import { jobListInput } from './list-input';

type Page = RouterOutputs['jobs']['list'];

/** Type, status and entity (jobs have no search: the list filters only). */
function JobFilters({ list }: { list: ListParams<(typeof JOB_STATUSES)[number]> }) {
  return (
    <Group role="group" aria-label="Filter the jobs" gap="sm" align="flex-end" wrap="wrap">
      <FilterSelect
        list={list}
        name="type"
        label="Type"
        options={JOB_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        testId="jobs-filter-type"
      />
      <NativeSelect
        label="Status"
        value={list.status ?? ''}
        onChange={(event) =>
          list.setStatus(JOB_STATUSES.find((s) => s === event.currentTarget.value))
        }
        data={[
          { value: '', label: 'Any' },
          ...JOB_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
        ]}
        flex="0 1 12rem"
        data-testid="jobs-filter-status"
      />
      <FilterSelect
        list={list}
        name="entity"
        label="Entity"
        options={JOB_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] }))}
        testId="jobs-filter-entity"
      />
    </Group>
  );
}

const COLUMNS: Column<Job>[] = [
  {
    key: 'job',
    header: 'Job',
    render: (job) => (
      <Anchor
        component={Link}
        href={`/jobs/${job.id}`}
        prefetch={false}
        data-testid={`job-link-${job.id}`}
      >
        {jobTitle(job)}
      </Anchor>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (job) => <JobStatusBadge status={job.status} testId={`job-status-${job.id}`} />,
  },
  {
    key: 'progress',
    header: 'Progress',
    render: (job) => <JobProgress job={job} testId={`job-progress-${job.id}`} />,
  },
  {
    key: 'created',
    header: 'Created',
    sortKey: 'created_at',
    render: (job) => (
      <Stack gap={0}>
        <Text size="sm">
          <bdi>{job.created_by?.name ?? 'System'}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          <LocalDate value={job.created_at} />
        </Text>
      </Stack>
    ),
  },
  { key: 'started', header: 'Started', render: (job) => <LocalDate value={job.started_at} /> },
  { key: 'duration', header: 'Duration', render: (job) => <JobDuration job={job} /> },
];

/**
 * The tenant's jobs (of the types the user reads), newest first, filtered by type, status and
 * entity; asked for again every 1.5 s while a job on the page is queued or running.
 */
export function JobsList({
  tenantName,
  firstPage,
}: {
  tenantName: string;
  firstPage?: FirstPage<Page>;
}) {
  const trpc = useTRPC();
  const { list, options } = useListQuery(JOBS_LIST, firstPage);
  const query = useQuery(
    trpc.jobs.list.queryOptions(jobListInput(list.input, list.filters), {
      ...options,
      refetchInterval: (q) => pollWhileActive(q.state.data?.items),
    }),
  );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <JobFilters list={list} />
        <DataTable
          list={list}
          query={query}
          columns={COLUMNS}
          rowKey={(job) => job.id}
          rowTestId={(job) => `job-row-${job.id}`}
          caption={`Jobs of ${tenantName}`}
          empty="No jobs match."
          testId="jobs"
          minWidth={900}
        />
      </Stack>
    </Paper>
  );
}
