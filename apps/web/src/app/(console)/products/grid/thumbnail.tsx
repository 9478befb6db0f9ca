import { Box } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

/** Where the browser reads an asset's bytes: the console forwards it with the session. */
export function assetContentUrl(assetId: string): string {
  return `/api/assets/${encodeURIComponent(assetId)}/content`;
}

/**
 * A product's picture, small; a placeholder icon when it has none. Decorative unless given an
 * `alt` (the name is usually beside it).
 */
export function Thumbnail({
  assetId,
  size = 40,
  alt = '',
  testId,
}: {
  assetId: string | null;
  size?: number;
  alt?: string;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      w={size}
      h={size}
      bg="gray.1"
      style={{ borderRadius: 4, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
    >
      {assetId ? (
        // eslint-disable-next-line @next/next/no-img-element -- private bytes through the console, not an optimisable public image
        <img
          src={assetContentUrl(assetId)}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <IconPhotoOff size={size / 2} aria-hidden color="var(--mantine-color-gray-5)" />
      )}
    </Box>
  );
}
