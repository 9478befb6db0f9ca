// The export kind: streams the entity's records from the database into a file of the asked
// format (a temporary file, bounded memory), then keeps it as the job's artifact. An export
// writes nothing to the catalog: a restarted export simply starts over, and a cancelled one
// leaves no artifact.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createRecordWriter, CONTENT_TYPES, EXTENSIONS } from '../formats/index.ts';
import { storeArtifact } from '../files.ts';
import { exporterOf } from '../exports/index.ts';
import type { ExportOptions } from '../exports/exporter.ts';
import type { JobKind } from '../runner.ts';
import type { ExportEntity, ExportFilters, ExportFormat } from '../schemas.ts';

/** Progress is written every this many records. */
const PROGRESS_EVERY = 2000;

interface ExportJobOptions {
  format: ExportFormat;
  filters?: ExportFilters;
  channel_code?: string;
  locales?: string[];
  attributes?: string[];
}

export const exportKind: JobKind = {
  source: 'api',
  async run(context) {
    const { job, scope, files } = context;
    const options = job.options as unknown as ExportJobOptions;
    const entity = job.entity as ExportEntity;
    const exporter = await exporterOf(entity);
    const exportOptions: ExportOptions = {
      filters: options.filters ?? {},
      ...(options.channel_code ? { channelCode: options.channel_code } : {}),
      ...(options.locales ? { locales: options.locales } : {}),
      ...(options.attributes ? { attributes: options.attributes } : {}),
      cells: options.format !== 'json',
    };
    await context.setTotal(await exporter.count(scope, exportOptions), true);
    await mkdir(files.tempDir, { recursive: true });
    const temp = path.join(files.tempDir, `${job.id}.${randomUUID()}.partial`);
    const out = createWriteStream(temp);
    try {
      const writer = createRecordWriter(out, options.format, {
        columns: await exporter.columns(scope, exportOptions),
        sheetName: entity,
      });
      let written = 0;
      let reported = 0;
      for await (const record of exporter.records(scope, exportOptions)) {
        await writer.write(record);
        written++;
        if (written - reported >= PROGRESS_EVERY) {
          if (!(await context.addProgress(written - reported))) return null;
          reported = written;
        }
      }
      await writer.close();
      if (!out.closed) await once(out, 'close');
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(temp)) hash.update(chunk as Buffer);
      if (!(await context.addProgress(written - reported))) return null;
      const size = (await stat(temp)).size;
      const filename = `${entity}-${job.id}.${EXTENSIONS[options.format]}`;
      const artifactFileId = await storeArtifact(
        { ...scope, files },
        {
          sourcePath: temp,
          filename,
          contentType: CONTENT_TYPES[options.format],
          size,
          sha256: hash.digest('hex'),
        },
      );
      return {
        result: { records: written, filename, size_bytes: size, format: options.format },
        artifactFileId,
      };
    } finally {
      out.destroy();
      await rm(temp, { force: true });
    }
  },
};
