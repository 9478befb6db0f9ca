import type { Metadata } from 'next';
import { LoadError } from '@/components/notices';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { textParam, type SearchParams } from '@/lib/list-params';
import { loadCategoryData } from '../load';
import {
  loadChannelScopes,
  loadCompleteness,
  loadRevisions,
  loadValueRows,
  loadVariantSetup,
} from './load';
import { ProductEditor } from './product-editor';
import { ProductHeader } from './product-header';
import { channelsInUse, EDITOR_TABS, initialScope } from './scope';

export const metadata: Metadata = { title: 'Product' };

export default async function ProductPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [me, product, rows, completeness, channels, revisions, categories] = await Promise.all([
    loadMe(),
    callApi((api) => api.products.get.query({ id })),
    loadValueRows({ productId: id }),
    loadCompleteness(id),
    loadChannelScopes(),
    loadRevisions(id),
    loadCategoryData(),
  ]);
  if (!me.ok) return null;
  for (const result of [product, rows, completeness, channels, revisions, categories]) {
    if (!result.ok) return <LoadError failure={result.failure} />;
  }
  if (
    !product.ok ||
    !rows.ok ||
    !completeness.ok ||
    !channels.ok ||
    !revisions.ok ||
    !categories.ok
  ) {
    return null;
  }
  const types = new Map(rows.data.map((r) => [r.attribute_id, r.attribute_type]));
  const variants = await loadVariantSetup(
    id,
    product.data.variant_family,
    product.data.product_family.id,
    types,
  );
  if (!variants.ok) return <LoadError failure={variants.failure} />;
  const tab = EDITOR_TABS.find((t) => t === textParam(query, 'tab')) ?? 'attributes';
  const scope = initialScope(
    channels.data,
    { channel: textParam(query, 'channel'), locale: textParam(query, 'locale') },
    channelsInUse(rows.data),
  );
  const name = rows.data.find((r) => r.attribute_id === product.data.display_attributes.name?.id);
  const picture = rows.data.find(
    (r) => r.attribute_id === product.data.display_attributes.image?.id,
  );
  return (
    <>
      <ProductHeader
        product={product.data}
        nameRow={name}
        pictureRow={picture}
        completeness={completeness.data}
        names={new Map(rows.data.map((r) => [r.attribute_code, r.attribute_name]))}
        channels={channels.data}
        canWrite={can(me.me, PERMISSIONS.productsWrite)}
        canApprove={can(me.me, PERMISSIONS.productsApprove)}
      />
      <ProductEditor
        product={product.data}
        rows={rows.data}
        completeness={completeness.data}
        channels={channels.data}
        revisions={revisions.data}
        variants={variants.data}
        categories={categories.data}
        initial={{ scope, tab }}
        canWrite={can(me.me, PERMISSIONS.productsWrite)}
      />
    </>
  );
}
