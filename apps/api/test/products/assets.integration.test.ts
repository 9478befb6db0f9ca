// Assets: upload as a raw body with the type sniffed from the bytes, dimensions and SHA-256 read,
// the bytes downloaded unchanged with safe headers; the file-name rules and refused types; list
// with search and a content type prefix; soft delete refused while a category image or a media
// value uses the asset; isolation, viewer 403.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalAssetStorage } from '@pim/core';
import {
  addFamilyAttribute,
  createAttribute,
  createCategory,
  createCategoryTree,
  createProductFamily,
  uniqueCode,
} from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { checkIsolation, createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError, expectTrpcError } from '../helpers/expect.ts';
import { ownTestServer, testServer, trpcMutation } from '../helpers/server.ts';
import { ASSET_KEYS, download, jpeg, PDF, png, sha256Of, upload } from '../helpers/variants.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const asEditor = { token: w.tokens.editor, tenant: w.home.id };
const asViewer = { token: w.tokens.viewer, tenant: w.home.id };

const send = (bytes: Buffer, options: { filename?: string; query?: string; type?: string } = {}) =>
  upload(server.baseUrl, bytes, { filename: `${uniqueCode('file')}.png`, ...options, ...asEditor });

describe('POST /v1/assets', () => {
  it('stores a PNG with its dimensions and SHA-256, and gives back the same bytes', async () => {
    const bytes = png(2, 3);
    const filename = `Étiquette ${uniqueCode('shirt')}.png`;
    const asset = dataOf(await send(bytes, { filename, type: 'image/png' }));
    expect(Object.keys(asset).sort()).toEqual(ASSET_KEYS);
    expect(asset).toMatchObject({
      filename,
      content_type: 'image/png',
      size_bytes: bytes.length,
      width: 2,
      height: 3,
      sha256: sha256Of(bytes),
      created_by: { id: w.editor.id, type: 'user' },
    });
    const row = await server.db.asset.findUniqueOrThrow({ where: { id: asset.id } });
    expect(row).toMatchObject({ tenantId: w.home.id, sizeBytes: BigInt(bytes.length) });
    expect(row.storageKey.startsWith(`${w.home.id}/`)).toBe(true);
    expect(dataOf(await request('GET', `/v1/assets/${asset.id}`, w.asViewer()))).toEqual(asset);

    const got = await download(server.baseUrl, asset.id, asViewer);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-length')).toBe(String(bytes.length));
    expect(got.headers.get('content-disposition')).toBe(
      `inline; filename="_tiquette ${filename.slice(10)}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe('sandbox');
    // Like every answer: a tenant's file does not stay in a browser's cache after sign-out.
    expect(got.headers.get('cache-control')).toBe('no-store');
  });

  it('reads the type from the bytes whatever generic type the header gives', async () => {
    const photo = jpeg(640, 480);
    for (const type of ['image/jpeg', 'image/jpg', 'application/octet-stream', undefined]) {
      const asset = dataOf(await send(photo, { type }));
      expect(asset, String(type)).toMatchObject({
        content_type: 'image/jpeg',
        width: 640,
        height: 480,
      });
    }
    const pdf = dataOf(await send(PDF, { filename: 'sheet.pdf', type: 'application/pdf' }));
    expect(pdf).toMatchObject({ content_type: 'application/pdf', width: null, height: null });
    const got = await download(server.baseUrl, pdf.id, asViewer);
    expect(got.bytes.equals(PDF)).toBe(true);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="sheet.pdf"/);
  });

  it('refuses other types, a header that names another type, and an empty file', async () => {
    const before = await server.db.asset.count({ where: { tenantId: w.home.id } });
    expectError(
      await send(Buffer.from('just text'), { type: 'text/plain' }),
      400,
      'invalid_value',
      '',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expectError(await send(svg, { type: 'image/svg+xml' }), 400, 'invalid_value', '');
    expectError(
      await send(png(1, 1), { type: 'image/jpeg' }),
      400,
      'invalid_value',
      'Content-Type',
    );
    expectError(await send(png(1, 1), { type: 'text/html' }), 400, 'invalid_value', 'Content-Type');
    expectError(
      await send(png(1, 1), { type: 'application/json' }),
      400,
      'invalid_value',
      'Content-Type',
    );
    expectError(await send(Buffer.alloc(0), { type: 'image/png' }), 400, 'invalid_value');
    // A PNG signature with nothing readable after it.
    expectError(await send(png(1, 1).subarray(0, 20), { type: 'image/png' }), 400, 'invalid_value');
    // A few bytes claiming 100,000 x 100,000 pixels (a bomb for whoever makes thumbnails).
    const bomb = png(1, 1);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const refused = await send(bomb, { type: 'image/png' });
    expectError(refused, 400, 'invalid_value');
    expect(refused.body.message).toContain('100,000,000 pixels');
    expect(await server.db.asset.count({ where: { tenantId: w.home.id } })).toBe(before);
  });

  it('checks the file name', async () => {
    const bytes = png(1, 1);
    expectError(await send(bytes, { query: '' }), 400, 'required', 'filename');
    expectError(await send(bytes, { filename: 'a'.repeat(256) }), 400, 'too_long', 'filename');
    expectError(await send(bytes, { filename: '' }), 400, 'too_short', 'filename');
    for (const name of ['../etc/passwd', 'a/b.png', 'a\\b.png', '..', '.', 'a\u0001.png', 'a\nb']) {
      expectError(await send(bytes, { filename: name }), 400, 'invalid_format', 'filename');
    }
    expectError(await send(bytes, { filename: 'a\u0000.png' }), 400, 'invalid_value', 'filename');
    expectError(
      await send(bytes, { query: '?filename=a.png&size=1' }),
      400,
      'unknown_field',
      'size',
    );
    expectError(
      await send(bytes, { query: '?filename=a.png&content=x' }),
      400,
      'unknown_field',
      'content',
    );
    const long = `${'a'.repeat(251)}.png`;
    expect(dataOf(await send(bytes, { filename: long })).filename).toBe(long);
  });

  it('refuses a viewer, and JSON bytes over tRPC', async () => {
    expectError(
      await upload(server.baseUrl, png(1, 1), { filename: 'a.png', ...asViewer }),
      403,
      'forbidden',
    );
    const answer = await trpcMutation(
      request,
      'assets.create',
      { filename: 'a.png', content: [137, 80, 78, 71] },
      w.asEditor(),
    );
    expectTrpcError(answer, 400, 'invalid_value', 'content');
  });
});

describe('the upload limit', async () => {
  const { server: small } = await ownTestServer({
    assets: {
      storage: new LocalAssetStorage(mkdtempSync(path.join(tmpdir(), 'pim-assets-'))),
      maxBytes: 1024,
    },
  });

  it('answers 413 past ASSET_MAX_BYTES and takes a file at the limit', async () => {
    const tooBig = Buffer.concat([png(1, 1), Buffer.alloc(1024)]);
    const refused = await upload(small.baseUrl, tooBig, { filename: 'big.png', ...asEditor });
    expectError(refused, 413, 'payload_too_large');
    expect(refused.body.message).toContain('1024');
    const fits = Buffer.concat([png(1, 1), Buffer.alloc(1024 - png(1, 1).length)]);
    expect(
      dataOf(await upload(small.baseUrl, fits, { filename: 'fits.png', ...asEditor })).size_bytes,
    ).toBe(1024);
  });
});

describe('GET /v1/assets', () => {
  it('lists newest first, by file name and content type prefix', async () => {
    const tag = uniqueCode('list');
    const a = dataOf(await send(png(1, 1), { filename: `${tag}_a%.png` }));
    const b = dataOf(await send(PDF, { filename: `${tag}_b.pdf` }));
    const c = dataOf(await send(jpeg(4, 4), { filename: `${tag.toUpperCase()}_c.jpg` }));
    const ids = async (query: string) =>
      dataOf(
        await request('GET', `/v1/assets?search=${encodeURIComponent(tag)}${query}`, w.asViewer()),
      ).items.map((x: { id: string }) => x.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('&content_type=image/')).toEqual([c.id, a.id]);
    expect(await ids('&content_type=application/pdf')).toEqual([b.id]);
    expect(await ids('&content_type=IMAGE/PNG')).toEqual([a.id]);
    expect(await ids('&sort=created_at')).toEqual([a.id, b.id, c.id]);
    // % and _ mean themselves.
    expect(
      dataOf(
        await request('GET', `/v1/assets?search=${encodeURIComponent(`${tag}_a%`)}`, w.asViewer()),
      ).items,
    ).toHaveLength(1);
    const page = dataOf(
      await request('GET', `/v1/assets?search=${tag}&page_size=2&page=2`, w.asViewer()),
    );
    expect(page.pagination).toEqual({
      has_next: false,
      page: 2,
      page_size: 2,
      total_items: 3,
      total_pages: 2,
    });
    // A list row is the asset and how much it is used.
    expect(Object.keys(page.items[0]).sort()).toEqual([...ASSET_KEYS, 'usage_totals'].sort());
    expect(page.items[0].usage_totals).toEqual({ categories: 0, products: 0, variants: 0 });
    expect(dataOf(await request('GET', '/v1/assets', w.asViewer())).pagination.page_size).toBe(20);
    expectError(
      await request('GET', '/v1/assets?page_size=101', w.asViewer()),
      400,
      'out_of_range',
      'page_size',
    );
    expectError(
      await request('GET', '/v1/assets?sort=code', w.asViewer()),
      400,
      'invalid_value',
      'sort',
    );
    expectError(
      await request('GET', '/v1/assets?kind=x', w.asViewer()),
      400,
      'unknown_field',
      'kind',
    );
    dataOf(await request('DELETE', `/v1/assets/${b.id}`, w.asEditor()));
    expect(await ids('')).toEqual([c.id, a.id]);
  });
});

describe('DELETE /v1/assets/{id}', () => {
  it('soft deletes; the asset is then gone from every read', async () => {
    const asset = dataOf(await send(png(1, 1)));
    const deleted = await request('DELETE', `/v1/assets/${asset.id}`, w.asEditor());
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(
      (await server.db.asset.findUniqueOrThrow({ where: { id: asset.id } })).deletedAt,
    ).not.toBeNull();
    expectError(await request('GET', `/v1/assets/${asset.id}`, w.asViewer()), 404, 'not_found');
    expect((await download(server.baseUrl, asset.id, asViewer)).status).toBe(404);
    expectError(await request('DELETE', `/v1/assets/${asset.id}`, w.asEditor()), 404, 'not_found');
  });

  it('is refused while a live category or a live product or variant value uses the asset', async () => {
    const { home } = await mediaWorld();
    const remove = (id: string) => request('DELETE', `/v1/assets/${id}`, w.asEditor());

    const shown = dataOf(await send(png(1, 1)));
    const tree = await createCategoryTree(server.db, w.home.id);
    const category = await createCategory(server.db, tree);
    await server.db.category.update({
      where: { id: category.id },
      data: { imageAssetId: shown.id },
    });
    const refused = await remove(shown.id);
    expectError(refused, 409, 'in_use');
    expect(refused.body.message).toContain('category');
    await server.db.category.update({
      where: { id: category.id },
      data: { deletedAt: new Date() },
    });
    dataOf(await remove(shown.id));

    const held = dataOf(await send(png(1, 1)));
    const product = await home.productHolding(held.id);
    expect((await remove(held.id)).body.message).toContain('1 product(s)');
    // Another value (not the media attribute) naming the id does not count.
    await server.db.product.update({
      where: { id: product.id },
      data: { rawValues: { [home.text.id]: { $default: { $default: { value: held.id } } } } },
    });
    dataOf(await remove(held.id));

    const onVariant = dataOf(await send(png(1, 1)));
    const owner = await home.productHolding(null);
    await server.db.variant.create({
      data: {
        tenantId: w.home.id,
        productId: owner.id,
        sku: uniqueCode('sku'),
        axisKey: 'k',
        rawValues: { [home.media.id]: { ecommerce: { en_US: { value: onVariant.id } } } },
      },
    });
    expect((await remove(onVariant.id)).body.message).toContain('1 variant(s)');
    // A deleted product's variants do not count.
    await server.db.product.update({ where: { id: owner.id }, data: { deletedAt: new Date() } });
    dataOf(await remove(onVariant.id));
  });
});

describe('isolation and access', () => {
  it("answers 404 for another tenant's asset, and 403 with its tenant header", async () => {
    const foreign = dataOf(
      await upload(server.baseUrl, png(1, 1), {
        filename: 'theirs.png',
        token: w.tokens.foreignAdmin,
        tenant: w.foreign.id,
      }),
    );
    await checkIsolation(request, w, `/v1/assets/${foreign.id}`, {
      procedure: 'assets.get',
      input: { id: foreign.id },
    });
    expect((await download(server.baseUrl, foreign.id, asViewer)).status).toBe(404);
    expectError(await request('DELETE', `/v1/assets/${foreign.id}`, w.asAdmin()), 404, 'not_found');
    expect(
      (await server.db.asset.findUniqueOrThrow({ where: { id: foreign.id } })).deletedAt,
    ).toBeNull();
    const mine = dataOf(await send(png(1, 1)));
    const search = dataOf(await request('GET', '/v1/assets?search=theirs', w.asAdmin()));
    expect(search.items.map((x: { id: string }) => x.id)).not.toContain(foreign.id);
    expect(
      (
        await download(server.baseUrl, mine.id, {
          token: w.tokens.foreignAdmin,
          tenant: w.foreign.id,
        })
      ).status,
    ).toBe(404);
  });

  it('lets a viewer read and download but not delete; the download is REST only', async () => {
    const asset = dataOf(await send(png(1, 1)));
    expectError(await request('DELETE', `/v1/assets/${asset.id}`, w.asViewer()), 403, 'forbidden');
    expect((await download(server.baseUrl, asset.id, asViewer)).status).toBe(200);
    const input = encodeURIComponent(JSON.stringify({ id: asset.id }));
    const viaTrpc = await request('GET', `/trpc/assets.content?input=${input}`, w.asViewer());
    expectTrpcError(viaTrpc, 400, 'invalid_value');
    const get = await request('GET', `/trpc/assets.get?input=${input}`, w.asViewer());
    expect(get.body.result.data).toEqual(asset);
  });
});

/** A family with a media and a text attribute, and products holding a media value. */
async function mediaWorld() {
  const media = await createAttribute(server.db, w.home.id, { type: 'media', config: {} });
  const text = await createAttribute(server.db, w.home.id, {});
  const family = await createProductFamily(server.db, w.home.id);
  await addFamilyAttribute(server.db, family, media.id);
  await addFamilyAttribute(server.db, family, text.id);
  const productHolding = (assetId: string | null) =>
    server.db.product.create({
      data: {
        tenantId: w.home.id,
        productFamilyId: family.id,
        code: uniqueCode('p'),
        rawValues: assetId ? { [media.id]: { $default: { $default: { value: assetId } } } } : {},
      },
    });
  return { home: { media, text, family, productHolding } };
}
