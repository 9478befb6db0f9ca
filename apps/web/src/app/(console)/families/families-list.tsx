'use client';

import { useQuery } from '@tanstack/react-query';
import { CodeLink } from '@/components/catalog/code-link';
import { ResourceList } from '@/components/list/resource-list';
import { useListQuery } from '@/components/list/use-list-params';
import { StatusBadge } from '@/components/notices';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { FAMILIES_LIST } from '@/lib/lists';
import { useTRPC } from '@/lib/trpc/query-provider';

type Page = RouterOutputs['productFamilies']['list'];
type Family = Page['items'][number];

/** The product families of the active tenant: searched as you type, filtered, sorted, paged. */
export function FamiliesList({
  tenantName,
  firstPage,
}: {
  tenantName: string;
  firstPage?: FirstPage<Page>;
}) {
  const trpc = useTRPC();
  const { list, options } = useListQuery(FAMILIES_LIST, firstPage);
  const query = useQuery(trpc.productFamilies.list.queryOptions(list.input, options));
  return (
    <ResourceList
      list={list}
      query={query}
      statuses={FAMILIES_LIST.statuses}
      searchLabel="Search by code or name"
      testId="families"
      caption={`Product families of ${tenantName}`}
      empty="No families match."
      minWidth={600}
      rowKey={(family: Family) => family.id}
      rowTestId={(family) => `family-row-${family.code}`}
      columns={[
        {
          key: 'code',
          header: 'Code',
          sortKey: 'code',
          render: (f) => (
            <CodeLink href={`/families/${f.id}`} code={f.code} testId={`family-link-${f.code}`} />
          ),
        },
        { key: 'name', header: 'Name', sortKey: 'name', render: (f) => <bdi>{f.name}</bdi> },
        { key: 'attributes', header: 'Attributes', render: (f) => f.attribute_count },
        { key: 'products', header: 'Products', render: (f) => f.product_count },
        { key: 'status', header: 'Status', render: (f) => <StatusBadge status={f.status} /> },
      ]}
    />
  );
}
