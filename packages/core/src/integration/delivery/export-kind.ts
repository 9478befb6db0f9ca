// The channel export of a connection, a job kind: the products of the connection's channel
// (live, not archived, in at least one category of the channel's tree; for a delta, changed
// since the connection's watermark), each built into a record of the connector's default
// schema (records.ts), sent through the connection's transport (sinks.ts). A product that
// cannot be built is a failed item with its reasons and is not sent. After a successful
// delivery (not a dry run) the watermark moves to the export's start; a failed delivery moves
// nothing, so the next delta sends the same products again. A restarted export starts over.
import { findChannelToDeliver } from '../../catalog/channels/index.ts';
import { keysetPageLists, PAGE_SIZE } from '../../platform/codecs/index.ts';
import {
  channelProductPage,
  countProducts,
  rawValuesOf,
  readValueStructure,
  statusesOf,
  type ChannelProductRow,
  type ProductFilters,
} from '../../products/index.ts';
import { JobFailure, type ItemRow, type JobKind } from '../../jobs/index.ts';
import { findDefaultSchemaAttributes } from '../connector-schemas/index.ts';
import { defaultSchemaIds } from '../connectors/index.ts';
import { CredentialsError, loadTransportTarget } from '../connections/index.ts';
import { transportSettingsOf } from '../settings.ts';
import { TransportError } from '../transports/index.ts';
import { CONNECTION_EXPORT_PERMISSIONS, requireStillHeld } from './permissions.ts';
import { buildRecord, type RecordPlan } from './records.ts';
import { fileSink, httpSink, type RecordSink } from './sinks.ts';
import * as deliverySql from './sql.ts';

/** Progress is written every this many products. */
const PROGRESS_EVERY = 2000;

export interface ConnectionExportOptions {
  kind: 'connection_export';
  connection_id: string;
  connection_code: string;
  mode: 'full' | 'delta';
  dry_run: boolean;
}

/** `20261128T113000Z`: a file name's time part. */
const stampOf = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** A transport's failure as the job's: its message says what failed, in the user's terms. */
export function deliveryFailure(error: unknown): never {
  if (error instanceof TransportError) throw new JobFailure('delivery_failed', error.message);
  throw error;
}

export const connectionExportKind: JobKind = {
  source: 'api',
  events: { completed: 'connection.export.completed', failed: 'connection.export.failed' },
  async run(context) {
    const { job, scope, files } = context;
    const db = scope.db.sql;
    const options = job.options as unknown as ConnectionExportOptions;
    requireStillHeld(scope.principal, CONNECTION_EXPORT_PERMISSIONS);
    const settings = transportSettingsOf(scope);
    const target = await loadTransportTarget(scope, options.connection_id).catch(
      (error: unknown) => {
        if (error instanceof CredentialsError) throw new JobFailure('invalid_value', error.message);
        throw new JobFailure('not_found', `The connection ${options.connection_code} was deleted`);
      },
    );
    const { connection } = target;
    const channelCode = target.config.channel_code;
    if (!channelCode) {
      throw new JobFailure(
        'invalid_value',
        `The connection ${connection.code} names no channel (config.channel_code)`,
      );
    }
    const found = await findChannelToDeliver(scope.db.prisma, scope.tenantId, channelCode);
    if (!found) throw new JobFailure('not_found', `The channel ${channelCode} was deleted`);
    const channel = {
      category_tree_id: found.categoryTreeId,
      locales: found.locales.map((l) => l.locale.code),
    };
    const schemaId = (
      await defaultSchemaIds(scope.db.prisma, scope.tenantId, [connection.connector_id])
    ).get(connection.connector_id);
    const schema = await findDefaultSchemaAttributes(
      scope.db.prisma,
      scope.tenantId,
      connection.connector_id,
    );
    if (!schema || !schemaId) {
      throw new JobFailure('not_found', "The connection's connector has no active schema");
    }
    const structure = await readValueStructure(db, scope.tenantId);
    const plan: RecordPlan = {
      schema,
      channelCode,
      locales: target.config.locales ?? channel.locales,
      attributes: new Map(structure.attributes.map((a) => [a.code, a])),
      mappings: await deliverySql.mappingsOf(db, scope.tenantId, connection.id, channelCode),
      categoryCodes: await deliverySql.categoryCodesOf(
        db,
        scope.tenantId,
        channel.category_tree_id,
      ),
    };
    // The attributes the records read: each schema attribute's source, or the attribute of
    // its own code where it has none.
    const sourceIds = schema.flatMap((target) => {
      const attribute = plan.attributes.get(target.source_attribute_code ?? target.code);
      return attribute ? [attribute.id] : [];
    });
    const watermark = await deliverySql.exportWatermark(db);
    const since =
      options.mode === 'delta' && connection.last_export_at
        ? new Date(connection.last_export_at)
        : undefined;
    const filters: ProductFilters = {
      tenantId: scope.tenantId,
      statuses: statusesOf(['enabled']),
      categoryTreeId: channel.category_tree_id,
      ...(since ? { modifiedAfter: since } : {}),
    };
    await context.setTotal(await countProducts(db, filters), true);

    const sinkOptions = {
      target,
      settings,
      scope: { ...scope, files },
      jobId: job.id,
      basename: `${connection.code}-${options.mode}-${stampOf(watermark)}`,
      columns: schema.map((a) => a.code),
      dryRun: options.dry_run,
    };
    const http = target.type === 'api' || target.type === 'marketplace';
    const sink: RecordSink = await (http ? httpSink(sinkOptions) : fileSink(sinkOptions)).catch(
      deliveryFailure,
    );
    let done = false;
    // A transport's failure anywhere (an HTTP batch, the upload) fails the job with its message.
    try {
      let processed = 0;
      let reported = 0;
      let sent = 0;
      let failed: ItemRow[] = [];
      const pages = keysetPageLists<ChannelProductRow>((after) =>
        channelProductPage(db, filters, channel.category_tree_id, sourceIds, after?.id, PAGE_SIZE),
      );
      for await (const page of pages) {
        for (const row of page) {
          const built = buildRecord({ ...row, raw_values: rawValuesOf(row.raw_values) }, plan);
          if ('record' in built) {
            await sink.write(built.record);
            sent++;
          } else {
            failed.push({
              index: processed,
              key: row.code,
              status: 'failed',
              errors: built.errors,
              payload: { product_id: row.id, code: row.code },
            });
          }
          processed++;
        }
        if (processed - reported >= PROGRESS_EVERY) {
          if (!(await context.addProgress(processed - reported, failed))) return null;
          reported = processed;
          failed = [];
        }
      }
      const delivered = await sink.finish();
      done = true;
      if (!(await context.addProgress(processed - reported, failed))) return null;
      const moved =
        !options.dry_run &&
        (await deliverySql.moveWatermark(db, scope.tenantId, connection.id, watermark, job.id));
      const { artifactFileId, ...where } = delivered;
      return {
        result: {
          connection_id: connection.id,
          connection_code: connection.code,
          connector_type: target.type,
          mode: options.mode,
          dry_run: options.dry_run,
          channel_code: channelCode,
          locales: plan.locales,
          schema_id: schemaId,
          records: processed,
          sent: options.dry_run ? 0 : sent,
          failed: processed - sent,
          ...(since ? { changed_since: since.toISOString() } : {}),
          ...(moved ? { watermark: watermark.toISOString() } : {}),
          ...where,
        },
        ...(artifactFileId ? { artifactFileId } : {}),
      };
    } catch (error) {
      deliveryFailure(error);
    } finally {
      if (!done) await sink.abort().catch(() => undefined);
    }
  },
};
