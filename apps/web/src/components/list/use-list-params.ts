'use client';

import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import {
  filterValuesOf,
  listInputOf,
  type FilterValues,
  type ListConfig,
  type ListInput,
  type SearchParams,
} from '@/lib/list-params';

export interface ListParams<S extends string> {
  /** The input for the list query: the search text debounced, the rest as chosen. */
  input: ListInput<S>;
  /** The search box's text as typed. */
  search: string;
  setSearch: (value: string) => void;
  status: S | undefined;
  setStatus: (value: S | undefined) => void;
  setPage: (page: number) => void;
  setSort: (sort: string) => void;
  /** The further filters the list's config names (`filters`), as chosen. */
  filters: FilterValues;
  setFilter: (name: string, value: string | undefined) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

function recordOf(params: Pick<URLSearchParams, 'entries'>): SearchParams {
  return Object.fromEntries(params.entries());
}

/**
 * A list's search, status, page, sort and further filters, kept in the URL
 * (`?search=&status=&page=&sort=`, `?type=`)
 * so a filtered view can be reloaded or linked. The URL is replaced in place, without a
 * server render: the list itself loads through React Query.
 */
export function useListParams<S extends string>(config: ListConfig<S>): ListParams<S> {
  const { defaultSort, pageSize } = config;
  const searchParams = useSearchParams();
  const [initial] = useState(() => listInputOf(recordOf(searchParams), config));
  const [search, setSearchText] = useState(initial.search ?? '');
  const [status, setStatusValue] = useState(initial.status?.[0]);
  const [page, setPage] = useState(initial.page);
  const [sort, setSort] = useState(initial.sort);
  const [filters, setFilters] = useState(() => filterValuesOf(recordOf(searchParams), config));
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    const url = new URL(window.location.href);
    const values = {
      ...filters,
      search: debounced,
      status,
      page: page > 1 ? String(page) : undefined,
      sort,
    };
    for (const [key, value] of Object.entries(values)) {
      if (value && !(key === 'sort' && value === defaultSort)) url.searchParams.set(key, value);
      else url.searchParams.delete(key);
    }
    if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  }, [debounced, status, page, sort, defaultSort, filters]);

  return {
    input: {
      search: debounced || undefined,
      status: status ? [status] : undefined,
      page,
      page_size: pageSize,
      sort,
    },
    search,
    setSearch: (value) => {
      setSearchText(value);
      setPage(1);
    },
    status,
    setStatus: (value) => {
      setStatusValue(value);
      setPage(1);
    },
    setPage,
    setSort: (value) => {
      setSort(value);
      setPage(1);
    },
    filters,
    setFilter: (name, value) => {
      setFilters((current) => ({ ...current, [name]: value || undefined }));
      setPage(1);
    },
  };
}
