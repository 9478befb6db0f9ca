// A grid link (or a saved view) may name an attribute deleted since: as a column or in a value
// filter. The API refuses a list naming one (400, right for an API caller), so the grid drops
// those columns and conditions, shows the list, and says what it dropped. Pure, unit-tested.
import { parseColumns, parseValueFilters } from './grid-query';

/** A column or a filter condition the grid dropped, by the attribute code it named. */
export interface DroppedAttribute {
  kind: 'column' | 'filter';
  code: string;
}

/** The URL's columns and conditions naming none of the `known` attribute codes. */
export function staleAttributes(
  filters: { columns?: string; value_filters?: string },
  known: ReadonlySet<string>,
): DroppedAttribute[] {
  const dropped: DroppedAttribute[] = [
    ...parseColumns(filters.columns)
      .filter((code) => !known.has(code))
      .map((code) => ({ kind: 'column' as const, code })),
    ...parseValueFilters(filters.value_filters)
      .filter((f) => !known.has(f.attribute))
      .map((f) => ({ kind: 'filter' as const, code: f.attribute })),
  ];
  // A code named by two conditions is said once.
  const keys = dropped.map((d) => `${d.kind}:${d.code}`);
  return dropped.filter((_, index) => keys.indexOf(keys[index]!) === index);
}

/** What the notice says of one dropped column or condition. */
export function droppedWords(dropped: DroppedAttribute): { before: string; after: string } {
  return {
    before: dropped.kind === 'filter' ? 'The filter on attribute' : 'The column of attribute',
    after: 'was removed: the attribute no longer exists.',
  };
}
