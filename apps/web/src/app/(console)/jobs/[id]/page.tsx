import type { JobType } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { LoadError } from '@/components/notices';
import { PageHeader } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { jobTitle } from '@/components/jobs/job-labels';
import { JobActions, JobDetail, LiveJobStatus } from './job-detail';

export const metadata: Metadata = { title: 'Job' };

const BACK = { href: '/jobs', label: 'Jobs' };

/** Cancelling a job needs the write permission of its type. */
const WRITE: Record<JobType, string> = {
  import: PERMISSIONS.importsWrite,
  export: PERMISSIONS.exportsWrite,
  bulk_update: PERMISSIONS.bulkUpdatesWrite,
};

export default async function JobPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [me, job] = await Promise.all([loadMe(), callApi((api) => api.jobs.get.query({ id }))]);
  if (!me.ok) return null;
  if (!job.ok) {
    return (
      <>
        <PageHeader title="Job" back={BACK} />
        <LoadError failure={job.failure} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={jobTitle(job.data)}
        titleTestId="job-title"
        back={BACK}
        badge={<LiveJobStatus initial={job.data} />}
        actions={<JobActions initial={job.data} canCancel={can(me.me, WRITE[job.data.type])} />}
      />
      <JobDetail initial={job.data} />
    </>
  );
}
