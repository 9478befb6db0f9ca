'use client';

import { Anchor, Code } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTRPC } from '@/lib/trpc/query-provider';

/**
 * A failed item's key (the record's code) as a link to the product, family or attribute it
 * names when one exists in the tenant now (an update that failed), else as plain code (a
 * create that failed names nothing yet). Looked up by exact code; other entities show the code.
 */
export function ItemKey({ entity, code }: { entity: string; code: string }) {
  const trpc = useTRPC();
  const products = useQuery({
    ...trpc.products.list.queryOptions({ code, page_size: 5 }),
    enabled: entity === 'products',
  });
  const families = useQuery({
    ...trpc.productFamilies.list.queryOptions({ code, page: 1, page_size: 1 }),
    enabled: entity === 'families',
  });
  const attributes = useQuery({
    ...trpc.attributes.list.queryOptions({ search: code, page: 1, page_size: 5 }),
    enabled: entity === 'attributes',
  });
  const rows: readonly { id: string; code: string }[] | undefined =
    entity === 'products'
      ? products.data?.items
      : entity === 'families'
        ? families.data?.items
        : entity === 'attributes'
          ? attributes.data?.items
          : undefined;
  const match = rows?.find((row) => row.code === code);
  const found = match ? { href: `/${entity}/${match.id}` } : undefined;
  if (!found) return <Code>{code}</Code>;
  return (
    <Anchor
      component={Link}
      href={found.href}
      prefetch={false}
      size="sm"
      data-testid="item-key-link"
    >
      <Code>{code}</Code>
    </Anchor>
  );
}
