'use client';

import { Alert, Button, Code, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/links';
import { LoadError } from '@/components/notices';
import { toApiFailure } from '@/lib/api/errors';
import { useTRPC } from '@/lib/trpc/query-provider';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where the asset is used, read when the dialog opens. */
function Usages({ assetId }: { assetId: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.assets.usages.queryOptions({ id: assetId }));
  if (query.isError) return <LoadError failure={toApiFailure(query.error)} />;
  if (!query.data) return <Loader size="sm" aria-label="Loading where the file is used" />;
  const { totals, products, variants, categories } = query.data;
  if (totals.products + totals.variants + totals.categories === 0) {
    return (
      <Alert color="gray" data-testid="asset-usages-none">
        No product, variant or category uses this file: it can be deleted.
      </Alert>
    );
  }
  const more = (shown: number, total: number) =>
    total > shown ? (
      <Text size="sm" c="dimmed">
        and {total - shown} more
      </Text>
    ) : null;
  return (
    <Stack gap="md" data-testid="asset-usages">
      {totals.products > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {count(totals.products, 'product', 'products')}
          </Title>
          {products.map((product) => (
            <Text key={product.id} size="sm" data-testid={`asset-usage-product-${product.code}`}>
              <AnchorLink href={`/products/${product.id}`}>
                <bdi>{product.name ?? product.code}</bdi>
              </AnchorLink>{' '}
              <Code>{product.code}</Code> in {product.attribute_codes.join(', ')}
            </Text>
          ))}
          {more(products.length, totals.products)}
        </Stack>
      ) : null}
      {totals.variants > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {count(totals.variants, 'variant', 'variants')}
          </Title>
          {variants.map((variant) => (
            <Text key={variant.id} size="sm" data-testid={`asset-usage-variant-${variant.sku}`}>
              <AnchorLink href={`/products/${variant.product.id}/variants/${variant.id}`}>
                <bdi>{variant.sku}</bdi>
              </AnchorLink>{' '}
              of <Code>{variant.product.code}</Code> in {variant.attribute_codes.join(', ')}
            </Text>
          ))}
          {more(variants.length, totals.variants)}
        </Stack>
      ) : null}
      {totals.categories > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {count(totals.categories, 'category image', 'category images')}
          </Title>
          {categories.map((category) => (
            <Text key={category.id} size="sm" data-testid={`asset-usage-category-${category.code}`}>
              <bdi>{category.name}</bdi> <Code>{category.code}</Code>
            </Text>
          ))}
          {more(categories.length, totals.categories)}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** "Where used": a dialog naming the products, variants and categories using the file. */
export function WhereUsed({ assetId, filename }: { assetId: string; filename: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconListSearch size={14} aria-hidden />}
        onClick={open}
        aria-label={`Where used: ${filename}`}
        data-testid={`asset-where-used-${filename}`}
      >
        Where used
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Where ${filename} is used`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened ? <Usages assetId={assetId} /> : null}
      </Modal>
    </>
  );
}
