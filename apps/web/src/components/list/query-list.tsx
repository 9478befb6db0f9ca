'use client';

import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { firstPageFor, type FirstPage, type ListConfig } from '@/lib/list-params';
import { useTRPC } from '@/lib/trpc/query-provider';
import type { ListPage } from './data-table';
import { ResourceList, type ResourceListProps } from './resource-list';
import { useListParams, type ListParams } from './use-list-params';

/**
 * The options a list's query reads with: the page the server loaded comes first (no request
 * while the filters are those it was loaded with), and the previous page stays on screen
 * while the next one loads.
 */
export interface ListQueryOptions<D> {
  placeholderData: typeof keepPreviousData;
  initialData: D | undefined;
}

/** A list's tRPC query for what the user chose: `trpc.x.list.queryOptions(input, options)`. */
export type ListQueryOf<S extends string, D, E, K extends QueryKey> = (
  trpc: ReturnType<typeof useTRPC>,
  list: ListParams<S>,
  options: ListQueryOptions<D>,
) => UseQueryOptions<D, E, D, K>;

/** A list's parameters (kept in the URL) and its query, started from the server's first page. */
export function useListQuery<S extends string, D, E, K extends QueryKey>(
  config: ListConfig<S>,
  firstPage: FirstPage<D> | undefined,
  queryOf: ListQueryOf<S, D, E, K>,
) {
  const trpc = useTRPC();
  const list = useListParams(config);
  const query = useQuery(
    queryOf(trpc, list, {
      placeholderData: keepPreviousData,
      initialData: firstPageFor(list.input, firstPage, list.filters),
    }),
  );
  return { list, query };
}

interface QueryListProps<S extends string, D extends ListPage, E, K extends QueryKey> extends Omit<
  ResourceListProps<D, S>,
  'list' | 'query' | 'statuses' | 'filters' | 'filterBar'
> {
  /** Its statuses, default order and page size, as the page's server part read them too. */
  config: ListConfig<S>;
  firstPage: FirstPage<D> | undefined;
  query: ListQueryOf<S, D, E, K>;
  /** Further filters (bound to `list.filters`), after the status. */
  filters?: (list: ListParams<S>) => ReactNode;
  /** The list's own filters in place of the search and status ones. */
  filterBar?: (list: ListParams<S>) => ReactNode;
}

/**
 * A list page's client list: its parameters in the URL, its query, the filters, the sortable
 * paged table and its empty state. The page gives only what is its own: the query, the
 * columns and filters, the row test ids and the words.
 */
export function QueryList<S extends string, D extends ListPage, E, K extends QueryKey>({
  config,
  firstPage,
  query: queryOf,
  filters,
  filterBar,
  ...body
}: QueryListProps<S, D, E, K>) {
  const { list, query } = useListQuery(config, firstPage, queryOf);
  return (
    <ResourceList
      list={list}
      query={query}
      statuses={config.statuses}
      filters={filters?.(list)}
      filterBar={filterBar?.(list)}
      {...body}
    />
  );
}
