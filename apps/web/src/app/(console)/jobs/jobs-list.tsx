'use client';

import { Group, Stack, Text } from '@mantine/core';
import { JOB_ENTITIES, JOB_STATUSES, JOB_TYPES, type JobStatus } from '@pim/core/schemas';
import { AnchorLink } from '@/components/links';
import type { Column } from '@/components/list/data-table';
import { FilterSelect, StatusFilter } from '@/components/list/list-filters';
import { QueryList } from '@/components/list/query-list';
import type { ListProps } from '@/lib/list-params';
import type { ListParams } from '@/components/list/use-list-params';
import { LocalDate } from '@/components/local-date';
import type { RouterOutputs } from '@/lib/api/router';
import { JOBS_LIST } from '@/lib/lists';
import { JobDuration, JobProgress, JobStatusBadge } from '@/components/jobs/job-display';
import {
  ENTITY_LABELS,
  STATUS_LABELS,
  TYPE_LABELS,
  jobSubject,
  jobTitle,
  pollWhileActive,
  type Job,
} from '@/components/jobs/job-labels';
import { jobListInput } from './list-input';

/** Type, status and entity (jobs have no search: the list filters only). */
function JobFilters({ list }: { list: ListParams<JobStatus> }) {
  return (
    <Group role="group" aria-label="Filter the jobs" gap="sm" align="flex-end" wrap="wrap">
      <FilterSelect
        list={list}
        name="type"
        label="Type"
        options={JOB_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
        testId="jobs-filter-type"
      />
      <StatusFilter
        list={list}
        statuses={JOB_STATUSES}
        labels={STATUS_LABELS}
        flex="0 1 12rem"
        testId="jobs-filter-status"
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
      <Stack gap={0}>
        <AnchorLink href={`/jobs/${job.id}`} data-testid={`job-link-${job.id}`}>
          {jobTitle(job)}
        </AnchorLink>
        <Text size="xs" c="dimmed" data-testid={`job-subject-${job.id}`}>
          <bdi>{jobSubject(job)}</bdi>
        </Text>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (job) => <JobStatusBadge job={job} testId={`job-status-${job.id}`} />,
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
export function JobsList({ tenantName, firstPage }: ListProps<RouterOutputs['jobs']['list']>) {
  return (
    <QueryList
      config={JOBS_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) =>
        trpc.jobs.list.queryOptions(jobListInput(list.input, list.filters), {
          ...options,
          refetchInterval: (q) => pollWhileActive(q.state.data?.items),
        })
      }
      filterBar={(list) => <JobFilters list={list} />}
      testId="jobs"
      caption={`Jobs of ${tenantName}`}
      empty="No jobs match."
      minWidth={900}
      rowTestId={(job) => `job-row-${job.id}`}
      columns={COLUMNS}
    />
  );
}
