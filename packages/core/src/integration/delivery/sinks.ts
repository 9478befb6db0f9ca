// Where a channel export's records go. A file sink writes them to a temporary file in the
// connection's format (memory bounded by the writer's backpressure), then uploads it through
// the file transport, or keeps it as the job's artifact for a dry run. An HTTP sink POSTs them
// in batches of `batch_size` as they come (a dry run keeps them as an NDJSON artifact
// instead). Each sink says at the end what it sent where.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import {
  CONTENT_TYPES,
  createRecordWriter,
  EXTENSIONS,
  storeFinishedFile,
  type FileFormat,
  type JobFileScope,
} from '../../jobs/index.ts';
import type { IntegrationSettings } from '../settings.ts';
import type { TransportTarget } from '../connections/index.ts';
import {
  openFileTransport,
  openHttpTransport,
  throughputGuard,
  type PostOutcome,
} from '../transports/index.ts';
import { cellOf } from './records.ts';

/** What a sink did: the job's record of where the records went. */
export interface Delivered {
  /** File transports: each file written, with where. */
  files?: { filename: string; location: string; size_bytes: number; records: number }[];
  /** HTTP: the endpoint and what it answered. */
  http?: {
    url: string;
    batches: number;
    records: number;
    bytes: number;
    attempts: number;
    statuses: Record<string, number>;
    duration_ms: number;
  };
  /** A dry run: the file kept as the job's artifact instead of being sent. */
  artifactFileId?: string;
}

export interface RecordSink {
  write(record: Record<string, unknown>): Promise<void>;
  /** Delivers what is left and says what was sent where. */
  finish(): Promise<Delivered>;
  /** Drops everything (a cancelled or failed run). */
  abort(): Promise<void>;
}

interface SinkOptions {
  target: TransportTarget;
  settings: IntegrationSettings;
  scope: JobFileScope;
  jobId: string;
  /** The file's name without extension (`<connection>-<mode>-<time>`). */
  basename: string;
  columns: readonly string[];
  dryRun: boolean;
}

/** A temporary file the records are written to, in `format`. */
async function tempFile(options: SinkOptions, format: FileFormat) {
  const dir = options.scope.files.tempDir;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${options.jobId}.${randomUUID()}.partial`);
  const out: WriteStream = createWriteStream(file);
  const writer = createRecordWriter(out, format, {
    columns: options.columns,
    sheetName: 'products',
  });
  const cells = format !== 'json';
  let records = 0;
  return {
    file,
    get records() {
      return records;
    },
    async write(record: Record<string, unknown>) {
      records++;
      if (!cells) return writer.write(record);
      const row: Record<string, string> = {};
      for (const column of options.columns) row[column] = cellOf(record[column]);
      return writer.write(row);
    },
    async close() {
      await writer.close();
      if (!out.closed) await once(out, 'close');
    },
    async remove() {
      out.destroy();
      await rm(file, { force: true });
    },
  };
}

/** Keeps the temporary file as the job's artifact (a dry run's preview); its file id. */
async function keepAsArtifact(
  options: SinkOptions,
  file: string,
  format: FileFormat,
): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return storeFinishedFile(options.scope, 'artifact', {
    sourcePath: file,
    filename: `${options.basename}.${EXTENSIONS[format]}`,
    contentType: CONTENT_TYPES[format],
    size: (await stat(file)).size,
    sha256: hash.digest('hex'),
  });
}

export async function fileSink(options: SinkOptions): Promise<RecordSink> {
  const format: FileFormat = options.target.config.format ?? 'csv';
  const temp = await tempFile(options, format);
  return {
    write: (record) => temp.write(record),
    async finish() {
      try {
        await temp.close();
        if (options.dryRun) {
          return { artifactFileId: await keepAsArtifact(options, temp.file, format) };
        }
        const filename = `${options.basename}.${EXTENSIONS[format]}`;
        const transport = await openFileTransport(options.target, options.settings);
        try {
          const body = createReadStream(temp.file).pipe(throughputGuard(`Writing ${filename}`));
          const { size } = await transport.write(filename, body);
          return {
            files: [
              {
                filename,
                location: transport.locationOf(filename),
                size_bytes: size,
                records: temp.records,
              },
            ],
          };
        } finally {
          await transport.close();
        }
      } finally {
        await temp.remove();
      }
    },
    abort: () => temp.remove(),
  };
}

const DEFAULT_BATCH_SIZE = 100;

export async function httpSink(options: SinkOptions): Promise<RecordSink> {
  if (options.dryRun) {
    const temp = await tempFile(options, 'json');
    return {
      write: (record) => temp.write(record),
      async finish() {
        try {
          await temp.close();
          return { artifactFileId: await keepAsArtifact(options, temp.file, 'json') };
        } finally {
          await temp.remove();
        }
      },
      abort: () => temp.remove(),
    };
  }
  const config = options.target.config as { url: string; batch_size?: number };
  const size = config.batch_size ?? DEFAULT_BATCH_SIZE;
  const transport = openHttpTransport(options.target, options.settings);
  const sent = {
    url: config.url,
    batches: 0,
    records: 0,
    bytes: 0,
    attempts: 0,
    statuses: {} as Record<string, number>,
    duration_ms: 0,
  };
  let batch: Record<string, unknown>[] = [];
  const post = async () => {
    if (batch.length === 0) return;
    const records = batch;
    batch = [];
    const outcome: PostOutcome = await transport.post(records);
    sent.batches++;
    sent.records += records.length;
    sent.bytes += outcome.bytes;
    sent.attempts += outcome.attempts;
    sent.duration_ms += outcome.durationMs;
    sent.statuses[String(outcome.status)] = (sent.statuses[String(outcome.status)] ?? 0) + 1;
  };
  return {
    async write(record) {
      batch.push(record);
      if (batch.length >= size) await post();
    },
    async finish() {
      try {
        await post();
        return { http: sent };
      } finally {
        await transport.close();
      }
    },
    abort: () => transport.close(),
  };
}
