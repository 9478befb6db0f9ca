import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { JOBS_LIST } from '@/lib/lists';
import { JobsList } from './jobs-list';
import { jobListInput } from './list-input';

export const metadata: Metadata = { title: 'Jobs' };

export default async function JobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListPage
      searchParams={searchParams}
      config={JOBS_LIST}
      title="Jobs"
      create={{
        permission: PERMISSIONS.importsWrite,
        href: '/jobs/import',
        label: 'Import a file',
        testId: 'jobs-import',
      }}
      query={(api, input, filters) => api.jobs.list.query(jobListInput(input, filters))}
      render={(list) => <JobsList {...list} />}
    />
  );
}
