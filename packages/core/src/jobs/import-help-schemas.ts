// Request and response shapes of the import wizard's help: a template file of an entity's
// columns, and a preview of what each column of an uploaded file sets.
import { z } from 'zod';
import { zId } from '../platform/shared/schemas.ts';
import { IMPORT_ENTITIES } from './schemas.ts';

/** The formats a template is written in: those this service's own importers read. */
export const TEMPLATE_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

export const ZImportTemplateInput = z.strictObject({
  entity: z.enum(IMPORT_ENTITIES),
  format: z.enum(TEMPLATE_FORMATS),
  /** Products and variants: the value columns of this family's attributes alone. */
  product_family_id: zId.optional(),
});
export type ImportTemplateInput = z.infer<typeof ZImportTemplateInput>;

/** The formats a preview reads: a CSV or XLSX header, the keys of a JSON file's first records. */
export const PREVIEW_FORMATS = ['csv', 'xlsx', 'json'] as const;

export const ZImportPreviewInput = z.strictObject({
  entity: z.enum(IMPORT_ENTITIES),
  format: z.enum(PREVIEW_FORMATS),
  file_id: zId,
});
export type ImportPreviewInput = z.infer<typeof ZImportPreviewInput>;

const ZColumnTarget = z.object({
  /** A field of the record, a label in a locale, a variant's axis, or a scoped value. */
  kind: z.enum(['field', 'label', 'axis', 'value', 'ignored']),
  field: z.string().optional(),
  attribute_code: z.string().optional(),
  attribute_name: z.string().optional(),
  channel: z.string().optional(),
  channel_name: z.string().optional(),
  locale: z.string().optional(),
});

export const ZImportPreview = z.object({
  /** Each header name in file order; `target` null for a column the import does not read. */
  columns: z.array(
    z.object({ header: z.string(), target: ZColumnTarget.nullable(), note: z.string().optional() }),
  ),
  /** Columns every row needs that the header lacks: the import would fail as a whole. */
  missing: z.array(z.string()),
});
export type ImportPreviewDto = z.infer<typeof ZImportPreview>;
