import { Badge, Group } from '@mantine/core';
import type { Metadata } from 'next';
import { DangerForm } from '@/components/form/danger-form';
import { Details, PageHeader, Section } from '@/components/page';
import { LoadError } from '@/components/notices';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { textParam, type SearchParams } from '@/lib/list-params';
import { ProductStatusBadge } from '../../../product-status';
import { deleteVariant, setVariantStatus } from '../../../variant-actions';
import { allowedMoves, StatusMoveButton } from '../../status-moves';
import { loadChannelScopes, loadValueRows } from '../../load';
import { channelsInUse, initialScope } from '../../scope';
import { MakeDefaultForm } from '../make-default-form';
import { VariantEditor } from './variant-editor';

export const metadata: Metadata = { title: 'Variant' };

export default async function VariantPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; variantId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id: productId, variantId }, query] = await Promise.all([params, searchParams]);
  const [me, variant, rows, channels] = await Promise.all([
    loadMe(),
    callApi((api) => api.variants.get.query({ productId, id: variantId })),
    loadValueRows({ productId, variantId }),
    loadChannelScopes(),
  ]);
  if (!me.ok) return null;
  for (const result of [variant, rows, channels]) {
    if (!result.ok) return <LoadError failure={result.failure} />;
  }
  if (!variant.ok || !rows.ok || !channels.ok) return null;
  const v = variant.data;
  const canWrite = can(me.me, PERMISSIONS.productsWrite);
  const scope = initialScope(
    channels.data,
    { channel: textParam(query, 'channel'), locale: textParam(query, 'locale') },
    channelsInUse(rows.data),
  );
  const hidden = { productId };
  return (
    <>
      <PageHeader
        title={<code>{v.sku}</code>}
        titleTestId="variant-title"
        back={{ href: `/products/${productId}?tab=variants`, label: v.product.name ?? 'Product' }}
        badge={
          <Group gap="xs">
            <ProductStatusBadge status={v.status} testId="variant-status" />
            {v.is_default ? <Badge variant="light">Default</Badge> : null}
          </Group>
        }
        actions={
          <Group gap="xs">
            {allowedMoves(v.status, canWrite, can(me.me, PERMISSIONS.productsApprove)).map((to) => (
              <StatusMoveButton
                key={to}
                action={setVariantStatus}
                id={v.id}
                hidden={hidden}
                to={to}
                testId={`variant-move-${to}`}
                noun="variant"
              />
            ))}
          </Group>
        }
      />
      <Details
        cols={{ base: 2, sm: 4 }}
        items={[
          ...v.variant_axes.map((axis) => ({
            label: axis.name,
            value: <bdi>{axis.value.option_label ?? axis.value.option_code}</bdi>,
            testId: `variant-axis-${axis.code}`,
          })),
          { label: 'Family', value: <bdi>{v.product_family.name}</bdi> },
        ]}
      />
      <Section
        title="Values"
        description="Values not overridden here are the product's (inherited). Only attributes the family marks overridable can be changed on a variant."
      >
        <VariantEditor
          productId={productId}
          variantId={v.id}
          rows={rows.data}
          channels={channels.data}
          scope={scope}
          canWrite={canWrite}
        />
      </Section>
      {canWrite ? (
        <Section title="Default and delete">
          <Group gap="sm">
            {v.is_default ? null : (
              <MakeDefaultForm
                productId={productId}
                variantId={v.id}
                testId="variant-make-default"
              />
            )}
            <DangerForm
              action={deleteVariant}
              id={v.id}
              hidden={hidden}
              label="Delete variant"
              confirm={{
                title: `Delete ${v.sku}?`,
                body: 'The variant and its own values are deleted for good (a revision keeps them: restoring it brings the variant back).',
              }}
              testId="variant-delete"
            />
          </Group>
        </Section>
      ) : null}
    </>
  );
}
