// Request and response shapes of jobs and job files: imports, exports and bulk updates, started by
// one call, polled by id, with per-item errors.
import { z } from 'zod';
import { zPaging } from '../platform/shared/list.ts';
import { zId, zQueryArray, zTimestamp, zActorRef, zCode } from '../platform/shared/schemas.ts';
import { zAssetBytes, zAssetFilename } from '../products/assets/schemas.ts';
import { ZBulkAction } from '../products/bulk/schemas.ts';
import {
  PRODUCT_COMPLETENESS_FILTERS,
  PRODUCT_STATUS_FILTERS,
  VALUE_FILTERS_MAX,
  ZValueFilter,
} from '../products/product/schemas.ts';

export { ZBulkAction, type BulkAction } from '../products/bulk/schemas.ts';

export const JOB_TYPES = ['import', 'export', 'bulk_update'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The permission resource of each type: `.read` reads its jobs, `.write` starts and cancels them. */
export const JOB_PERMISSION: Record<
  JobType,
  'jobs.imports' | 'jobs.exports' | 'jobs.bulk_updates'
> = { import: 'jobs.imports', export: 'jobs.exports', bulk_update: 'jobs.bulk_updates' };

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Terminal statuses: a job in one never changes again, so polling ends. */
export const TERMINAL_JOB_STATUSES: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];

export const JOB_ITEM_STATUSES = ['succeeded', 'failed', 'skipped'] as const;
export type JobItemStatus = (typeof JOB_ITEM_STATUSES)[number];

export const IMPORT_ENTITIES = [
  'categories',
  'attributes',
  'attribute_options',
  'families',
  'products',
  'variants',
] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export const EXPORT_ENTITIES = [
  'products',
  'variants',
  'categories',
  'attributes',
  'attribute_options',
  'families',
] as const;
export type ExportEntity = (typeof EXPORT_ENTITIES)[number];

/** Every entity a job names; bulk updates work on `products`. */
export const JOB_ENTITIES = [...IMPORT_ENTITIES] as const;

/** `akeneo_csv` reads Akeneo's CSV exports as they are (docs/import-export.md, "Akeneo import"). */
export const IMPORT_FORMATS = ['csv', 'json', 'xlsx', 'akeneo_csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const EXPORT_FORMATS = ['csv', 'json', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const IMPORT_MODES = ['upsert', 'create_only', 'update_only'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** `items` in place of a file: at most this many records. */
export const MAX_INLINE_ITEMS = 10_000;

const zErrorDetail = z.object({ code: z.string(), field: z.string(), message: z.string() });

const zProgress = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
});

export const ZJob = z.object({
  id: z.string(),
  type: z.enum(JOB_TYPES),
  entity: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: zProgress,
  /** What the job was started with (the import's format, mode and file, the export's filters…). */
  options: z.record(z.string(), z.unknown()),
  /** Set when the job ends: counts by outcome, an export's artifact. */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Why the job itself failed (`failed`), or null. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  created_at: zTimestamp,
  started_at: zTimestamp.nullable(),
  finished_at: zTimestamp.nullable(),
  created_by: zActorRef.nullable(),
});
export type JobDto = z.infer<typeof ZJob>;

export const ZJobItem = z.object({
  index: z.number().int(),
  key: z.string().nullable(),
  status: z.enum(JOB_ITEM_STATUSES),
  errors: z.array(zErrorDetail),
  payload: z.unknown(),
  /**
   * Imports: where the record starts in its file (the line of a CSV or NDJSON file, the
   * header being line 1; the row of an XLSX sheet); null for a JSON array's element.
   */
  line: z.number().int().nullable(),
});
export type JobItemDto = z.infer<typeof ZJobItem>;

export const ZJobIdInput = z.strictObject({ id: zId });
export type JobIdInput = z.infer<typeof ZJobIdInput>;

export const ZListJobsInput = z.strictObject({
  type: zQueryArray(z.enum(JOB_TYPES)),
  status: zQueryArray(z.enum(JOB_STATUSES)),
  entity: zQueryArray(z.enum(JOB_ENTITIES)),
  ...zPaging(20, ['created_at'] as const),
});
export type ListJobsInput = z.infer<typeof ZListJobsInput>;

export const ZListJobItemsInput = z.strictObject({
  id: zId,
  status: zQueryArray(z.enum(JOB_ITEM_STATUSES)),
  ...zPaging(50, [] as const),
});
export type ListJobItemsInput = z.infer<typeof ZListJobItemsInput>;

/** An import record sent inline: a JSON object (its fields are checked per item). */
const zInlineRecord = z.record(z.string(), z.unknown());

export const ZStartImportInput = z
  .strictObject({
    entity: z.enum(IMPORT_ENTITIES),
    /** The file's format; `json` with `items`. */
    format: z.enum(IMPORT_FORMATS),
    /** A file uploaded with POST /files. */
    file_id: zId.optional(),
    /** The records themselves, in place of a file. */
    items: z.array(zInlineRecord).min(1).max(MAX_INLINE_ITEMS).optional(),
    mode: z.enum(IMPORT_MODES).default('upsert'),
    /** Validate every record, write nothing. */
    dry_run: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.file_id === undefined && input.items === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['file_id'],
        message: 'file_id or items is required',
        params: { code: 'required' },
      });
    }
    if (input.file_id !== undefined && input.items !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: 'give file_id or items, not both',
        params: { code: 'invalid_combination' },
      });
    }
    if (input.items !== undefined && input.format !== 'json') {
      ctx.addIssue({
        code: 'custom',
        path: ['format'],
        message: 'items are JSON records: format must be json',
        params: { code: 'invalid_combination' },
      });
    }
  });
export type StartImportInput = z.infer<typeof ZStartImportInput>;

/** The product list's filters an export or a bulk update selects with. */
export const zProductSelection = {
  product_ids: z.array(zId).min(1).max(10_000).optional(),
  search: z.string().max(255).optional(),
  product_family_id: zId.optional(),
  status: z.array(z.enum(PRODUCT_STATUS_FILTERS)).max(10).optional(),
  category_id: zId.optional(),
};

/** The most attributes an export (or an export profile) may name. */
export const MAX_EXPORT_ATTRIBUTES = 200;

export const ZExportFilters = z.strictObject({
  ...zProductSelection,
  /** Categories, attributes, families: part of the code. */
  code: z.string().max(255).optional(),
});
export type ExportFilters = z.infer<typeof ZExportFilters>;

export const ZStartExportInput = z.strictObject({
  entity: z.enum(EXPORT_ENTITIES),
  format: z.enum(EXPORT_FORMATS),
  filters: ZExportFilters.optional(),
  /** Products and variants: only the values of this channel (and the unscoped ones). */
  channel_code: zCode().optional(),
  /** Products and variants: only the values of these locales (and the unlocalized ones). */
  locales: z.array(z.string().min(2).max(20)).min(1).max(50).optional(),
  /**
   * Products and variants: only these attributes' values (and CSV/XLSX columns); absent,
   * every attribute. An extension of the export input: codes of live attributes.
   */
  attributes: z.array(zCode()).min(1).max(MAX_EXPORT_ATTRIBUTES).optional(),
});
export type StartExportInput = z.infer<typeof ZStartExportInput>;

/**
 * A bulk update's selection: the export's filters and the grid's others, so "All matching"
 * selects the rows the grid lists (read by the grid's own query builder, selection.ts).
 */
export const ZBulkUpdateFilter = z.strictObject({
  ...zProductSelection,
  /** complete or incomplete: in `channel`/`locale` when given, else over every pair. */
  completeness: z.enum(PRODUCT_COMPLETENESS_FILTERS).optional(),
  /** The grid's scope, with `locale`: completeness and `value_filters` read there. */
  channel: zCode().optional(),
  locale: zCode().optional(),
  /** Conditions on values, all of which a product meets (the list's, as an array). */
  value_filters: z.array(ZValueFilter).min(1).max(VALUE_FILTERS_MAX).optional(),
  /** `me`: the products whose last change the job's creator made. */
  modified_by: z.enum(['me']).optional(),
});
export type BulkUpdateFilter = z.infer<typeof ZBulkUpdateFilter>;

export const ZStartBulkUpdateInput = z.strictObject({
  filter: ZBulkUpdateFilter,
  actions: z.array(ZBulkAction).min(1).max(20),
});
export type StartBulkUpdateInput = z.infer<typeof ZStartBulkUpdateInput>;

export const ZJobFile = z.object({
  file_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  created_at: zTimestamp,
  expires_at: zTimestamp,
});
export type JobFileDto = z.infer<typeof ZJobFile>;

export const ZUploadJobFileInput = z.strictObject({
  filename: zAssetFilename,
  content_type: z.string().max(255).optional(),
  content: zAssetBytes,
});
export type UploadJobFileInput = z.infer<typeof ZUploadJobFileInput>;
