// The variants exporter: the variants of the products the export's filters select (the
// product list's filters, as the products exporter applies them), in id order (the order they
// were made in), read in keyset pages of 500. Each becomes the record the variants importer
// takes (imports/variants.ts): its product's code, sku, default flag, status, its axis values
// as option codes, and its own values (overrides), restricted to the export's channel and
// locales. CSV and XLSX: product, sku, is_default, status, one plain column per axis attribute
// of the tenant's variant families, then a column per overridable attribute and scope.
import type { TenantScope } from '../../platform/access/index.ts';
import { keysetPages, PAGE_SIZE } from '../../platform/codecs/index.ts';
import {
  countSelectedVariants,
  DEFAULT_SCOPE,
  exportVariantPage,
  formatValueCell,
  rawValuesOf,
  readProductStructure,
  recordValuesOf,
  valueColumns,
  type FamilyMember,
  type ProductStructure,
  type RawValues,
} from '../../products/index.ts';
import { VARIANT_COLUMNS } from '../imports/variants.ts';
import { productFiltersOf, type EntityExporter, type ExportOptions } from './exporter.ts';

/** Axis attribute ids of every variant family, in first-seen order, once each. */
function axisIds(structure: ProductStructure): string[] {
  return [...new Set([...structure.axes.values()].flat())].filter((id) => structure.byId.has(id));
}

/** A variant's own values: overridable attributes of the family, not axes of its variant family. */
const overrides =
  (axes: readonly string[]) =>
  (member: FamilyMember, attributeId: string): boolean =>
    member.overridable && !axes.includes(attributeId);

const optionOf = (raw: RawValues, attributeId: string): string | undefined => {
  const value = raw[attributeId]?.[DEFAULT_SCOPE]?.[DEFAULT_SCOPE]?.value;
  return value === undefined || value === null ? undefined : String(value);
};

async function* variantRecords(
  scope: TenantScope,
  options: ExportOptions,
): AsyncIterable<Record<string, unknown>> {
  const structure = await readProductStructure(scope, options);
  const filters = productFiltersOf(scope.tenantId, options.filters);
  const axisColumns = axisIds(structure).map((id) => structure.byId.get(id)!);
  const axisNames = new Set(axisColumns.map((a) => a.code));
  const columns = valueColumns(structure, (member) => member.overridable).filter(
    (c) => !axisNames.has(c.column),
  );
  const rows = keysetPages((after: { id: string } | undefined) =>
    exportVariantPage(scope.db.sql, filters, after?.id, PAGE_SIZE),
  );
  for await (const row of rows) {
    {
      const raw = rawValuesOf(row.raw_values);
      const axes = (row.variant_family_id && structure.axes.get(row.variant_family_id)) || [];
      const keep = overrides(axes);
      const axisValues: Record<string, string> = {};
      for (const id of axes) {
        const option = optionOf(raw, id);
        const attribute = structure.byId.get(id);
        if (option !== undefined && attribute) axisValues[attribute.code] = option;
      }
      if (!options.cells) {
        yield {
          product: row.product,
          sku: row.sku,
          axis_values: axisValues,
          is_default: row.is_default,
          status: row.status,
          values: recordValuesOf(structure, row.family_id, raw, keep),
        };
        continue;
      }
      const family = structure.families.get(row.family_id);
      const cells: Record<string, string> = {
        product: row.product,
        sku: row.sku,
        is_default: row.is_default ? 'true' : 'false',
        status: row.status,
      };
      for (const attribute of axisColumns) {
        // A plain column of an attribute that is no axis here holds the variant's own value.
        const member = family?.get(attribute.id);
        cells[attribute.code] =
          axisValues[attribute.code] ??
          (member &&
          keep(member, attribute.id) &&
          member.scopes.has(`${DEFAULT_SCOPE}\u0000${DEFAULT_SCOPE}`)
            ? formatValueCell(
                attribute.type,
                raw[attribute.id]?.[DEFAULT_SCOPE]?.[DEFAULT_SCOPE]?.value,
              )
            : '');
      }
      for (const { column, attribute, channel, locale } of columns) {
        const member = family?.get(attribute.id);
        const allowed =
          member && keep(member, attribute.id) && member.scopes.has(`${channel}\u0000${locale}`);
        cells[column] = allowed
          ? formatValueCell(attribute.type, raw[attribute.id]?.[channel]?.[locale]?.value)
          : '';
      }
      yield cells;
    }
  }
}

export const variantsExporter: EntityExporter = {
  async count(scope, options) {
    const filters = productFiltersOf(scope.tenantId, options.filters);
    return countSelectedVariants(scope.db.sql, filters);
  },

  async columns(scope, options) {
    const structure = await readProductStructure(scope, options);
    const axes = axisIds(structure).map((id) => structure.byId.get(id)!.code);
    const names = new Set(axes);
    const values = valueColumns(structure, (member) => member.overridable)
      .map((c) => c.column)
      .filter((column) => !names.has(column));
    return [...VARIANT_COLUMNS, ...axes, ...values];
  },

  records: variantRecords,
};
