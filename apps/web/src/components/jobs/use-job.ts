'use client';

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc/query-provider';
import { JOB_POLL_MS, isActive, type Job } from './job-labels';

/**
 * One job, asked for again every 1.5 s while it is queued or running. Every component of a
 * page that calls it with the same id shares the one query (and its answers).
 */
export function useJob(id: string | undefined, initial?: Job) {
  const trpc = useTRPC();
  return useQuery(
    trpc.jobs.get.queryOptions(
      { id: id ?? '' },
      {
        enabled: Boolean(id),
        initialData: initial,
        refetchInterval: (q) => (q.state.data && isActive(q.state.data) ? JOB_POLL_MS : false),
      },
    ),
  );
}
