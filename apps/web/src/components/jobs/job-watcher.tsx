'use client';

import { useEffect, useRef } from 'react';
import { isActive, type Job } from './job-labels';
import { useJob } from './use-job';

/**
 * Follows a job without showing it: `onEnd` is called once, with the job, when it has ended
 * (completed, failed or cancelled). One per job a screen started and waits for.
 */
export function JobWatcher({ id, onEnd }: { id: string; onEnd: (job: Job) => void }) {
  const job = useJob(id).data;
  const ended = job !== undefined && !isActive(job);
  const told = useRef(false);
  useEffect(() => {
    if (!ended || !job || told.current) return;
    told.current = true;
    onEnd(job);
  }, [ended, job, onEnd]);
  return null;
}
