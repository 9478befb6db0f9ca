// pim jobs [watch <id> | items <id> | failed-rows <id> | cancel <id>]: the tenant's jobs.
import type { PimJob } from '@pim/client';
import { type Command, Option } from 'commander';
import {
  ENTITIES,
  JOB_STATUSES,
  JOB_TYPES,
  type JobEntity,
  type JobStatus,
  type JobType,
} from '../choices.ts';
import { connect, type Globals } from '../context.ts';
import { CliError, EXIT } from '../exit.ts';
import { saveStream } from '../files.ts';
import { Output, table } from '../output.ts';
import { describeItem, exitCodeOf, outcomeOf } from '../job-report.ts';
import { intervalOption, watchJob } from '../progress.ts';
import { downloadTo } from './transfer.ts';

const pageSize = (value: string) => {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    throw new CliError('--limit must be a whole number from 1 to 100', EXIT.usage);
  }
  return count;
};

const progressOf = (job: PimJob) => {
  const { processed, total, failed } = job.progress;
  return `${processed}/${total}${failed > 0 ? ` (${failed} failed)` : ''}`;
};

export function jobCommands(program: Command, globals: () => Globals): void {
  const jobs = program
    .command('jobs')
    .description('the tenant’s jobs, newest first')
    .addOption(new Option('--status <status>').choices(JOB_STATUSES))
    .addOption(new Option('--type <type>').choices(JOB_TYPES))
    .addOption(new Option('--entity <entity>').choices(ENTITIES))
    .addOption(new Option('--limit <count>', 'how many (1–100)').argParser(pageSize).default(20))
    .action(
      async (options: {
        status?: JobStatus;
        type?: JobType;
        entity?: JobEntity;
        limit: number;
      }) => {
        const ctx = await connect(globals());
        const { data } = await ctx.pim.api.GET('/jobs', {
          params: {
            query: {
              page_size: options.limit,
              ...(options.status ? { status: [options.status] } : {}),
              ...(options.type ? { type: [options.type] } : {}),
              ...(options.entity ? { entity: [options.entity] } : {}),
            },
          },
        });
        const items = data!.data.items;
        ctx.out.result(items, () =>
          table(
            ['ID', 'TYPE', 'ENTITY', 'STATUS', 'PROGRESS', 'CREATED'],
            items.map((job) => [
              job.id,
              job.options.dry_run === true ? `${job.type} (dry run)` : job.type,
              job.entity,
              job.status,
              progressOf(job),
              job.created_at,
            ]),
          ),
        );
      },
    );

  jobs
    .command('watch <id>')
    .description('follow a job to its end')
    .addOption(intervalOption())
    .action(async (id: string, options: { interval?: number }) => {
      const ctx = await connect(globals());
      const { data } = await ctx.pim.api.GET('/jobs/{id}', { params: { path: { id } } });
      const first = data!.data;
      const label = `${first.type === 'bulk_update' ? 'Bulk update' : first.type === 'import' ? 'Import' : 'Export'} of ${first.entity}`;
      const job = await watchJob(ctx, first, { label, interval: options.interval });
      ctx.out.result(job, () => {
        const why = job.error ? `: ${job.error.message}` : '';
        return `${label} ${job.status}${why}: ${outcomeOf(job)}.`;
      });
      process.exitCode = exitCodeOf(job);
    });

  jobs
    .command('items <id>')
    .description('a job’s items with their errors')
    .option('--failed', 'only the failed ones')
    .addOption(new Option('--limit <count>', 'how many (1–100)').argParser(pageSize).default(100))
    .action(async (id: string, options: { failed?: boolean; limit: number }) => {
      const ctx = await connect(globals());
      const { data } = await ctx.pim.api.GET('/jobs/{id}/items', {
        params: {
          path: { id },
          query: {
            page_size: options.limit,
            ...(options.failed ? { status: ['failed' as const] } : {}),
          },
        },
      });
      const { items, pagination } = data!.data;
      ctx.out.result(data!.data, () => {
        const lines = items.map(describeItem);
        if (pagination.total_items > items.length)
          lines.push(`(${items.length} of ${pagination.total_items})`);
        return lines.length ? lines.join('\n') : '(none)';
      });
    });

  jobs
    .command('failed-rows <id>')
    .description('an import’s failed rows as a file in its own format, to fix and import again')
    .requiredOption('-o, --output <file>', 'where to write them ("-": stdout)')
    .action(async (id: string, options: { output: string }) => {
      new Output(globals()).refuseJsonWith(options.output);
      const ctx = await connect(globals());
      const { response } = await ctx.pim.api.GET('/jobs/{id}/failed-records', {
        params: { path: { id } },
        parseAs: 'stream',
      });
      ctx.out.wrote(await saveStream(response.body!, options.output));
    });

  jobs
    .command('download <id>')
    .description('a finished export’s file')
    .option(
      '-o, --output <file>',
      'where to write it ("-": stdout; default: the name the server gives)',
    )
    .action(async (id: string, options: { output?: string }) => {
      new Output(globals()).refuseJsonWith(options.output);
      const ctx = await connect(globals());
      const { data } = await ctx.pim.api.GET('/jobs/{id}', { params: { path: { id } } });
      ctx.out.wrote(await downloadTo(ctx, data!.data, options.output));
    });

  jobs
    .command('cancel <id>')
    .description('cancel a queued or running job')
    .action(async (id: string) => {
      const ctx = await connect(globals());
      const { data } = await ctx.pim.api.POST('/jobs/{id}/cancel', { params: { path: { id } } });
      const job = data!.data;
      ctx.out.result(job, () => `Job ${job.id}: ${job.status}.`);
    });
}
