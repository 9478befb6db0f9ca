// Job files: import files uploaded with POST /files, and export artifacts. The bytes live in
// a storage like the assets' (local directory, or any store with the same calls) under
// `<tenant id>/<uuid>`; the row says whose they are and until when they are kept. An expired
// file answers 404 and is removed by the sweep.
import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { actorOf, type TenantScope } from '../access/principal.ts';
import { AppError, notFound } from '../errors/app-error.ts';
import { iso } from '../shared/dto.ts';
import { LocalAssetStorage, type AssetStorage } from '../assets/storage.ts';
import type { JobFileDto, UploadJobFileInput } from './schemas.ts';

export interface JobFileStorage extends AssetStorage {
  /** Moves a finished local file (an export written to a temporary path) into the storage. */
  putFile(key: string, sourcePath: string): Promise<void>;
}

export class LocalJobFileStorage extends LocalAssetStorage implements JobFileStorage {
  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = path.join(this.directory, key);
    if (!/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`Not a storage key: ${key}`);
    await mkdir(path.dirname(target), { recursive: true });
    // Same file system: a rename; else a copy beside and a rename, never half a file.
    await rename(sourcePath, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      const partial = `${target}.${randomUUID()}.partial`;
      await copyFile(sourcePath, partial);
      await rename(partial, target);
      await rm(sourcePath, { force: true });
    });
  }
}

export interface JobFileSettings {
  storage: JobFileStorage;
  /** The largest import file, in bytes (FILE_MAX_BYTES). */
  maxBytes: number;
  /** Hours an uploaded file and an export artifact are kept (JOB_FILE_TTL_HOURS). */
  ttlHours: number;
  /** Where exports write before their file moves into the storage. */
  tempDir: string;
}

const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;
const DEFAULT_TTL_HOURS = 7 * 24;

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer: ${raw}`);
  }
  return value;
}

/** FILE_DIR (default `<repo>/.data/files`), FILE_MAX_BYTES, JOB_FILE_TTL_HOURS. */
export function loadJobFileSettings(env: NodeJS.ProcessEnv, repoRoot: string): JobFileSettings {
  const directory = path.resolve(repoRoot, env.FILE_DIR ?? '.data/files');
  return {
    storage: new LocalJobFileStorage(directory),
    maxBytes: positive('FILE_MAX_BYTES', env.FILE_MAX_BYTES, DEFAULT_MAX_BYTES),
    ttlHours: positive('JOB_FILE_TTL_HOURS', env.JOB_FILE_TTL_HOURS, DEFAULT_TTL_HOURS),
    tempDir: path.join(directory, '.tmp'),
  };
}

export interface JobFileScope extends TenantScope {
  files: JobFileSettings;
}

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

const expiry = (settings: JobFileSettings) => new Date(Date.now() + settings.ttlHours * 3600_000);

/** Stores an import file; any bytes (the import reads them with the format it is told). */
export async function uploadJobFile(
  scope: JobFileScope,
  input: UploadJobFileInput,
): Promise<JobFileDto> {
  const { storage, maxBytes } = scope.files;
  if (input.content.length > maxBytes) {
    throw new AppError('payload_too_large', `The file is larger than ${maxBytes} bytes`);
  }
  if (input.content.length === 0) {
    throw new AppError('invalid_value', 'The file is empty', { field: 'content' });
  }
  const key = `${scope.tenantId}/${randomUUID()}`;
  await storage.put(key, input.content);
  try {
    const row = await scope.db.prisma.jobFile.create({
      data: {
        tenantId: scope.tenantId,
        purpose: 'import',
        filename: input.filename,
        contentType: input.content_type?.split(';')[0]?.trim() || 'application/octet-stream',
        sizeBytes: input.content.length,
        sha256: createHash('sha256').update(input.content).digest('hex'),
        storageKey: key,
        createdBy: actorOf(scope.principal),
        expiresAt: expiry(scope.files),
      },
    });
    return toJobFileDto(row);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** A live (unexpired) file of the tenant, or 404. */
export async function findLiveFile(scope: TenantScope, id: string, purpose: 'import' | 'artifact') {
  const row = await scope.db.prisma.jobFile.findFirst({
    where: { tenantId: scope.tenantId, id, purpose, expiresAt: { gt: new Date() } },
  });
  if (!row) throw notFound(purpose === 'import' ? 'File' : 'Artifact');
  return row;
}

/** Records an export's finished file as an artifact; returns its id. */
export async function storeArtifact(
  scope: TenantScope & { files: JobFileSettings },
  artifact: {
    sourcePath: string;
    filename: string;
    contentType: string;
    size: number;
    sha256: string;
  },
): Promise<string> {
  const key = `${scope.tenantId}/${randomUUID()}`;
  await scope.files.storage.putFile(key, artifact.sourcePath);
  const row = await scope.db.prisma.jobFile.create({
    data: {
      tenantId: scope.tenantId,
      purpose: 'artifact',
      filename: artifact.filename,
      contentType: artifact.contentType,
      sizeBytes: artifact.size,
      sha256: artifact.sha256,
      storageKey: key,
      createdBy: actorOf(scope.principal),
      expiresAt: expiry(scope.files),
    },
  });
  return row.id;
}

/** Removes expired files, rows and bytes (the engine's sweep calls it). */
export async function removeExpiredFiles(
  db: TenantScope['db'],
  storage: JobFileStorage,
): Promise<number> {
  const expired = await db.prisma.jobFile.findMany({
    where: { expiresAt: { lt: new Date() } },
    select: { id: true, storageKey: true },
    take: 500,
  });
  for (const file of expired) {
    await storage.remove(file.storageKey);
    await db.prisma.jobFile.delete({ where: { id: file.id } });
  }
  return expired.length;
}
