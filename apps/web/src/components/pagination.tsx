import Link from 'next/link';

interface PaginationProps {
  pagination: { page: number; total_pages: number; total_items: number; has_next: boolean };
  /** The list's path, e.g. /roles. */
  path: string;
  /** The current query (filters), kept on every page link. */
  params: Record<string, string>;
  /** The query parameter holding the page number. */
  pageParam?: string;
  testId: string;
}

function hrefFor(path: string, params: Record<string, string>, key: string, page: number) {
  const query = new URLSearchParams({ ...params, [key]: String(page) });
  if (page === 1) query.delete(key);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Previous/next links and where the reader is: every list of the console pages. */
export function Pagination({
  pagination,
  path,
  params,
  pageParam = 'page',
  testId,
}: PaginationProps) {
  const { page, total_pages: totalPages, total_items: totalItems } = pagination;
  return (
    <nav className="pagination" aria-label="Pages" data-testid={testId}>
      {page > 1 ? (
        <Link
          prefetch={false}
          className="button button--ghost"
          href={hrefFor(path, params, pageParam, page - 1)}
          data-testid={`${testId}-prev`}
        >
          Previous
        </Link>
      ) : (
        <span className="button button--ghost" aria-disabled="true">
          Previous
        </span>
      )}
      <span className="pagination__status" data-testid={`${testId}-status`}>
        Page {totalPages === 0 ? 0 : page} of {totalPages} · {totalItems}{' '}
        {totalItems === 1 ? 'item' : 'items'}
      </span>
      {pagination.has_next ? (
        <Link
          prefetch={false}
          className="button button--ghost"
          href={hrefFor(path, params, pageParam, page + 1)}
          data-testid={`${testId}-next`}
        >
          Next
        </Link>
      ) : (
        <span className="button button--ghost" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
