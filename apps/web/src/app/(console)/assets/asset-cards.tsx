'use client';

import { Group, Stack, Text } from '@mantine/core';
import { CardFields, CardList } from '@/components/list/card-list';
import { LocalDate } from '@/components/local-date';
import {
  AssetActions,
  AssetName,
  AssetType,
  fileSize,
  Preview,
  usageWords,
  type Asset,
} from './asset-parts';

/**
 * The asset library on a phone: a card per file with its preview, name, type, size and how
 * much it is used, then "Where used" and Delete.
 */
export function AssetCards({
  assets,
  caption,
  canWrite,
}: {
  assets: readonly Asset[];
  caption: string;
  canWrite: boolean;
}) {
  return (
    <CardList
      items={assets}
      caption={caption}
      cardTestId={(asset) => `asset-row-${asset.filename}`}
      renderCard={(asset) => (
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Preview asset={asset} />
            <Stack gap={4} miw={0} flex={1}>
              <Text size="sm" fw={500}>
                <AssetName asset={asset} />
              </Text>
              <CardFields
                fields={[
                  {
                    key: 'type',
                    label: 'Type',
                    value: <AssetType asset={asset} />,
                    testId: `asset-type-${asset.filename}`,
                  },
                  {
                    key: 'size',
                    label: 'Size',
                    value: fileSize(asset.size_bytes),
                    testId: `asset-size-${asset.filename}`,
                  },
                  {
                    key: 'used',
                    label: 'Used by',
                    value: usageWords(asset.usage_totals),
                    testId: `asset-used-${asset.filename}`,
                  },
                  {
                    key: 'uploaded',
                    label: 'Uploaded',
                    value: (
                      <>
                        <LocalDate value={asset.created_at} />{' '}
                        <span data-testid={`asset-uploader-${asset.filename}`}>
                          by {asset.created_by?.name ?? 'unknown'}
                        </span>
                      </>
                    ),
                  },
                ]}
              />
            </Stack>
          </Group>
          <AssetActions asset={asset} canWrite={canWrite} />
        </Stack>
      )}
    />
  );
}
