// Jobs through the client: start an import (uploading its file first), an export or a bulk
// update, wait for it, and read an export's file as a stream.
import type { Client } from 'openapi-fetch';
import { waitForJob, type WaitOptions } from './helpers.ts';
import type { paths } from './schema.d.ts';

type Body<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/** A job as `GET /v1/jobs/{id}` answers it. */
export type PimJob =
  paths['/jobs/{id}']['get']['responses'][200]['content']['application/json']['data'];
export type ImportInput = Body<'/jobs/imports'>;
export type ExportInput = Body<'/jobs/exports'>;
export type BulkUpdateInput = Body<'/jobs/bulk-updates'>;

/** An import file's bytes with its name (the name's extension is not read: `format` is). */
export interface ImportFile {
  name: string;
  content: Uint8Array | Blob | string;
}

/** An export's file: its bytes as a stream, with the name and type the server gives. */
export interface Artifact {
  stream: ReadableStream<Uint8Array>;
  filename: string | undefined;
  contentType: string | undefined;
  /** Bytes, when the server says (Content-Length). */
  size: number | undefined;
}

export interface PimJobs {
  /** Uploads an import file's bytes (`POST /v1/files`) and answers its `file_id`. */
  uploadFile(filename: string, bytes: ImportFile['content']): Promise<string>;
  /** Starts an import: of `file` (uploaded first), of an uploaded `file_id`, or of `items`. */
  startImport(input: ImportInput & { file?: ImportFile }): Promise<PimJob>;
  startExport(input: ExportInput): Promise<PimJob>;
  startBulkUpdate(input: BulkUpdateInput): Promise<PimJob>;
  /** Polls a job until it ends (5 s, growing to 15 s between polls unless told). */
  waitForJob(id: string, options?: WaitOptions<PimJob>): Promise<PimJob>;
  /** A finished export's file, as a stream (read it once). */
  downloadArtifact(jobId: string, options?: { signal?: AbortSignal }): Promise<Artifact>;
}

/** `attachment; filename="products.csv"` → products.csv (RFC 6266's two forms). */
export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]!.trim());
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim();
}

export function createJobs(api: Client<paths>): PimJobs {
  const jobs: PimJobs = {
    async uploadFile(filename, bytes) {
      const { data } = await api.POST('/files', {
        params: { query: { filename } },
        body: bytes as never,
        bodySerializer: (body: unknown) => body as Blob,
        headers: { 'content-type': 'application/octet-stream' },
      });
      return data!.data.file_id;
    },
    async startImport({ file, ...input }) {
      const file_id = file ? await jobs.uploadFile(file.name, file.content) : input.file_id;
      const { data } = await api.POST('/jobs/imports', {
        body: { ...input, ...(file_id ? { file_id } : {}) },
      });
      return data!.data as PimJob;
    },
    async startExport(input) {
      const { data } = await api.POST('/jobs/exports', { body: input });
      return data!.data as PimJob;
    },
    async startBulkUpdate(input) {
      const { data } = await api.POST('/jobs/bulk-updates', { body: input });
      return data!.data as PimJob;
    },
    waitForJob(id, options) {
      return waitForJob(async (signal) => {
        const { data } = await api.GET('/jobs/{id}', { params: { path: { id } }, signal });
        return data!.data;
      }, options);
    },
    async downloadArtifact(jobId, options = {}) {
      const { response } = await api.GET('/jobs/{id}/artifact', {
        params: { path: { id: jobId } },
        parseAs: 'stream',
        signal: options.signal,
      });
      const length = Number(response.headers.get('content-length'));
      return {
        stream: response.body!,
        filename: filenameOf(response.headers.get('content-disposition')),
        contentType: response.headers.get('content-type') ?? undefined,
        size:
          Number.isFinite(length) && response.headers.has('content-length') ? length : undefined,
      };
    },
  };
  return jobs;
}
