import type { ListProductsInput } from '@pim/core/schemas';
import type { FilterValues, ListInput } from '@/lib/list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page sizes the grid offers (the API takes 1 to 100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The API's completeness filter values (its enum is not in the client-safe entry). */
const COMPLETENESS = ['complete', 'incomplete'] as const satisfies NonNullable<
  ListProductsInput['completeness']
>[];

const uuid = (value: string | undefined) => (value && UUID.test(value) ? value : undefined);

/**
 * The product list's query: the common fields plus the family, category, completeness and
 * page size of the URL (`?product_family_id=&category_id=&completeness=&page_size=`); a value
 * the API would refuse is left out, not sent.
 */
export function productListInput<S extends string>(input: ListInput<S>, filters: FilterValues) {
  const size = Number(filters.page_size);
  return {
    ...input,
    sort: input.sort as ListProductsInput['sort'],
    page_size: PAGE_SIZES.find((s) => s === size) ?? input.page_size,
    product_family_id: uuid(filters.product_family_id),
    category_id: uuid(filters.category_id),
    completeness: COMPLETENESS.find((c) => c === filters.completeness),
  };
}
