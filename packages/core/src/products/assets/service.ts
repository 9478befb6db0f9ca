// Asset rules. An upload's type is sniffed from its bytes (the header is only checked against it),
// its size bounded, its pixels counted and its SHA-256 kept. The bytes are stored first, then the
// row: a failed insert removes the file again, so no row ever names missing bytes. A delete is soft
// and refused while a live category shows the asset or a live product or variant holds it as a
// media value.
import { randomUUID } from 'node:crypto';
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { pageOf, type Page } from '../../platform/shared/index.ts';
import { inspectFile } from './inspect.ts';
import { toAssetDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  AssetContent,
  AssetDto,
  AssetIdInput,
  AssetListItemDto,
  AssetUsagesDto,
  ListAssetsInput,
  UploadAssetInput,
} from './schemas.ts';
import * as store from './sql.ts';
import type { AssetSettings } from './storage.ts';

/** A tenant scope that also has the server's asset storage and upload limit. */
export interface AssetScope extends TenantScope {
  assets: AssetSettings;
}

const WHAT = 'Asset';

export const tooLarge = (maxBytes: number) =>
  new AppError('payload_too_large', `The file is larger than ${maxBytes} bytes`);

export async function uploadAsset(scope: AssetScope, input: UploadAssetInput): Promise<AssetDto> {
  const { storage, maxBytes } = scope.assets;
  if (input.content.length > maxBytes) throw tooLarge(maxBytes);
  const file = await inspectFile(input.content, input.content_type);
  const key = `${scope.tenantId}/${randomUUID()}`;
  await storage.put(key, input.content);
  try {
    const row = await repo.createAsset(
      scope.db.prisma,
      scope.tenantId,
      {
        filename: input.filename,
        contentType: file.contentType,
        sizeBytes: input.content.length,
        width: file.width,
        height: file.height,
        sha256: file.sha256,
        storageKey: key,
      },
      actorOf(scope.principal),
    );
    return toAssetDto(row);
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/** A page of the tenant's assets, each with how much it is used (one query for the page). */
export async function listAssets(
  { db, tenantId }: TenantScope,
  input: ListAssetsInput,
): Promise<Page<AssetListItemDto>> {
  const { rows, total } = await repo.listAssets(db.prisma, tenantId, input);
  const uses = await store.usesOfAssets(
    db.sql,
    tenantId,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    ...toAssetDto(row),
    usage_totals: uses.get(row.id) ?? { categories: 0, products: 0, variants: 0 },
  }));
  return pageOf(items, input.page, input.page_size, total);
}

export async function getAsset({ db, tenantId }: TenantScope, input: AssetIdInput) {
  const row = await repo.findAsset(db.prisma, tenantId, input.id);
  if (!row) throw notFound(WHAT);
  return toAssetDto(row);
}

/** What the download needs to send the bytes; they are opened by the sender. */
export async function readAssetContent(
  scope: AssetScope,
  input: AssetIdInput,
): Promise<AssetContent> {
  const row = await repo.findAsset(scope.db.prisma, scope.tenantId, input.id);
  if (!row) throw notFound(WHAT);
  return {
    contentType: row.contentType,
    sizeBytes: Number(row.sizeBytes),
    filename: row.filename,
    inline: row.contentType.startsWith('image/'),
    open: () => scope.assets.storage.read(row.storageKey),
  };
}

/**
 * Soft delete, under a FOR UPDATE lock of the asset, unless something live uses it (409
 * in_use). The bytes stay: a restored product revision may name the asset again.
 */
export async function deleteAsset(scope: TenantScope, input: AssetIdInput): Promise<void> {
  await inTransaction(scope, async ({ db, tenantId, principal }) => {
    if ((await store.lockAssetForDelete(db.sql, tenantId, input.id)) === undefined) {
      throw notFound(WHAT);
    }
    const uses = await store.usesOfAsset(db.sql, tenantId, input.id);
    const what = [
      uses.categories && `${uses.categories} category(ies) show it as their image`,
      uses.products && `${uses.products} product(s) hold it as a media value`,
      uses.variants && `${uses.variants} variant(s) hold it as a media value`,
    ].filter(Boolean);
    if (what.length > 0) {
      throw new AppError('in_use', `The asset is in use: ${what.join('; ')}`);
    }
    await repo.softDeleteAsset(db.prisma, tenantId, input.id, actorOf(principal));
  });
}

/** Where a live asset is used (what a delete would be refused for), named. */
export async function getAssetUsages(
  { db, tenantId }: TenantScope,
  input: AssetIdInput,
): Promise<AssetUsagesDto> {
  if (!(await repo.findAsset(db.prisma, tenantId, input.id))) throw notFound(WHAT);
  const [totals, rows] = await Promise.all([
    store.usesOfAsset(db.sql, tenantId, input.id),
    store.usagesOfAsset(db.sql, tenantId, input.id),
  ]);
  return {
    asset_id: input.id,
    totals,
    categories: rows.categories,
    products: rows.products.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      attribute_codes: p.attributes,
    })),
    variants: rows.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      product: { id: v.product_id, code: v.product_code },
      attribute_codes: v.attributes,
    })),
  };
}
