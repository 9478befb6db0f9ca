// The products exporter: the products the export's filters select (the product list's own
// filters and SQL, products/list-sql.ts), in id order, read in keyset pages of 500 so memory
// holds one page whatever the catalog's size. Each product becomes the very record the
// products importer takes (imports/products.ts): codes for its family, variant family and
// categories, and its values by attribute code, restricted to the export's channel and
// locales. CSV and XLSX: the importer's columns (code, family, variant_family, product_type,
// status, categories, then one column per attribute and scope, computed once from the
// catalog's structure) and its cell encodings (imports/value-cells.ts).
import type { TenantScope } from '../../platform/access/index.ts';
import {
  countProducts,
  exportProductPage,
  rawValuesOf,
  statusesOf,
  type ProductFilters,
} from '../../products/index.ts';
import { PRODUCT_COLUMNS } from '../imports/product-record.ts';
import { formatValueCell } from '../imports/value-cells.ts';
import type { ExportFilters } from '../schemas.ts';
import type { EntityExporter, ExportOptions } from './exporter.ts';
import { readProductStructure, recordValuesOf, valueColumns } from './product-structure.ts';

/** Products (or variants) read per statement. */
export const EXPORT_PAGE = 500;

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

/** Pages of rows until a short one: keyset on `id`. */
export async function* pagesOf<Row extends { id: string }>(
  read: (after: string | undefined) => Promise<Row[]>,
): AsyncIterable<Row[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function* productRecords(
  scope: TenantScope,
  options: ExportOptions,
): AsyncIterable<Record<string, unknown>> {
  const structure = await readProductStructure(scope, options);
  const columns = valueColumns(structure);
  const filters = productFiltersOf(scope.tenantId, options.filters);
  for await (const rows of pagesOf((after) =>
    exportProductPage(scope.db.sql, filters, after, EXPORT_PAGE),
  )) {
    for (const row of rows) {
      const raw = rawValuesOf(row.raw_values);
      if (!options.cells) {
        yield {
          code: row.code,
          family: row.family,
          ...(row.variant_family ? { variant_family: row.variant_family } : {}),
          ...(row.product_type ? { product_type: row.product_type } : {}),
          status: row.status,
          categories: row.categories,
          values: recordValuesOf(structure, row.family_id, raw),
        };
        continue;
      }
      const family = structure.families.get(row.family_id);
      const cells: Record<string, string> = {
        code: row.code,
        family: row.family,
        variant_family: row.variant_family ?? '',
        product_type: row.product_type ?? '',
        status: row.status,
        categories: row.categories.join(','),
      };
      for (const { column, attribute, channel, locale } of columns) {
        const value = raw[attribute.id]?.[channel]?.[locale]?.value;
        const allowed = family?.get(attribute.id)?.scopes.has(`${channel}\u0000${locale}`);
        cells[column] = allowed ? formatValueCell(attribute.type, value) : '';
      }
      yield cells;
    }
  }
}

export const productsExporter: EntityExporter = {
  count: (scope, options) =>
    countProducts(scope.db.sql, productFiltersOf(scope.tenantId, options.filters)),

  async columns(scope, options) {
    const structure = await readProductStructure(scope, options);
    return [...PRODUCT_COLUMNS, ...valueColumns(structure).map((c) => c.column)];
  },

  records: productRecords,
};
