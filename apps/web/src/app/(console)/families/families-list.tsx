'use client';

import { codeColumn, nameColumn, statusColumn } from '@/components/list/columns';
import { QueryList } from '@/components/list/query-list';
import type { ListProps } from '@/lib/list-params';
import type { RouterOutputs } from '@/lib/api/router';
import { FAMILIES_LIST } from '@/lib/lists';

/** The product families of the active tenant: searched as you type, filtered, sorted, paged. */
export function FamiliesList({
  tenantName,
  firstPage,
}: ListProps<RouterOutputs['productFamilies']['list']>) {
  return (
    <QueryList
      config={FAMILIES_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) => trpc.productFamilies.list.queryOptions(list.input, options)}
      testId="families"
      caption={`Product families of ${tenantName}`}
      empty="No families match."
      minWidth={600}
      rowTestId={(family) => `family-row-${family.code}`}
      columns={[
        codeColumn('/families', 'family-link'),
        nameColumn(),
        { key: 'attributes', header: 'Attributes', render: (f) => f.attribute_count },
        { key: 'products', header: 'Products', render: (f) => f.product_count },
        statusColumn(),
      ]}
    />
  );
}
