// pim import <file> --entity …, pim export --entity … -o <file>: start the job, watch it, and
// end with its counts (and the failed items, or the downloaded file).
import path from 'node:path';
import type { ExportInput, ImportInput, PimJob } from '@pim/client';
import { type Command, Option } from 'commander';
import {
  EXPORT_ENTITIES,
  EXPORT_FORMATS,
  IMPORT_ENTITIES,
  IMPORT_FORMATS,
  MODES,
} from '../choices.ts';
import { connect, type Context, type Globals } from '../context.ts';
import { CliError, EXIT } from '../exit.ts';
import { defaultTarget, openFile, saveStream } from '../files.ts';
import { bytes, duration, Output } from '../output.ts';
import { describeItem, exitCodeOf, outcomeOf } from '../job-report.ts';
import { intervalOption, watchJob } from '../progress.ts';

/** Failed items shown after an import; the rest are a command away. */
const SHOWN_FAILURES = 10;

interface WaitFlags {
  wait: boolean;
  interval?: number;
}

function formatOf(file: string, given: string | undefined): ImportInput['format'] {
  if (given) return given as ImportInput['format'];
  const extension = path.extname(file).slice(1).toLowerCase();
  if (extension === 'csv' || extension === 'json' || extension === 'xlsx') return extension;
  throw new CliError(`Give --format: ${file} does not end in .csv, .json or .xlsx`, EXIT.usage);
}

function took(job: PimJob): string {
  if (!job.started_at || !job.finished_at) return '';
  return ` in ${duration((Date.parse(job.finished_at) - Date.parse(job.started_at)) / 1000)}`;
}

/** The first failed items of a job, as the API lists them. */
async function failedItems(ctx: Context, job: PimJob) {
  if (job.progress.failed === 0) return [];
  const { data } = await ctx.pim.api.GET('/jobs/{id}/items', {
    params: { path: { id: job.id }, query: { status: ['failed'], page_size: SHOWN_FAILURES } },
  });
  return data!.data.items;
}

/** Saves a finished export's file: to `output`, or to the name the server gives it. */
export async function downloadTo(ctx: Context, job: PimJob, output: string | undefined) {
  const artifact = await ctx.pim.downloadArtifact(job.id);
  let target = output;
  if (!target) {
    try {
      target = defaultTarget(
        artifact.filename,
        `${job.entity}.${String(job.options.format ?? 'csv')}`,
      );
    } catch (error) {
      await artifact.stream.cancel();
      if (error instanceof CliError) {
        throw new CliError(
          `${error.message} (pim jobs download ${job.id} -o <file>)`,
          error.exitCode,
        );
      }
      throw error;
    }
  }
  return saveStream(artifact.stream, target);
}

export function transferCommands(program: Command, globals: () => Globals): void {
  program
    .command('import <file>')
    .description('import a file (CSV, JSON, XLSX, or Akeneo’s CSV) and watch the job')
    .addOption(
      new Option('--entity <entity>', 'what the file holds')
        .choices(IMPORT_ENTITIES)
        .makeOptionMandatory(),
    )
    .addOption(
      new Option('--format <format>', 'the file’s format (default: from its extension)').choices(
        IMPORT_FORMATS,
      ),
    )
    .addOption(
      new Option('--mode <mode>', 'create, update or both').choices(MODES).default('upsert'),
    )
    .option('--dry-run', 'check every record and write nothing')
    .option('--no-wait', 'start the job and print its id without watching it')
    .addOption(intervalOption())
    .action(
      async (
        file: string,
        options: WaitFlags & {
          entity: ImportInput['entity'];
          format?: string;
          mode: ImportInput['mode'];
          dryRun?: boolean;
        },
      ) => {
        const format = formatOf(file, options.format);
        const opened = await openFile(file);
        const ctx = await connect(globals());
        const label = `${options.dryRun ? 'Dry run of the import' : 'Import'} of ${options.entity}`;
        const started = await ctx.pim.startImport({
          entity: options.entity,
          format,
          mode: options.mode,
          dry_run: Boolean(options.dryRun),
          file: { name: path.basename(opened.path), content: opened.blob },
        });
        ctx.out.note(
          `${label}: job ${started.id} started (${path.basename(opened.path)}, ${bytes(opened.size)})`,
        );
        if (!options.wait) {
          ctx.out.result({ job: started }, () => started.id);
          return;
        }
        const job = await watchJob(ctx, started, { label, interval: options.interval });
        const failures = await failedItems(ctx, job);
        ctx.out.result({ job, failed_items: failures }, () => {
          const lines = [
            job.status === 'completed'
              ? `${label} completed${took(job)}: ${outcomeOf(job)}.`
              : `${label} ${job.status}${job.error ? `: ${job.error.message}` : ''} (${outcomeOf(job)}).`,
          ];
          if (options.dryRun && job.status === 'completed')
            lines.push('Dry run: nothing was written.');
          if (failures.length > 0) {
            lines.push(
              `Failed items (${job.progress.failed}${job.progress.failed > failures.length ? `, the first ${failures.length}` : ''}):`,
            );
            lines.push(...failures.map(describeItem));
            lines.push(
              `All failed items: pim jobs items ${job.id} --failed`,
              `The failed rows as a file to fix and import again: pim jobs failed-rows ${job.id} -o failed.${format === 'akeneo_csv' ? 'csv' : format}`,
            );
          }
          return lines.join('\n');
        });
        process.exitCode = exitCodeOf(job);
      },
    );

  program
    .command('export')
    .description('export to a file and watch the job')
    .addOption(
      new Option('--entity <entity>', 'what to export')
        .choices(EXPORT_ENTITIES)
        .makeOptionMandatory(),
    )
    .addOption(
      new Option('--format <format>', 'the file’s format').choices(EXPORT_FORMATS).default('csv'),
    )
    .option(
      '-o, --output <file>',
      'where to write it ("-": stdout; default: the name the server gives)',
    )
    .option('--channel <code>', 'products’ values of this channel only')
    .option('--locales <codes>', 'values of these locales only (comma-separated)')
    .option('--attributes <codes>', 'these attributes only (comma-separated)')
    .option('--no-wait', 'start the job and print its id without watching it')
    .addOption(intervalOption())
    .action(
      async (
        options: WaitFlags & {
          entity: ExportInput['entity'];
          format: ExportInput['format'];
          output?: string;
          channel?: string;
          locales?: string;
          attributes?: string;
        },
      ) => {
        const toStdout = options.output === '-';
        new Output(globals()).refuseJsonWith(options.output);
        const ctx = await connect(globals());
        const list = (value: string | undefined) =>
          value
            ?.split(',')
            .map((code) => code.trim())
            .filter(Boolean);
        const input: ExportInput = { entity: options.entity, format: options.format };
        if (options.channel) input.channel_code = options.channel;
        const locales = list(options.locales);
        if (locales?.length) input.locales = locales;
        const attributes = list(options.attributes);
        if (attributes?.length) input.attributes = attributes;
        const label = `Export of ${options.entity}`;
        const started = await ctx.pim.startExport(input);
        ctx.out.note(`${label}: job ${started.id} started`);
        if (!options.wait) {
          ctx.out.result({ job: started }, () => started.id);
          return;
        }
        const job = await watchJob(ctx, started, { label, interval: options.interval });
        if (job.status !== 'completed') {
          const ended = `${label} ${job.status}${job.error ? `: ${job.error.message}` : ''}.`;
          if (toStdout) ctx.out.note(ended);
          else ctx.out.result({ job }, () => ended);
          process.exitCode = exitCodeOf(job);
          return;
        }
        const saved = await downloadTo(ctx, job, options.output);
        const done = `${label} completed${took(job)}: ${job.progress.succeeded} exported`;
        if (toStdout) ctx.out.note(`${done}.`);
        else {
          ctx.out.result(
            { job, file: saved.path, bytes: saved.bytes },
            () => `${done} to ${saved.path} (${bytes(saved.bytes)}).`,
          );
        }
        process.exitCode = exitCodeOf(job);
      },
    );
}
