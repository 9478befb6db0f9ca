import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { ListPage } from '@/components/list/list-page';
import { LoadError } from '@/components/notices';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { isolateText } from '@/lib/bidi';
import type { SearchParams } from '@/lib/list-params';
import { PRODUCTS_LIST } from '@/lib/lists';
import { ProductsGrid } from './grid/products-grid';
import { productListInput, scopeOf } from './list-input';
import { loadChannelScopes } from './[id]/load';
import { initialScope, parseScopeCookie, SCOPE_COOKIE } from './[id]/scope';
import {
  loadCategoryData,
  loadFamilies,
  loadFirstChannel,
  loadGridAttributes,
  loadViews,
} from './load';

export const metadata: Metadata = { title: 'Products' };

/** The URL's query string with the channel and locale set. */
function withScope(params: SearchParams, scope: { channel: string; locale: string }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(key, one);
    }
  }
  query.set('channel', scope.channel);
  query.set('locale', scope.locale);
  return query.toString();
}

export default async function ProductsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  // The filters' choices (families, categories, attributes), the scopes, the saved views.
  const [params, families, categories, channels, attributes, views, me, jar] = await Promise.all([
    searchParams,
    loadFamilies(),
    loadCategoryData(),
    loadChannelScopes(),
    loadGridAttributes(),
    loadViews(),
    loadMe(),
    cookies(),
  ]);
  if (!categories.ok) return <LoadError failure={categories.failure} />;
  if (!me.ok) return null;
  const scopes = channels.ok ? channels.data : [];
  // The grid always shows a scope, written in its URL so that a link shows what this page
  // shows: the one the grid or the editor was last left in, else the first channel's first.
  const asked = scopeOf({
    channel: typeof params.channel === 'string' ? params.channel : undefined,
    locale: typeof params.locale === 'string' ? params.locale : undefined,
  });
  const known =
    asked &&
    scopes.some((c) => c.code === asked.channel && c.locales.some((l) => l.code === asked.locale));
  if (!known && scopes.length) {
    const remembered = parseScopeCookie(jar.get(SCOPE_COOKIE)?.value);
    const first = remembered.channel ? undefined : await loadFirstChannel();
    const wanted =
      asked ?? (remembered.channel ? remembered : { channel: first?.ok ? first.data : undefined });
    redirect(`/products?${withScope(params, initialScope(scopes, wanted))}`);
  }
  // A link naming a deleted attribute (as a column or in a filter) still shows the list: the
  // grid leaves those out, and says so.
  const attributeCodes = attributes.ok ? new Set(attributes.data.map((a) => a.code)) : undefined;
  const canBulk = can(me.me, PERMISSIONS.bulkUpdatesWrite) && can(me.me, PERMISSIONS.productsWrite);
  const jobs = {
    canBulk,
    canApprove: canBulk && can(me.me, PERMISSIONS.productsApprove),
    canExport: can(me.me, PERMISSIONS.exportsWrite),
    canCreate: can(me.me, PERMISSIONS.productsWrite),
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
      query={(api, input, filters) =>
        api.products.list.query(productListInput(input, filters, attributeCodes))
      }
      render={(list) => (
        <ProductsGrid
          {...list}
          families={
            families.ok
              ? families.data.map((f) => ({ value: f.id, label: isolateText(f.name) }))
              : []
          }
          categories={categories.data}
          channels={scopes}
          attributes={attributes.ok ? attributes.data : []}
          attributesRead={attributes.ok}
          views={views.ok ? views.data : []}
          jobs={jobs}
        />
      )}
    />
  );
}
