// What assets keep consistent with their storage and with the rows that use them: a row that
// cannot be written leaves no file behind, and a delete racing a category that takes the
// asset as its image ends one way or the other, never with the category showing a deleted
// asset, and a delete racing a media value the same way.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assets, fromDatabaseError, LocalAssetStorage, type Principal } from '@pim/core';
import { connectDatabase } from '@pim/db';
import {
  createCategory,
  createCategoryTree,
  createEnrichmentCatalog,
  createProduct,
} from '@pim/db/seed';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectOneWinner } from '../helpers/expect.ts';
import { testServer } from '../helpers/server.ts';
import { png, upload } from '../helpers/variants.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

describe('upload', () => {
  const database = connectDatabase(process.env.DATABASE_URL!, { max: 1 });
  afterAll(() => database.close());

  it('removes the stored file when the row cannot be written', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'pim-assets-'));
    const storage = new LocalAssetStorage(directory);
    const filesIn = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true });
    const principal = { kind: 'user', userId: w.editor.id, name: 'Editor' } as Principal;
    const scope = (tenantId: string) => ({
      db: database,
      principal,
      source: 'api' as const,
      tenantId,
      assets: { storage, maxBytes: 1024 },
    });
    const input = { filename: 'a.png', content: new Uint8Array(png(1, 1)) };
    // No such tenant: the row's foreign key refuses it after the file was written.
    const failure = await assets.uploadAsset(scope(crypto.randomUUID()), input).catch((e) => e);
    expect(fromDatabaseError(failure)?.code).toBe('invalid_reference');
    expect(filesIn(directory).filter((entry) => entry.isFile())).toEqual([]);
    // The same call in a real tenant keeps its file.
    const kept = await assets.uploadAsset(scope(w.home.id), input);
    const row = await server.db.asset.findUniqueOrThrow({ where: { id: kept.id } });
    expect(readdirSync(path.join(directory, w.home.id))).toEqual([row.storageKey.split('/')[1]]);
  });
});

describe('delete', () => {
  it('either refuses a category the deleted asset, or is refused because it shows it', async () => {
    const tree = await createCategoryTree(server.db, w.home.id);
    for (let round = 0; round < 4; round++) {
      const category = await createCategory(server.db, tree);
      const asset = dataOf(
        await upload(server.baseUrl, png(1, 1), {
          filename: 'race.png',
          token: w.tokens.editor,
          tenant: w.home.id,
        }),
      );
      const [removal, taker] = await Promise.all([
        request('DELETE', `/v1/assets/${asset.id}`, w.asEditor()),
        request('PATCH', `/v1/categories/${category.id}`, w.asEditor({ image_asset_id: asset.id })),
      ]);
      const story = expectOneWinner(removal, taker, 'image_asset_id');
      const [shown, stored] = await Promise.all([
        server.db.category.findUniqueOrThrow({ where: { id: category.id } }),
        server.db.asset.findUniqueOrThrow({ where: { id: asset.id } }),
      ]);
      // Never both: a live category showing a deleted asset.
      expect(shown.imageAssetId === asset.id && stored.deletedAt !== null, story).toBe(false);
    }
  });

  it('either refuses a media value naming the deleted asset, or is refused because a value holds it', async () => {
    const catalog = await createEnrichmentCatalog(server.db, w.home.id);
    for (let round = 0; round < 4; round++) {
      const product = await createProduct(server.db, catalog.family);
      const asset = dataOf(
        await upload(server.baseUrl, png(1, 1), {
          filename: 'race.png',
          token: w.tokens.editor,
          tenant: w.home.id,
        }),
      );
      const media = [
        {
          attribute_id: catalog.attributes.image.id,
          values: [{ channel: '$default', locale: '$default', data: { value: asset.id } }],
        },
      ];
      const [removal, taker] = await Promise.all([
        request('DELETE', `/v1/assets/${asset.id}`, w.asEditor()),
        request('PATCH', `/v1/products/${product.id}/attributes`, w.asEditor(media)),
      ]);
      const story = expectOneWinner(removal, taker, '0.values.0.data.value');
      const [held, stored] = await Promise.all([
        server.db.product.findUniqueOrThrow({ where: { id: product.id } }),
        server.db.asset.findUniqueOrThrow({ where: { id: asset.id } }),
      ]);
      // Never both: a product's value naming a deleted asset.
      expect(
        JSON.stringify(held.rawValues).includes(asset.id) && stored.deletedAt !== null,
        story,
      ).toBe(false);
    }
  });
});
