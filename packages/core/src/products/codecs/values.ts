// The values part of the product and variant codecs: what their static fields cannot hold.
// The value columns (`<attr>[@<channel>][:<locale>]`, value-cells.ts) come from the catalog's
// structure (structure.ts: every attribute × the scopes a family allows it); a row's value
// cells read into the record's `values` by attribute code, and a stored document writes back
// into the record's `values` or into cells, so an exported file imports back unchanged.
import type { TenantScope } from '../../platform/access/index.ts';
import { definedOnly, type Cells, type Codec, type Memo } from '../../platform/codecs/index.ts';
import type { RawValues } from '../values/document.ts';
import { valuesFromCells } from './record-values.ts';
import {
  recordValuesOf,
  scopeKey,
  valueColumns,
  type FamilyMember,
  type ProductStructure,
  type ValueColumnOf,
} from './structure.ts';
import { formatValueCell, markFromCells } from './value-cells.ts';

/** Which family members' values a record holds (variants: the overridable ones). */
export type MemberFilter = (member: FamilyMember, attributeId: string) => boolean;

const every: MemberFilter = () => true;

/**
 * The cells of a document's values, one per column: '' where the owner's family does not
 * allow the value (or `keep` leaves it out).
 */
function valueCellsOf(
  structure: ProductStructure,
  familyId: string,
  raw: RawValues,
  columns: readonly ValueColumnOf[],
  keep: MemberFilter = every,
  cells: Cells = {},
): Cells {
  const family = structure.families.get(familyId);
  for (const { column, attribute, channel, locale } of columns) {
    const member = family?.get(attribute.id);
    const allowed =
      member && keep(member, attribute.id) && member.scopes.has(scopeKey(channel, locale));
    cells[column] = allowed
      ? formatValueCell(attribute.type, raw[attribute.id]?.[channel]?.[locale]?.value)
      : '';
  }
  return cells;
}

export const valuesPart = {
  /** The value columns of the structure, among the family members `keep` accepts. */
  columns: valueColumns,
  /** A row's value cells (every column but the static ones) as `values`, and their origin. */
  fromCells: valuesFromCells,
  /** A document's values as cells of these columns. */
  toCells: valueCellsOf,
  /** A document's values as the record's `values`, those the family allows. */
  toRecord: recordValuesOf,
};

/** The static fields of a row: each field of the codec reads its cells (no value column). */
export function staticFields(codec: Codec, cells: Cells): Record<string, unknown> {
  return definedOnly(
    Object.fromEntries(
      Object.entries(codec.fields).map(([key, one]) => [key, one.read(cells, key)]),
    ),
  );
}

/**
 * The record of a row: its static fields (`record`), then `values` from every non-empty
 * cell of a column outside `skip`, marked with the column each value came from.
 */
export async function withValueCells(
  scope: TenantScope,
  memo: Memo,
  cells: Cells,
  record: Record<string, unknown>,
  skip: ReadonlySet<string>,
): Promise<Record<string, unknown>> {
  const { values, origin } = await valuesPart.fromCells(scope, memo, cells, skip);
  if (Object.keys(values).length > 0) record.values = values;
  return markFromCells(record, origin);
}
