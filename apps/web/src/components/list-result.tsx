import type { ReactNode } from 'react';
import type { ApiResult } from '@/lib/api/call';
import { LoadError } from './page-notices';
import { Pagination } from './pagination';

interface Listed<T> {
  items: T[];
  pagination: { page: number; total_pages: number; total_items: number; has_next: boolean };
}

interface ListResultProps<T> {
  result: ApiResult<Listed<T>>;
  /** Renders the loaded page (usually a table). */
  children: (data: Listed<T>) => ReactNode;
  /** Shown when the page has no items. */
  empty: string;
  emptyTestId: string;
  path: string;
  params: Record<string, string>;
  pageParam?: string;
  paginationTestId: string;
}

/** One list of the console: the loaded page, a notice when empty, paging; or the load error. */
export function ListResult<T>({
  result,
  children,
  empty,
  emptyTestId,
  path,
  params,
  pageParam,
  paginationTestId,
}: ListResultProps<T>) {
  if (!result.ok) return <LoadError failure={result.failure} />;
  return (
    <>
      {children(result.data)}
      {result.data.items.length === 0 ? (
        <p className="muted" data-testid={emptyTestId}>
          {empty}
        </p>
      ) : null}
      <Pagination
        pagination={result.data.pagination}
        path={path}
        params={params}
        {...(pageParam ? { pageParam } : {})}
        testId={paginationTestId}
      />
    </>
  );
}
