/** A page's search params as Next hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A positive page number from `?<name>=`, 1 when absent or malformed. */
export function pageParam(params: SearchParams, name = 'page'): number {
  const page = Number.parseInt(first(params[name]) ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function textParam(params: SearchParams, name: string, max = 255): string | undefined {
  const value = first(params[name])?.trim();
  return value ? value.slice(0, max) : undefined;
}

/** One of `allowed`, or undefined (every status). */
export function statusParam<T extends string>(
  params: SearchParams,
  allowed: readonly T[],
  name = 'status',
): T | undefined {
  const value = first(params[name]);
  return allowed.find((s) => s === value);
}

/** What every list query of the API takes (search, status filter, page, sort). */
export interface ListInput<S extends string = string> {
  search?: string;
  status?: S[];
  page: number;
  page_size: number;
  sort: string;
}

export interface ListConfig<S extends string> {
  statuses: readonly S[];
  defaultSort: string;
  pageSize: number;
  /** Further filters kept in the URL (`?type=`), one value each: the list maps them on its query. */
  filters?: readonly string[];
  /** Those of `filters` whose value may run to 4,000 characters (a JSON list), not 255. */
  longFilters?: readonly string[];
}

/** The values of a list's further filters, by name (undefined: not filtered). */
export type FilterValues = Readonly<Record<string, string | undefined>>;

/** The further filters a URL sets, for those the list's config names. */
export function filterValuesOf(
  params: SearchParams,
  { filters = [], longFilters = [] }: Pick<ListConfig<string>, 'filters' | 'longFilters'>,
): FilterValues {
  return Object.fromEntries(
    filters.map((name) => [
      name,
      textParam(params, name, longFilters.includes(name) ? 4000 : undefined),
    ]),
  );
}

/**
 * The list query a URL asks for. The server loads this first page with the page (no
 * skeleton, no second round trip); the client starts from the same input.
 */
export function listInputOf<S extends string>(
  params: SearchParams,
  { statuses, defaultSort, pageSize }: ListConfig<S>,
): ListInput<S> {
  const status = statusParam(params, statuses);
  return {
    search: textParam(params, 'search'),
    status: status ? [status] : undefined,
    page: pageParam(params),
    page_size: pageSize,
    sort: textParam(params, 'sort') ?? defaultSort,
  };
}

/** A first page the server loaded, for the input it was loaded with. */
export interface FirstPage<D, S extends string = string> {
  input: ListInput<S>;
  data: D;
  /** The further filters it was loaded with. */
  filters?: FilterValues;
}

/** What a list page's server part hands its client list (ListPage's `render`). */
export interface ListProps<D> {
  tenantName: string;
  firstPage?: FirstPage<D>;
}

/** The server's first page while the client still asks for the same input. */
export function firstPageFor<D>(
  input: ListInput,
  first: FirstPage<D> | undefined,
  filters: FilterValues = {},
): D | undefined {
  if (!first) return undefined;
  const same = (['search', 'page', 'page_size', 'sort'] as const).every(
    (key) => input[key] === first.input[key],
  );
  const loaded = first.filters ?? {};
  const sameFilters = [...Object.keys(filters), ...Object.keys(loaded)].every(
    (name) => filters[name] === loaded[name],
  );
  return same && sameFilters && input.status?.[0] === first.input.status?.[0]
    ? first.data
    : undefined;
}
