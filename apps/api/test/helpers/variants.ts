// The world of the variant tests: the catalog staff, the enrichment catalog in home and in
// the foreign tenant, and products of the `shirts` family built on `by_color_size`.
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Db } from '@pim/db';
import { createEnrichmentCatalog, createProduct, uniqueCode } from '@pim/db/seed';
import { createCatalogWorld, dataOf, type Body } from './catalog.ts';
import type { Answer, Request } from './server.ts';

export const variantsPath = (productId: string) => `/v1/products/${productId}/variants`;

export const VARIANT_KEYS = [
  'axis_values',
  'created_at',
  'created_by',
  'id',
  'is_default',
  'media_id',
  'modified_at',
  'modified_by',
  'name',
  'sku',
  'status',
].sort();

export const VARIANT_DETAIL_KEYS = [
  ...VARIANT_KEYS,
  'categories',
  'display_attributes',
  'product',
  'product_family',
  'variant_axes',
].sort();

/** The axis values of by_color_size. */
export const colorSize = (color: string, size: string) => [
  { axis_code: 'color', option_code: color },
  { axis_code: 'size', option_code: size },
];

export async function createVariantWorld(db: Db, request: Request) {
  const w = await createCatalogWorld();
  const home = await createEnrichmentCatalog(db, w.home.id);
  const foreign = await createEnrichmentCatalog(db, w.foreign.id);
  type Catalog = typeof home;
  /** A product of `shirts` built on by_color_size (or without a variant family). */
  const product = (
    catalog: Catalog = home,
    options: { variantFamily?: boolean; categoryIds?: string[] } = {},
  ) =>
    createProduct(db, catalog.family, {
      code: uniqueCode('shirt'),
      variantFamilyId: options.variantFamily === false ? undefined : catalog.variantFamily.id,
      categoryIds: options.categoryIds,
    });
  /** Creates a variant as home's editor; its data. */
  const variant = async (productId: string, body: Body = {}) =>
    dataOf(
      await request(
        'POST',
        variantsPath(productId),
        w.asEditor({ sku: uniqueCode('sku'), axis_values: colorSize('red', 's'), ...body }),
      ),
    );
  /** The foreign administrator's variant of a foreign product. */
  const foreignVariant = async () => {
    const owner = await product(foreign);
    const created = dataOf(
      await request(
        'POST',
        variantsPath(owner.id),
        w.asForeign({ sku: uniqueCode('sku'), axis_values: colorSize('red', 's') }),
      ),
    );
    return { product: owner, variant: created };
  };
  return Object.assign(w, { cat: home, foreignCat: foreign, product, variant, foreignVariant });
}

// Assets: tiny real files built in the test, and the raw-body upload.

/** A PNG of `width` x `height` RGB pixels (zlib-compressed rows, CRC-checked chunks). */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3), 0x7f);
  for (let y = 0; y < height; y++) rows[y * (1 + width * 3)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The markers of a baseline JPEG of `width` x `height` (start, JFIF, frame header, end). */
export function jpeg(width: number, height: number): Buffer {
  const frame = Buffer.from([
    0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    frame,
    Buffer.from([0xff, 0xd9]),
  ]);
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const ASSET_KEYS = [
  'content_type',
  'created_at',
  'created_by',
  'filename',
  'height',
  'id',
  'modified_at',
  'modified_by',
  'sha256',
  'size_bytes',
  'width',
].sort();

/** POST /v1/assets with the bytes as the body (a Content-Type only when given). */
export async function upload(
  baseUrl: string,
  bytes: Buffer,
  options: { filename?: string; query?: string; type?: string; token: string; tenant: string },
): Promise<Answer> {
  const query =
    options.query ??
    (options.filename === undefined ? '' : `?filename=${encodeURIComponent(options.filename)}`);
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.token}`,
    'x-tenant-id': options.tenant,
  };
  if (options.type !== undefined) headers['content-type'] = options.type;
  const response = await fetch(`${baseUrl}/v1/assets${query}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(bytes),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** GET /v1/assets/{id}/content: status, headers and the bytes. */
export async function download(
  baseUrl: string,
  id: string,
  options: { token: string; tenant: string },
) {
  const response = await fetch(`${baseUrl}/v1/assets/${id}/content`, {
    headers: { authorization: `Bearer ${options.token}`, 'x-tenant-id': options.tenant },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
