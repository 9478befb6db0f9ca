import type { ListProductsInput } from '@pim/core/schemas';
import type { FilterValues, ListInput } from '@/lib/list-params';
import { parseColumns, parseValueFilters, serializeValueFilters } from './grid/grid-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^[A-Za-z0-9_\-.]{1,100}$/;

/** The page sizes the grid offers (the API takes 1 to 100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The API's completeness filter values (its enum is not in the client-safe entry). */
const COMPLETENESS = ['complete', 'incomplete'] as const satisfies NonNullable<
  ListProductsInput['completeness']
>[];

const uuid = (value: string | undefined) => (value && UUID.test(value) ? value : undefined);
const code = (value: string | undefined) => (value && CODE.test(value) ? value : undefined);

/** The grid's channel and locale of the URL: both codes, or neither. */
export function scopeOf(filters: FilterValues): { channel: string; locale: string } | undefined {
  const channel = code(filters.channel);
  const locale = code(filters.locale);
  return channel && locale ? { channel, locale } : undefined;
}

/**
 * The product list's query: the common fields plus the family, category, completeness, page
 * size, scope (`?channel=&locale=`), attribute columns (`?columns=`), value filters
 * (`?value_filters=`) and "modified by me" of the URL; a value the API would refuse is left
 * out, not sent. With `known` (the tenant's attribute codes), a column or filter naming an
 * attribute that no longer exists (an old link, a saved view) is left out too: the API would
 * refuse the whole list for it.
 */
export function productListInput<S extends string>(
  input: ListInput<S>,
  filters: FilterValues,
  known?: ReadonlySet<string>,
) {
  const size = Number(filters.page_size);
  const isKnown = (code: string) => !known || known.has(code);
  const columns = parseColumns(filters.columns).filter(isKnown);
  const valueFilters = parseValueFilters(filters.value_filters).filter((f) => isKnown(f.attribute));
  return {
    ...input,
    sort: input.sort as ListProductsInput['sort'],
    page_size: PAGE_SIZES.find((s) => s === size) ?? input.page_size,
    product_family_id: uuid(filters.product_family_id),
    category_id: uuid(filters.category_id),
    completeness: COMPLETENESS.find((c) => c === filters.completeness),
    ...scopeOf(filters),
    columns: columns.length ? columns.join(',') : undefined,
    value_filters: serializeValueFilters(valueFilters),
    modified_by: filters.modified_by === 'me' ? ('me' as const) : undefined,
  };
}
