'use client';

import { Box, Group, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import type { RouterOutputs } from '@/lib/api/router';
import { assetContentUrl } from '../products/grid/thumbnail';
import { deleteAsset } from './actions';
import { WhereUsed } from './where-used';

/** A row of the asset list: the file and how much it is used. */
export type Asset = RouterOutputs['assets']['list']['items'][number];

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'image/avif': 'AVIF image',
  'image/tiff': 'TIFF image',
  'application/pdf': 'PDF document',
};

/** 1,234 bytes as "1.2 KB", in the units people read file sizes in. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 product, 2 category images", or "Not used": what "Where used" will name. */
export function usageWords(totals: Asset['usage_totals']): string {
  const parts = [
    totals.products ? count(totals.products, 'product', 'products') : '',
    totals.variants ? count(totals.variants, 'variant', 'variants') : '',
    totals.categories ? count(totals.categories, 'category image', 'category images') : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Not used';
}

/** The file's type in words, with its pixels under it for a picture. */
export function AssetType({ asset }: { asset: Asset }) {
  return (
    <>
      {TYPE_NAMES[asset.content_type] ?? asset.content_type}
      {asset.width && asset.height ? (
        <Text span display="block" size="xs" c="dimmed">
          {asset.width} × {asset.height} px
        </Text>
      ) : null}
    </>
  );
}

/** The file name, opening the file in a new tab. */
export function AssetName({ asset }: { asset: Asset }) {
  return (
    <a href={assetContentUrl(asset.id)} target="_blank" rel="noreferrer">
      <bdi style={{ overflowWrap: 'anywhere' }}>{asset.filename}</bdi>
    </a>
  );
}

/** A picture's preview; a PDF icon for a document. Decorative: the file name is beside it. */
export function Preview({ asset }: { asset: Asset }) {
  return (
    <Box
      w={56}
      h={56}
      bg="gray.1"
      style={{ borderRadius: 4, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
    >
      {asset.content_type.startsWith('image/') ? (
        // eslint-disable-next-line @next/next/no-img-element -- private bytes through the console
        <img
          src={assetContentUrl(asset.id)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <IconFileTypePdf size={28} aria-hidden color="var(--mantine-color-gray-7)" />
      )}
    </Box>
  );
}

/** "Where used", and Delete (asked first) for those who may write. */
export function AssetActions({ asset, canWrite }: { asset: Asset; canWrite: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" align="start">
      <WhereUsed assetId={asset.id} filename={asset.filename} />
      {canWrite ? (
        <ActionForm
          action={deleteAsset}
          testId={`asset-delete-${asset.filename}`}
          submitLabel="Delete"
          submitColor="red"
          submitVariant="light"
          compact
          confirm={{
            title: `Delete ${asset.filename}?`,
            body: 'The file leaves the library. It is refused while a product, variant or category uses it.',
            confirmLabel: 'Delete file',
          }}
        >
          <Hidden name="id" value={asset.id} />
        </ActionForm>
      ) : null}
    </Group>
  );
}
