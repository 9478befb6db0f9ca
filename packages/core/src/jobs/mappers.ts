// Job rows as the API shows them (schemas.ts).
import { actorRefOf, iso, isoOrNull } from '../platform/shared/index.ts';
import type { JobDto, JobFileDto, JobItemDto } from './schemas.ts';

interface JobRecord {
  id: string;
  type: JobDto['type'];
  entity: string;
  status: JobDto['status'];
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
  options: unknown;
  result: unknown;
  error: unknown;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdBy: unknown;
}

const objectOr = <T>(value: unknown, fallback: T) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : fallback;

export const toJobDto = (row: JobRecord): JobDto => ({
  id: row.id,
  type: row.type,
  entity: row.entity,
  status: row.status,
  progress: {
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    failed: row.failed,
  },
  options: objectOr(row.options, {}),
  result: objectOr(row.result, null),
  error: objectOr(row.error, null) as JobDto['error'],
  created_at: iso(row.createdAt),
  started_at: isoOrNull(row.startedAt),
  finished_at: isoOrNull(row.finishedAt),
  created_by: actorRefOf(row.createdBy),
});

interface JobItemRecord {
  index: number;
  key: string | null;
  status: JobItemDto['status'];
  errors: unknown;
  payload: unknown;
  line?: number | null;
}

export const toJobItemDto = (row: JobItemRecord): JobItemDto => ({
  index: row.index,
  key: row.key,
  status: row.status,
  errors: Array.isArray(row.errors) ? (row.errors as JobItemDto['errors']) : [],
  payload: row.payload ?? null,
  line: row.line ?? null,
});

interface JobFileRow {
  id: string;
  filename: string;
  contentType: string;
  sizeBytes: bigint;
  sha256: string;
  storageKey: string;
  createdAt: Date;
  expiresAt: Date;
}

export const toJobFileDto = (row: JobFileRow): JobFileDto => ({
  file_id: row.id,
  filename: row.filename,
  content_type: row.contentType,
  size_bytes: Number(row.sizeBytes),
  sha256: row.sha256,
  created_at: iso(row.createdAt),
  expires_at: iso(row.expiresAt),
});
