import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { LoadError } from '@/components/notices';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { isolateText } from '@/lib/bidi';
import type { SearchParams } from '@/lib/list-params';
import { PRODUCTS_LIST } from '@/lib/lists';
import { ProductsGrid } from './grid/products-grid';
import { productListInput } from './list-input';
import { loadChannelScopes } from './[id]/load';
import { loadCategoryData, loadFamilies } from './load';

export const metadata: Metadata = { title: 'Products' };

export default async function ProductsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  // The family and category filters' choices; the export dialog's channels.
  const [families, categories, channels, me] = await Promise.all([
    loadFamilies(),
    loadCategoryData(),
    loadChannelScopes(),
    loadMe(),
  ]);
  if (!categories.ok) return <LoadError failure={categories.failure} />;
  if (!me.ok) return null;
  const canBulk = can(me.me, PERMISSIONS.bulkUpdatesWrite) && can(me.me, PERMISSIONS.productsWrite);
  const jobs = {
    canBulk,
    canApprove: canBulk && can(me.me, PERMISSIONS.productsApprove),
    canExport: can(me.me, PERMISSIONS.exportsWrite),
  };
  return (
    <ListPage
      searchParams={searchParams}
      config={PRODUCTS_LIST}
      title="Products"
      create={{
        permission: PERMISSIONS.productsWrite,
        href: '/products/new',
        label: 'New product',
        testId: 'products-new',
      }}
      query={(api, input, filters) => api.products.list.query(productListInput(input, filters))}
      render={(list) => (
        <ProductsGrid
          {...list}
          families={
            families.ok
              ? families.data.map((f) => ({ value: f.id, label: isolateText(f.name) }))
              : []
          }
          categories={categories.data}
          channels={channels.ok ? channels.data : []}
          jobs={jobs}
        />
      )}
    />
  );
}
