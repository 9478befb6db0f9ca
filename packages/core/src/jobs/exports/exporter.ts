// What an entity's exporter is: the records of the tenant's catalog that an export selects,
// streamed from the database page by page (keyset, never the whole set in memory), in the
// very shape the entity's importer takes, so an export imports back as it is.
import type { TenantScope } from '../../platform/access/index.ts';
import { labelColumns, type Codec, type CodecQuery } from '../../platform/codecs/index.ts';
import { statusesOf, type ProductFilters, type ValuedCodec } from '../../products/index.ts';
import type { ExportFilters } from '../schemas.ts';

export interface ExportOptions {
  filters: ExportFilters;
  /** Products and variants: the values of this channel only (and the unscoped ones). */
  channelCode?: string;
  /** Products and variants: the values of these locales only (and the unlocalized ones). */
  locales?: readonly string[];
  /** Products and variants: the values of these attributes only (codes). */
  attributes?: readonly string[];
  /** CSV and XLSX: records as flat cells (strings), as the importer's `fromCells` reads them. */
  cells: boolean;
}

export interface EntityExporter {
  /** How many records the export will write (for progress). */
  count(scope: TenantScope, options: ExportOptions): Promise<number>;
  /** The header of a CSV or XLSX file, in order (the JSON format ignores it). */
  columns(scope: TenantScope, options: ExportOptions): Promise<string[]>;
  /** The records, in a stable order. */
  records(scope: TenantScope, options: ExportOptions): AsyncIterable<Record<string, unknown>>;
}

/**
 * The exporter of a catalog entity: the rows of its query, page by page, as its codec's
 * records (or their cells); the columns are the codec's, then `label-<locale>` ones.
 */
export function codecExporter(codec: Codec, query: CodecQuery): EntityExporter {
  return {
    count: (scope, { filters }) => query.count(scope, filters.code),
    async columns(scope, { filters }) {
      return [...codec.columns, ...labelColumns(await query.labelLocales(scope, filters.code))];
    },
    async *records(scope, { filters, cells }) {
      for await (const row of query.rows(scope, filters.code)) {
        yield cells ? codec.rowCells(row) : codec.toRecord(row);
      }
    },
  };
}

/** The export's filters as the product list's. */
export function productFiltersOf(tenantId: string, filters: ExportFilters): ProductFilters {
  return {
    tenantId,
    ...(filters.search?.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.code?.trim() ? { code: filters.code.trim() } : {}),
    statuses: statusesOf(filters.status),
    familyId: filters.product_family_id,
    categoryId: filters.category_id,
    productIds: filters.product_ids,
  };
}

/**
 * The exporter of products or variants: the products the filters select (the product
 * list's filters), as their codec's records or cells, with the value columns the catalog's
 * structure gives, restricted to the export's channel and locales.
 */
export function valuedExporter(entity: ValuedCodec): EntityExporter {
  return {
    count: (scope, { filters }) => entity.count(scope, productFiltersOf(scope.tenantId, filters)),
    columns: (scope, options) => entity.columns(scope, options),
    records: (scope, options) =>
      entity.records(scope, productFiltersOf(scope.tenantId, options.filters), options),
  };
}
