// The channel import of a connection, a job kind: the files of the connection's directory that
// match its `file_pattern` (or the one file named at the start) are fetched into the job's
// files, imported one after another as one run (the jobs' import: batches, per-record items,
// a dry run that keeps nothing), then moved to `archive/` on the remote side. Fetched once:
// a restarted import resumes from its checkpoint on the files it fetched, and a run that
// stopped before archiving archives when it is taken over.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CONTENT_TYPES,
  EXTENSIONS,
  findLiveFile,
  JobFailure,
  jobFileSource,
  runImport,
  storeFinishedFile,
  type FileFormat,
  type JobContext,
  type JobKind,
} from '../../jobs/index.ts';
import type { ImportEntity, ImportMode } from '../../jobs/schemas.ts';
import { CredentialsError, loadTransportTarget } from '../connections/index.ts';
import { transportSettingsOf } from '../settings.ts';
import {
  openFileTransport,
  throughputGuard,
  type FileTransport,
  type RemoteFile,
} from '../transports/index.ts';
import { deliveryFailure } from './export-kind.ts';
import { connectionImportPermissions, requireStillHeld } from './permissions.ts';

/** The most files one import takes from a directory (the oldest names first). */
export const MAX_IMPORT_FILES = 20;
/** The subdirectory processed files move to. */
export const ARCHIVE_DIR = 'archive';

export interface ConnectionImportOptions {
  kind: 'connection_import';
  connection_id: string;
  connection_code: string;
  entity: ImportEntity;
  mode: ImportMode;
  dry_run: boolean;
  /** One file of the directory instead of every file matching the pattern. */
  file?: string;
}

interface FetchedFile {
  name: string;
  location: string;
  size_bytes: number;
  file_id: string;
}

/** `products-*.csv` as a regular expression: `*` any run of characters, `?` one. */
export function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[\\^$.|+()[\]{}]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** The remote files this import takes, in name order. */
function chosen(files: readonly RemoteFile[], options: ConnectionImportOptions, pattern: string) {
  if (options.file !== undefined) {
    const file = files.find((f) => f.name === options.file);
    if (!file) {
      throw new JobFailure('not_found', `No file ${options.file} in the connection's directory`);
    }
    return [file];
  }
  const matches = patternRegExp(pattern);
  return files
    .filter((f) => matches.test(f.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .slice(0, MAX_IMPORT_FILES);
}

/** Copies a remote file into the job's files (bounded by the import file limit). */
async function fetchFile(
  context: JobContext,
  transport: FileTransport,
  remote: RemoteFile,
  format: FileFormat,
): Promise<FetchedFile> {
  const { files } = context;
  if (remote.size > files.maxBytes) {
    throw new JobFailure(
      'payload_too_large',
      `${remote.name} is ${remote.size} bytes, more than the ${files.maxBytes} an import takes`,
    );
  }
  await mkdir(files.tempDir, { recursive: true });
  const temp = path.join(files.tempDir, `${context.job.id}.${randomUUID()}.fetch`);
  const hash = createHash('sha256');
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > files.maxBytes) {
        done(
          new JobFailure('payload_too_large', `${remote.name} grew past ${files.maxBytes} bytes`),
        );
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      await transport.read(remote.name),
      throughputGuard(`Reading ${remote.name}`),
      counted,
      createWriteStream(temp),
    );
    const fileId = await storeFinishedFile({ ...context.scope, files }, 'import', {
      sourcePath: temp,
      filename: remote.name,
      contentType: CONTENT_TYPES[format],
      size: (await stat(temp)).size,
      sha256: hash.digest('hex'),
    });
    return {
      name: remote.name,
      location: transport.locationOf(remote.name),
      size_bytes: size,
      file_id: fileId,
    };
  } finally {
    await rm(temp, { force: true });
  }
}

export const connectionImportKind: JobKind = {
  source: 'import',
  async run(context) {
    const { job, scope } = context;
    const options = job.options as unknown as ConnectionImportOptions;
    requireStillHeld(scope.principal, connectionImportPermissions(options.entity));
    const settings = transportSettingsOf(scope);
    const target = await loadTransportTarget(scope, options.connection_id).catch(
      (error: unknown) => {
        if (error instanceof CredentialsError) throw new JobFailure('invalid_value', error.message);
        throw new JobFailure('not_found', `The connection ${options.connection_code} was deleted`);
      },
    );
    const format: FileFormat = target.config.format ?? 'csv';
    const pattern = target.config.file_pattern ?? `*.${EXTENSIONS[format]}`;

    let fetched = context.state.fetched as FetchedFile[] | undefined;
    if (!fetched) {
      const files: FetchedFile[] = [];
      try {
        const transport = await openFileTransport(target, settings);
        try {
          for (const remote of chosen(await transport.list(), options, pattern)) {
            files.push(await fetchFile(context, transport, remote, format));
          }
        } finally {
          await transport.close();
        }
      } catch (error) {
        deliveryFailure(error);
      }
      const kept = await context.commitBatch(0, async () => ({
        items: [],
        state: { fetched: files },
      }));
      if (!kept) return null;
      fetched = files;
    }

    const sources = [];
    for (const file of fetched) {
      const row = await findLiveFile(scope, file.file_id, 'import').catch(() => {
        throw new JobFailure('not_found', `The fetched copy of ${file.name} expired`);
      });
      sources.push(jobFileSource(context, row));
    }
    const imported = await runImport(context, sources, {
      entity: options.entity,
      format,
      mode: options.mode,
      dryRun: options.dry_run,
    });
    if (!imported) return null;
    const { records_by_file: perFile, ...counts } = imported;

    // Processed files leave the directory, so the next import does not take them again; a dry
    // run leaves them where they are.
    const archived = new Map<string, string>();
    const archiveErrors: string[] = [];
    if (!options.dry_run && fetched.length > 0) {
      try {
        const transport = await openFileTransport(target, settings);
        try {
          for (const file of fetched) {
            try {
              await transport.moveTo(file.name, ARCHIVE_DIR);
              archived.set(file.name, transport.locationOf(`${ARCHIVE_DIR}/${file.name}`));
            } catch (error) {
              archiveErrors.push(`${file.name}: ${(error as Error).message}`);
            }
          }
        } finally {
          await transport.close();
        }
      } catch (error) {
        archiveErrors.push((error as Error).message);
      }
    }
    return {
      result: {
        ...counts,
        connection_id: target.connection.id,
        connection_code: target.connection.code,
        connector_type: target.type,
        format,
        file_pattern: options.file ?? pattern,
        files: fetched.map((file, position) => ({
          name: file.name,
          location: file.location,
          size_bytes: file.size_bytes,
          records: perFile[position] ?? null,
          archived_to: archived.get(file.name) ?? null,
        })),
        ...(archiveErrors.length > 0 ? { archive_errors: archiveErrors } : {}),
      },
    };
  },
};
