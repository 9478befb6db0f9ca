// Asset rows to the documented shape (the storage key stays inside).
import { auditFieldsOf } from '../../platform/shared/index.ts';
import type { AssetRow } from './repository.ts';
import type { AssetDto } from './schemas.ts';

export const toAssetDto = (row: AssetRow): AssetDto => ({
  id: row.id,
  filename: row.filename,
  content_type: row.contentType,
  size_bytes: Number(row.sizeBytes),
  width: row.width,
  height: row.height,
  sha256: row.sha256,
  ...auditFieldsOf(row),
});
