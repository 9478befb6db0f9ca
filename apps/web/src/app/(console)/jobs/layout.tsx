import type { ReactNode } from 'react';
import { Forbidden } from '@/components/notices';
import { JOBS_READ, canAny } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';

/** The jobs pages: for users who read at least one type of job (each sees the types it reads). */
export default async function JobsLayout({ children }: { children: ReactNode }) {
  const result = await loadMe();
  // The console layout already shows why auth.me failed.
  if (!result.ok) return null;
  if (!canAny(result.me, JOBS_READ)) return <Forbidden permission={JOBS_READ.join(' or ')} />;
  return children;
}
