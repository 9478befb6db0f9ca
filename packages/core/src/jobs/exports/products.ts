// The products exporter: the products the export's filters select (the product list's own
// filters and SQL, products/list-query.ts), in id order, read in keyset pages of 500 so memory
// holds one page whatever the catalog's size. Each product becomes the very record the
// products importer takes (imports/products.ts): codes for its family, variant family and
// categories, and its values by attribute code, restricted to the export's channel and
// locales. CSV and XLSX: the importer's columns (code, family, variant_family, product_type,
// status, categories, then one column per attribute and scope, computed once from the
// catalog's structure) and its cell encodings (imports/value-cells.ts).
import { sql, type SqlFragment } from '@pim/db';
import type { TenantScope } from '../../platform/access/index.ts';
import {
  rawValuesOf,
  statusesOf,
  conditionsOf,
  countProducts,
  FROM_FAMILY,
  withSubtree,
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

interface ProductRow {
  id: string;
  code: string;
  family: string;
  family_id: string;
  variant_family: string | null;
  product_type: string | null;
  status: string;
  raw_values: unknown;
  categories: string[];
}

/** One page of the selected products after `after` (an id), in id order. */
function readPage(
  scope: TenantScope,
  filters: ProductFilters,
  after: string | undefined,
): Promise<ProductRow[]> {
  const { where } = conditionsOf(filters);
  const from: SqlFragment = after ? sql` AND p.id > ${after}::uuid` : sql``;
  return scope.db.sql.query<ProductRow>(sql`
    ${withSubtree(filters)}
    SELECT p.id::text AS id, p.code, f.code AS family, f.id::text AS family_id,
           vf.code AS variant_family, p.product_type, p.status::text AS status, p.raw_values,
           ARRAY(SELECT c.code FROM product_categories pc
                   JOIN categories c ON c.tenant_id = pc.tenant_id AND c.id = pc.category_id
                  WHERE pc.tenant_id = p.tenant_id AND pc.product_id = p.id
                    AND c.deleted_at IS NULL
                  ORDER BY c.code) AS categories
      FROM products p ${FROM_FAMILY}
      LEFT JOIN variant_families vf
        ON vf.tenant_id = p.tenant_id AND vf.id = p.variant_family_id AND vf.deleted_at IS NULL
     WHERE ${where}${from}
     ORDER BY p.id
     LIMIT ${EXPORT_PAGE}`);
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
  for await (const rows of pagesOf((after) => readPage(scope, filters, after))) {
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
