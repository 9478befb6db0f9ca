// The variants export: the variants of the products the export's filters select (the
// product list's filters, as the products export applies them), in id order (the order they
// were made in), read in keyset pages. Each becomes the record the variants import takes:
// its product's code, sku, default flag, status, its axis values as option codes, and its
// own values (overrides), restricted to the export's channel and locales. CSV and XLSX: the
// codec's columns (product, sku, is_default, status), one plain column per axis attribute of
// the tenant's variant families, then a column per overridable attribute and scope.
import type { TenantScope } from '../../platform/access/index.ts';
import { keysetPageLists, PAGE_SIZE } from '../../platform/codecs/index.ts';
import type { ProductFilters } from '../product/list-sql.ts';
import { exportVariantPage, type ExportedVariantRow } from '../product/selection-sql.ts';
import { DEFAULT_SCOPE, rawValuesOf, type RawValues } from '../values/document.ts';
import type { RecordView } from './entity.ts';
import {
  readProductStructure,
  type ProductStructure,
  type ValueColumnOf,
  type ValueView,
} from './structure.ts';
import { variantCodec } from './variant.ts';
import { valuesPart, type MemberFilter } from './values.ts';

/** A variant's own values: overridable attributes of the family, not axes of its variant family. */
const overrides =
  (axes: readonly string[]): MemberFilter =>
  (member, attributeId) =>
    member.overridable && !axes.includes(attributeId);

const optionOf = (raw: RawValues, attributeId: string): string | undefined => {
  const value = raw[attributeId]?.[DEFAULT_SCOPE]?.[DEFAULT_SCOPE]?.value;
  return value === undefined || value === null ? undefined : String(value);
};

/**
 * The plain axis columns (the axis attributes of every variant family, in first-seen order,
 * once each), and the value columns of the overridable attributes that are not among them.
 */
function variantColumnsOf(structure: ProductStructure) {
  const axisIds = [...new Set([...structure.axes.values()].flat())];
  const axes: ValueColumnOf[] = axisIds
    .filter((id) => structure.byId.has(id))
    .map((id) => structure.byId.get(id)!)
    .map((attribute) => ({
      column: attribute.code,
      attribute,
      channel: DEFAULT_SCOPE,
      locale: DEFAULT_SCOPE,
    }));
  const names = new Set(axes.map((a) => a.column));
  const values = valuesPart
    .columns(structure, (member) => member.overridable)
    .filter((c) => !names.has(c.column));
  return { axes, values };
}

export async function variantColumns(scope: TenantScope, view: ValueView): Promise<string[]> {
  const { axes, values } = variantColumnsOf(await readProductStructure(scope, view));
  return [...variantCodec.columns, ...[...axes, ...values].map((c) => c.column)];
}

export async function* variantRecords(
  scope: TenantScope,
  filters: ProductFilters,
  view: RecordView,
): AsyncIterable<Record<string, unknown>> {
  const structure = await readProductStructure(scope, view);
  const columns = variantColumnsOf(structure);
  const pages = keysetPageLists<ExportedVariantRow>((after) =>
    exportVariantPage(scope.db.sql, filters, after?.id, PAGE_SIZE),
  );
  for await (const page of pages) {
    for (const row of page) {
      const raw = rawValuesOf(row.raw_values);
      const axes = (row.variant_family_id && structure.axes.get(row.variant_family_id)) || [];
      const keep = overrides(axes);
      const axisValues: Record<string, string> = {};
      for (const id of axes) {
        const option = optionOf(raw, id);
        const attribute = structure.byId.get(id);
        if (option !== undefined && attribute) axisValues[attribute.code] = option;
      }
      if (!view.cells) {
        yield variantCodec.toRecord({
          ...row,
          axis_values: axisValues,
          values: valuesPart.toRecord(structure, row.family_id, raw, keep),
        });
        continue;
      }
      // Cells carry the values in their own columns (the values record is for JSON only).
      // A plain column of an attribute that is no axis here holds the variant's own value.
      const cells = variantCodec.rowCells({ ...row, axis_values: axisValues });
      valuesPart.toCells(structure, row.family_id, raw, columns.axes, keep, cells);
      Object.assign(cells, axisValues);
      yield valuesPart.toCells(structure, row.family_id, raw, columns.values, keep, cells);
    }
  }
}
