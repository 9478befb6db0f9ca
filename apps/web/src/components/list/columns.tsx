import { StatusBadge } from '@/components/notices';
import { CodeLink } from './code-link';
import type { Column } from './data-table';

// The columns most lists share. Each list adds its own and names its rows' pages.

/** The record's code, linking to `<path>/<id>`; test id `<testId>-<code>`. Sorts by code. */
export function codeColumn<T extends { id: string; code: string }>(
  path: string,
  testId: string,
): Column<T> {
  return {
    key: 'code',
    header: 'Code',
    sortKey: 'code',
    render: (row) => (
      <CodeLink href={`${path}/${row.id}`} code={row.code} testId={`${testId}-${row.code}`} />
    ),
  };
}

/** The record's name, isolated from the text around it. Sorts by name. */
export function nameColumn<T extends { name: string }>(): Column<T> {
  return { key: 'name', header: 'Name', sortKey: 'name', render: (row) => <bdi>{row.name}</bdi> };
}

export function statusColumn<T extends { status: string }>(): Column<T> {
  return { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> };
}
