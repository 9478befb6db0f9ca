// The product list: filters, sort, and paging by `page` or by cursor (`after`, cursor.ts).
// A page reads one more row than it shows, so whether another page follows (and its cursor)
// comes from the read itself. The total costs one count, skipped when the page is short; a
// cursor page reads it from its token (cursor.ts), so a walk counts once, on its first page.
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import {
  paginate,
  decodeCursor,
  encodeCursor,
  isPercentKey,
  isTextKey,
  isTimestampKey,
  type CursorKey,
} from '../../platform/shared/index.ts';
import {
  columnPath,
  attributeNamed,
  readListStructure,
  scopeOf,
  type ListScope,
} from './list-scope.ts';
import {
  countProducts,
  findProductPage,
  type ColumnRead,
  type ProductFilters,
  type ProductListRow,
  type ProductOrder,
  type PageStart,
} from './list-sql.ts';
import { toProductListItem } from './mappers.ts';
import { parseValueFilters, resolveValueFilters, type ValueCondition } from './value-filters.ts';
import {
  type ListProductsInput,
  type ProductPageDto,
  type ValueFilter,
  type PRODUCT_STATUS_FILTERS,
  type ProductSortField,
  PRODUCT_STATUSES,
  type ProductStatus,
} from './schemas.ts';

const DEFAULT_SORT = '-created_at';

const KEY_CHECKS: Record<ProductSortField, (key: unknown) => key is CursorKey> = {
  created_at: isTimestampKey,
  modified_at: isTimestampKey,
  code: isTextKey,
  name: isTextKey,
  completeness: isPercentKey,
};

/** `enabled` is every status but archived, `disabled` archived. */
export function statusesOf(
  filter: readonly (typeof PRODUCT_STATUS_FILTERS)[number][] | undefined,
): ProductStatus[] | undefined {
  if (!filter?.length) return undefined;
  const kept = new Set<ProductStatus>();
  for (const value of filter) {
    if (value === 'enabled')
      PRODUCT_STATUSES.filter((s) => s !== 'archived').forEach((s) => kept.add(s));
    else if (value === 'disabled') kept.add('archived');
    else kept.add(value);
  }
  return [...kept];
}

const text = (value: string | undefined) => value?.trim() || undefined;

const keyOf = (row: ProductListRow): string | number =>
  row.sort_key instanceof Date ? row.sort_key.toISOString() : row.sort_key;

/** Where the page starts (a cursor's row, or the page's offset), the rows before it, and the total a cursor carries. */
function startOf(
  input: ListProductsInput,
  sort: string,
  order: ProductOrder,
): { start: PageStart; offset: number; total?: number } {
  if (input.after === undefined) {
    const offset = ((input.page ?? 1) - 1) * input.page_size;
    return { start: { offset }, offset };
  }
  const cursor = decodeCursor(input.after, sort, KEY_CHECKS[order.field]);
  return {
    start: { after: { key: cursor.key as string | number, id: cursor.id } },
    offset: cursor.offset,
    total: cursor.total,
  };
}

/**
 * What the scope, columns and value filters name, looked up and checked (list-scope.ts); a
 * bulk update's selection reads its own the same way (selection.ts).
 */
export async function gridPartsOf(
  { db, tenantId }: TenantScope,
  input: Pick<ListProductsInput, 'channel' | 'locale' | 'columns'>,
  conditions: readonly ValueFilter[],
): Promise<{ scope?: ListScope; columns: ColumnRead[]; values: ValueCondition[] }> {
  const columns = input.columns ?? [];
  const scoped = input.channel !== undefined || input.locale !== undefined;
  if (!scoped && !columns.length && !conditions.length) return { columns: [], values: [] };
  const codes = [...new Set([...columns, ...conditions.map((c) => c.attribute)])];
  const structure = await readListStructure(db.sql, tenantId, codes);
  const scope = scopeOf(structure, input.channel, input.locale);
  return {
    scope,
    columns: columns.map((code, index) => ({
      code,
      path: columnPath(attributeNamed(structure, code, `columns.${index}`), scope),
    })),
    values: resolveValueFilters(conditions, structure, scope),
  };
}

export async function listProducts(
  context: TenantScope,
  input: ListProductsInput,
): Promise<ProductPageDto> {
  const { db, tenantId } = context;
  if (input.after !== undefined && input.page !== undefined) {
    throw new AppError(
      'invalid_combination',
      'page and after both say where the page starts: send one of them',
      { field: 'after' },
    );
  }
  const conditions = input.value_filters ? parseValueFilters(input.value_filters) : [];
  const grid = await gridPartsOf(context, input, conditions);
  const sort = input.sort ?? DEFAULT_SORT;
  const desc = sort.startsWith('-');
  const order: ProductOrder = {
    field: (desc ? sort.slice(1) : sort) as ProductSortField,
    desc,
  };
  const filters: ProductFilters = {
    tenantId,
    code: text(input.code),
    name: text(input.name),
    search: text(input.search),
    statuses: statusesOf(input.status),
    familyId: input.product_family_id,
    categoryId: input.category_id,
    completeness: input.completeness,
    scope: grid.scope && { channelId: grid.scope.channelId, locale: grid.scope.locale },
    values: grid.values.length ? grid.values : undefined,
    modifiedBy: input.modified_by === 'me' ? actorOf(context.principal) : undefined,
  };
  // A completeness cursor is made for one scope: another scope's token is refused as stale.
  const cursorSort =
    grid.scope && order.field === 'completeness'
      ? `${sort}@${grid.scope.channel}/${grid.scope.locale}`
      : sort;
  const size = input.page_size;
  const { start, offset, total: carried } = startOf(input, cursorSort, order);
  const rows = await findProductPage(db.sql, filters, order, start, size + 1, grid.columns);
  const more = rows.length > size;
  const shown = more ? rows.slice(0, size) : rows;
  // A page that is not full tells the total by itself (an empty one only on the first page);
  // a cursor page takes it from its token (never below what this page shows).
  const short = !more && (rows.length > 0 || offset === 0);
  const total = short
    ? offset + rows.length
    : carried !== undefined
      ? Math.max(carried, offset + shown.length + (more ? 1 : 0))
      : await countProducts(db.sql, filters);
  const page = Math.floor(offset / size) + 1;
  const last = shown.at(-1);
  return {
    items: shown.map((row) => toProductListItem(row, grid.scope)),
    pagination: {
      ...paginate(page, size, total),
      has_next: more,
      next_cursor:
        more && last
          ? encodeCursor({
              sort: cursorSort,
              key: keyOf(last),
              id: last.id,
              offset: offset + size,
              total,
            })
          : null,
    },
  };
}
