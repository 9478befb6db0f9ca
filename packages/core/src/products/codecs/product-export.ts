// The products export: the products the export's filters select (the product list's own
// filters and SQL, product/list-sql.ts), in id order, read in keyset pages so memory holds
// one page whatever the catalog's size. Each product becomes the very record the products
// import takes: codes for its family, variant family and categories, and its values by
// attribute code, restricted to the export's channel and locales. CSV and XLSX: the codec's
// columns, then one column per attribute and scope, computed once from the catalog's
// structure, in the value cells' encodings (value-cells.ts).
import type { TenantScope } from '../../platform/access/index.ts';
import { keysetPageLists, PAGE_SIZE } from '../../platform/codecs/index.ts';
import type { ProductFilters } from '../product/list-sql.ts';
import { exportProductPage, type ExportedProductRow } from '../product/selection-sql.ts';
import { rawValuesOf } from '../values/document.ts';
import type { RecordView } from './entity.ts';
import { productCodec } from './product.ts';
import { readProductStructure, type ValueView } from './structure.ts';
import { valuesPart } from './values.ts';

export async function productColumns(scope: TenantScope, view: ValueView): Promise<string[]> {
  const structure = await readProductStructure(scope, view);
  return [...productCodec.columns, ...valuesPart.columns(structure).map((c) => c.column)];
}

export async function* productRecords(
  scope: TenantScope,
  filters: ProductFilters,
  view: RecordView,
): AsyncIterable<Record<string, unknown>> {
  const structure = await readProductStructure(scope, view);
  const columns = valuesPart.columns(structure);
  const pages = keysetPageLists<ExportedProductRow>((after) =>
    exportProductPage(scope.db.sql, filters, after?.id, PAGE_SIZE),
  );
  for await (const page of pages) {
    for (const row of page) {
      const raw = rawValuesOf(row.raw_values);
      if (!view.cells) {
        yield productCodec.toRecord({
          ...row,
          values: valuesPart.toRecord(structure, row.family_id, raw),
        });
        continue;
      }
      // Cells carry the values in their own columns (the values record is for JSON only),
      // written into the one object of the row's cells.
      const cells = productCodec.rowCells(row);
      yield valuesPart.toCells(structure, row.family_id, raw, columns, undefined, cells);
    }
  }
}
