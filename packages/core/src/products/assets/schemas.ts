// Request and response shapes of assets: files of a tenant, uploaded as a raw body, listed, read,
// downloaded and soft-deleted.
import { z } from 'zod';
import { zAuditFields } from '../../platform/shared/dto.ts';
import { zPaging } from '../../platform/shared/list.ts';
import { zId, zSearch } from '../../platform/shared/schemas.ts';

/** What an upload may be: the types sniffed from its bytes (never the header's word). */
export const ASSET_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
  'application/pdf',
] as const;

export const ASSET_FILENAME_MAX = 255;

/**
 * A file name as the uploader names it: 1 to 255 characters, no path separator, no control
 * character, not `.` or `..` (it ends up in Content-Disposition, never in a storage path).
 */
export const zAssetFilename = z
  .string()
  .min(1)
  .max(ASSET_FILENAME_MAX)
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  .regex(/^(?!\.{1,2}$)[^/\\\u0000-\u001f\u007f]+$/, {
    error: 'must not contain / or \\ or control characters, nor be . or ..',
  });

/** The bytes of an upload (REST sends the raw body; JSON cannot carry them). */
export const zAssetBytes = z
  .instanceof(Uint8Array, { error: 'must be the file itself, sent as the raw body' })
  .meta({ override: { type: 'string', format: 'binary' } });

export const ZAsset = z.object({
  id: z.string(),
  filename: z.string(),
  /** Read from the bytes. */
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** Pixels; null for documents. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Hex SHA-256 of the bytes. */
  sha256: z.string(),
  ...zAuditFields,
});
export type AssetDto = z.infer<typeof ZAsset>;

export const ZUploadAssetInput = z.strictObject({
  filename: zAssetFilename,
  /** The request's Content-Type; refused when it names another type than the bytes. */
  content_type: z.string().max(255).optional(),
  content: zAssetBytes,
});
export type UploadAssetInput = z.infer<typeof ZUploadAssetInput>;

export const ZListAssetsInput = z.strictObject({
  /** Part of the file name, any case. */
  search: zSearch.optional(),
  /** The start of the content type: `image/`, `application/pdf`. */
  content_type: z.string().min(1).max(255).optional(),
  ...zPaging(20, ['created_at', 'modified_at'] as const),
});
export type ListAssetsInput = z.infer<typeof ZListAssetsInput>;

export const ZAssetIdInput = z.strictObject({ id: zId });
export type AssetIdInput = z.infer<typeof ZAssetIdInput>;

/** What the content download answers with: the bytes and how to send them. */
export interface AssetContent {
  contentType: string;
  sizeBytes: number;
  filename: string;
  /** Images are shown inline; anything else downloads as an attachment. */
  inline: boolean;
  /** Opens the bytes (404 not_found when the storage lost them); called only by the sender. */
  open(): Promise<NodeJS.ReadableStream>;
}

export const ZAssetContent = z
  .custom<AssetContent>((value) => typeof value === 'object' && value !== null)
  .meta({ override: { type: 'string', format: 'binary' } });

const zUsageCount = z.number().int();

/** How many live categories, products and variants use an asset (what a delete is refused for). */
export const ZAssetUsageTotals = z.object({
  categories: zUsageCount,
  products: zUsageCount,
  variants: zUsageCount,
});

/** A row of the asset list: the asset and how much it is used (the usages' `totals`). */
export const ZAssetListItem = ZAsset.extend({ usage_totals: ZAssetUsageTotals });
export type AssetListItemDto = z.infer<typeof ZAssetListItem>;

/**
 * Where an asset is used: the live categories showing it as their image and the live products
 * and variants holding it as a media value (the first 100 of each, by code or SKU), with how
 * many there are of each in all.
 */
export const ZAssetUsages = z.object({
  asset_id: z.string(),
  totals: ZAssetUsageTotals,
  categories: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  products: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      /** The product's name (the family's name attribute, unscoped value); null when it has none. */
      name: z.string().nullable(),
      /** Codes of the media attributes holding the asset. */
      attribute_codes: z.array(z.string()),
    }),
  ),
  variants: z.array(
    z.object({
      id: z.string(),
      sku: z.string(),
      product: z.object({ id: z.string(), code: z.string() }),
      attribute_codes: z.array(z.string()),
    }),
  ),
});
export type AssetUsagesDto = z.infer<typeof ZAssetUsages>;
