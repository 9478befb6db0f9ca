// The demo catalog's pictures: every demo product gets a picture drawn at seed time, stored as
// an asset through the upload's rules (a 600 x 600 WebP uploaded by the demo administrator)
// and set as its picture value before its first revision and completeness are written.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalAssetStorage, recordLoadedProducts } from '@pim/core';
import { connectDatabase } from '@pim/db';
import { DEMO_CREDENTIALS, seedDatabase, SYSTEM_ACTOR } from '@pim/db/seed';
import { scratchDatabases } from '@pim/db/testing/scratch-databases';
import { afterAll, expect, it } from 'vitest';
import { demoAssetStore } from '../../src/demo-assets.ts';

const scratch = await scratchDatabases(process.env.DATABASE_URL!, 'demo_pictures');
const database = connectDatabase(await scratch.before('99999999'), { max: 4 });
afterAll(async () => {
  await database.close();
  await scratch.dropAll();
});

it('gives every demo product its own picture, stored as an asset, counted by completeness', async () => {
  const storage = new LocalAssetStorage(mkdtempSync(path.join(tmpdir(), 'demo-assets-')));
  await seedDatabase(database.prisma, {
    hashPassword: async (password) => `hash:${password}`,
    storeAsset: demoAssetStore(database, { storage, maxBytes: 20 * 1024 * 1024 }),
    afterProducts: (tenantId, ids) =>
      recordLoadedProducts(database, tenantId, ids, { source: 'import', actor: SYSTEM_ACTOR }),
  });
  const db = database.prisma;
  const eu = await db.tenant.findUniqueOrThrow({ where: { code: 'demo-eu' } });
  const picture = await db.attribute.findFirstOrThrow({
    where: { tenantId: eu.id, code: 'picture' },
  });
  const assets = await db.asset.findMany({ where: { tenantId: eu.id } });
  const products = await db.product.findMany({
    where: { tenantId: eu.id },
    include: { revisions: true, completenessRows: true },
  });
  expect(products).toHaveLength(12);
  expect(assets).toHaveLength(12);
  const admin = await db.user.findFirstOrThrow({ where: { email: DEMO_CREDENTIALS.admin.email } });
  for (const asset of assets) {
    expect(asset).toMatchObject({ contentType: 'image/webp', width: 600, height: 600 });
    expect(asset.filename).toMatch(/^[a-z0-9-]+\.webp$/);
    expect(asset.createdBy).toMatchObject({ id: admin.id, name: admin.name, type: 'user' });
    const stream = await storage.read(asset.storageKey);
    let size = 0;
    for await (const chunk of stream) size += (chunk as Buffer).length;
    expect(size).toBe(Number(asset.sizeBytes));
  }
  const byId = new Set(assets.map((a) => a.id));
  const held = products.map((p) => {
    const values = p.rawValues as Record<string, { $default: { $default: { value: string } } }>;
    return values[picture.id]!.$default.$default.value;
  });
  // One picture each, and a picture is no longer what e-commerce misses.
  expect(new Set(held).size).toBe(12);
  expect(held.every((id) => byId.has(id))).toBe(true);
  for (const product of products) {
    expect(product.revisions).toHaveLength(1);
    for (const row of product.completenessRows) expect(row.missingCodes).not.toContain('picture');
  }
  // The same style and colour draw the same picture; different ones differ.
  expect(new Set(assets.map((a) => a.sha256)).size).toBeGreaterThanOrEqual(10);
});
