// Finding a job for a caller: only in its tenant, and only of a type the caller may read (another
// tenant's job, or one of a type the caller cannot read, is 404).
import type { TenantScope } from '../platform/access/index.ts';
import { notFound } from '../platform/errors/index.ts';
import * as repo from './repository.ts';
import { JOB_PERMISSION, type JobType } from './schemas.ts';

/** The job types whose `.read` permission the caller holds. */
export const readableTypes = (scope: TenantScope): JobType[] =>
  (Object.keys(JOB_PERMISSION) as JobType[]).filter((type) =>
    scope.principal.permissions.has(`${JOB_PERMISSION[type]}.read`),
  );

/** The job, when it is the tenant's and of a type the caller may read. */
export async function findJob(scope: TenantScope, id: string) {
  const row = await repo.findJobOfTypes(scope.db.prisma, scope.tenantId, id, readableTypes(scope));
  if (!row) throw notFound('Job');
  return row;
}
