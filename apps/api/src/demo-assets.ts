// How the demo seed stores its product pictures: through the asset upload's own rules (the
// type read from the bytes, the size checked, the bytes stored before the row), as the demo
// administrator, so the assets library says who uploaded them.
import { actingAs, assets, type AssetSettings } from '@pim/core';
import type { Database } from '@pim/db';
import type { SeedOptions } from '@pim/db/seed';

export function demoAssetStore(
  database: Database,
  settings: AssetSettings,
): NonNullable<SeedOptions['storeAsset']> {
  return async (tenantId, uploader, file) => {
    const principal = actingAs({ kind: 'user', ...uploader }, tenantId, ['catalog.assets.write']);
    const asset = await assets.uploadAsset(
      { db: database, tenantId, principal, source: 'import', assets: settings },
      { filename: file.filename, content: file.bytes },
    );
    return asset.id;
  };
}
