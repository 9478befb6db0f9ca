// Export profile rows to the documented shape.
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { ExportProfileDto } from './schemas.ts';

export interface ExportProfileRow {
  id: string;
  name: string;
  entity: string;
  format: string;
  filters: unknown;
  channelCode: string | null;
  locales: unknown;
  attributes: unknown;
  createdAt: Date;
  modifiedAt: Date;
  createdBy: unknown;
  modifiedBy: unknown;
}

const codes = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;

export const toExportProfileDto = (row: ExportProfileRow): ExportProfileDto => ({
  id: row.id,
  name: row.name,
  entity: row.entity as ExportProfileDto['entity'],
  format: row.format as ExportProfileDto['format'],
  filters:
    typeof row.filters === 'object' && row.filters !== null && !Array.isArray(row.filters)
      ? (row.filters as Record<string, unknown>)
      : {},
  channel_code: row.channelCode,
  locales: codes(row.locales),
  attributes: codes(row.attributes),
  ...auditFieldsOf(row),
});
