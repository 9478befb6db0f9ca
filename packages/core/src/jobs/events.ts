// What a job's end tells webhooks, recorded in the transaction that ends it: an import that
// completed (`import_job.completed`), an export that completed or failed
// (`export_job.completed`, `export_job.failed`), any job that failed (`job.failed`), and what
// the job's kind adds (a connection's channel export: `connection.export.completed` /
// `.failed`). The body's `data.job` is the job as `GET /v1/jobs/{id}` answers it.
import type { Database } from '@pim/db';
import type { WebhookEventType } from '../platform/limits.ts';
import { recordEvents, type OutboxEvent } from '../platform/outbox/index.ts';
import { toJobDto } from './mappers.ts';
import * as repo from './repository.ts';
import type { JobRow } from './sql.ts';

/** The events a kind adds to the engine's when its job ends (by how it ended). */
export interface KindEvents {
  completed?: WebhookEventType;
  failed?: WebhookEventType;
}

export function jobEventTypes(
  job: Pick<JobRow, 'type'>,
  end: 'completed' | 'failed',
  kind: KindEvents = {},
): WebhookEventType[] {
  const types: WebhookEventType[] = [];
  if (end === 'completed' && job.type === 'import') types.push('import_job.completed');
  if (job.type === 'export')
    types.push(end === 'completed' ? 'export_job.completed' : 'export_job.failed');
  if (end === 'failed') types.push('job.failed');
  const added = kind[end];
  if (added) types.push(added);
  return types;
}

/** Records the events of `job`'s end, in `tx` (the transaction that ended it). */
export async function recordJobEnd(
  tx: Database,
  job: Pick<JobRow, 'id' | 'tenant_id' | 'type'>,
  end: 'completed' | 'failed',
  kind?: KindEvents,
): Promise<void> {
  const types = jobEventTypes(job, end, kind);
  const row = await repo.findJobOfTypes(tx.prisma, job.tenant_id, job.id, [job.type]);
  if (!row) return;
  const data = { job: toJobDto(row) };
  const events: OutboxEvent[] = types.map((type) => ({ type, key: `job:${job.id}`, data }));
  await recordEvents(tx.sql, job.tenant_id, events);
}
