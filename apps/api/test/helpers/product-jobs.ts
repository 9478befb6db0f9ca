// What the product and variant job tests share: the products world of the shared server with
// its worker and `tagline`, an import of a file or of records run to its end, a product as the
// API shows it (by code: family, status, categories, values, variants with their axis values
// and overrides), and its revisions.
import { applyDelta, type ProductSnapshot, type SnapshotDelta } from '@pim/core';
import type { Db } from '@pim/db';
import {
  addFamilyAttribute,
  createAttribute,
  uniqueCode,
  type EnrichmentCatalog,
} from '@pim/db/seed';
import { expect } from 'vitest';
import { dataOf } from './catalog.ts';
import { downloadArtifact, startJob, uploadFile, waitForJob, type As } from './jobs.ts';
import { createProductsWorld } from './products.ts';
import { testServer, type Request } from './server.ts';

const CONTENT_TYPES = {
  csv: 'text/csv',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Adds `tagline` to the enrichment catalog's family: text per channel and locale, enabled on
 * both channels and overridable (the enrichment catalog scopes nothing else on two channels).
 */
export async function addTagline(db: Db, catalog: EnrichmentCatalog) {
  const tagline = await createAttribute(db, catalog.family.tenantId, {
    code: 'tagline',
    name: 'Tagline',
    valuePerChannel: true,
    valuePerLocale: true,
  });
  const channels = [catalog.channels.ecommerce.id, catalog.channels.print.id];
  await addFamilyAttribute(db, catalog.family, tagline.id, {
    channelIds: channels,
    isOverridable: true,
  });
  return tagline;
}

/**
 * The products world of the shared server, its worker running, with `tagline` (addTagline)
 * unless told otherwise; home's administrator and editor as job callers.
 */
export async function productJobsWorld({ tagline = true } = {}) {
  const { server, request } = await testServer();
  await server.startWorker();
  const w = await createProductsWorld(server, request);
  if (tagline) await addTagline(server.db, w.catalog);
  const admin = { token: w.tokens.admin, tenant: w.home.id };
  const editor = { token: w.tokens.editor, tenant: w.home.id };
  return { server, request, w, admin, editor };
}

/** Uploads `content` and imports it as `entity` to the job's end; the ended job. */
export async function importFile(
  request: Request,
  as: As,
  entity: 'products' | 'variants',
  format: 'csv' | 'json' | 'xlsx',
  content: string | Buffer,
  extra: Record<string, unknown> = {},
) {
  const fileId = await uploadFile(
    request,
    as,
    `${entity}.${format}`,
    content,
    CONTENT_TYPES[format],
  );
  const job = await startJob(request, as, 'imports', {
    entity,
    format,
    file_id: fileId,
    ...extra,
  });
  return waitForJob(request, as, job.id);
}

/** Exports to the job's end (it must complete); the job and the artifact's text. */
export async function exportFile(request: Request, as: As, body: Record<string, unknown>) {
  const started = await startJob(request, as, 'exports', body);
  const job = await waitForJob(request, as, started.id);
  expect(job.status, JSON.stringify(job)).toBe('completed');
  return { job, text: await downloadArtifact(request, as, job.id) };
}

/** The scoped values of an attribute value row, as `channel/locale → value`. */
const valuesOfRow = (row: any): Record<string, unknown> =>
  Object.fromEntries(
    row.values.map((v: any) => [`${v.channel}/${v.locale}`, v.data.value] as const),
  );

/** A live product's id by its exact code (undefined when there is none). */
export async function productIdOf(request: Request, as: As, code: string) {
  const page = dataOf(
    await request('GET', `/v1/products?code=${encodeURIComponent(code)}&page_size=100`, as),
  );
  return page.items.find((item: any) => item.code === code)?.id as string | undefined;
}

/** A product as the API shows it, by code, with codes only (so two tenants compare). */
export async function productState(request: Request, as: As, code: string) {
  const id = await productIdOf(request, as, code);
  if (!id) return undefined;
  const product = dataOf(await request('GET', `/v1/products/${id}`, as));
  const rows = dataOf(await request('GET', `/v1/products/${id}/attributes?page_size=100`, as));
  const values = Object.fromEntries(
    rows.items
      .filter((row: any) => row.values.length > 0)
      .map((row: any) => [row.attribute_code, valuesOfRow(row)]),
  );
  const variantPage = dataOf(await request('GET', `/v1/products/${id}/variants?page_size=100`, as));
  const variants = [];
  for (const variant of variantPage.items) {
    const own = dataOf(
      await request(
        'GET',
        `/v1/products/${id}/variants/${variant.id}/attributes?page_size=100`,
        as,
      ),
    );
    variants.push({
      sku: variant.sku,
      is_default: variant.is_default,
      status: variant.status,
      axes: Object.fromEntries(variant.axis_values.map((v: any) => [v.axis_code, v.option_code])),
      overrides: Object.fromEntries(
        own.items
          .filter((row: any) => row.is_overridden && row.values.length > 0)
          .map((row: any) => [row.attribute_code, valuesOfRow(row)]),
      ),
    });
  }
  variants.sort((x, y) => (x.sku < y.sku ? -1 : 1));
  return {
    id,
    code: product.code,
    status: product.status,
    family: product.product_family.code,
    variant_family: product.variant_family?.code ?? null,
    product_type: product.product_type,
    categories: product.categories.map((c: any) => c.code).sort(),
    values,
    variants,
  };
}

/** The product's revisions, oldest first. */
/**
 * The product's revisions, oldest first, each with its whole snapshot: a keyframe's own, or the
 * one before with the revision's delta applied (as the API reads them back).
 */
export async function revisionsOf(db: Db, productId: string) {
  const rows = await db.productRevision.findMany({
    where: { productId },
    orderBy: { revisionNumber: 'asc' },
  });
  let previous: ProductSnapshot | undefined;
  return rows.map((row) => {
    const snapshot: ProductSnapshot =
      row.keyframe || !previous
        ? { ...(row.snapshot as unknown as ProductSnapshot), version: row.revisionNumber }
        : applyDelta(previous, row.delta as SnapshotDelta, row.revisionNumber);
    previous = snapshot;
    return { ...row, snapshot };
  });
}

/** A fresh code for each name: `const c = freshCodes('p', ['good', 'bad'])`, `c.good`. */
export function freshCodes<const K extends string>(prefix: string, names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, uniqueCode(prefix)])) as Record<K, string>;
}

/** The job's items of one status, by key. */
export function itemsByKey(items: any[]): Record<string, any> {
  return Object.fromEntries(items.map((item) => [item.key, item]));
}

/**
 * A product record with a value of every type (but media), on both channels and two locales
 * where scoped, for the enrichment catalog with `tagline` (addTagline).
 */
export function fullRecord(code: string, ean: string) {
  return {
    code,
    family: 'shirts',
    variant_family: 'by_color_size',
    product_type: 'apparel',
    status: 'in_review',
    categories: ['menswear', 'shirts'],
    values: {
      name: [
        { locale: 'en_US', data: { value: `Shirt ${code}` } },
        { locale: 'fr_FR', data: { value: `Chemise ${code}` } },
      ],
      description: [
        { channel: 'ecommerce', locale: 'en_US', data: { value: '<p>Soft</p>' } },
        { channel: 'ecommerce', locale: 'fr_FR', data: { value: '<p>Doux</p>' } },
      ],
      tagline: [
        { channel: 'ecommerce', locale: 'en_US', data: { value: 'Buy it' } },
        { channel: 'print', locale: 'de_DE', data: { value: 'Kauf es' } },
      ],
      ean: [{ data: { value: ean } }],
      rating: [{ data: { value: 4.5 } }],
      waterproof: [{ data: { value: true } }],
      release_date: [{ data: { value: '2025-03-01' } }],
      materials: [{ data: { value: ['cotton', 'linen'] } }],
      price: [
        {
          channel: 'ecommerce',
          data: {
            value: [
              { amount: '12.50', currency: 'EUR' },
              { amount: '14.00', currency: 'USD' },
            ],
          },
        },
      ],
      weight: [{ data: { value: { amount: '0.3', unit: 'KILOGRAM' } } }],
    },
  };
}

/** What productState shows for fullRecord. */
export function fullState(code: string, ean: string) {
  return {
    code,
    status: 'in_review',
    family: 'shirts',
    variant_family: 'by_color_size',
    product_type: 'apparel',
    categories: ['menswear', 'shirts'],
    values: {
      name: { '$default/en_US': `Shirt ${code}`, '$default/fr_FR': `Chemise ${code}` },
      description: {
        'ecommerce/en_US': '<p>Soft</p>',
        'ecommerce/fr_FR': '<p>Doux</p>',
      },
      tagline: { 'ecommerce/en_US': 'Buy it', 'print/de_DE': 'Kauf es' },
      ean: { '$default/$default': ean },
      rating: { '$default/$default': 4.5 },
      waterproof: { '$default/$default': true },
      release_date: { '$default/$default': '2025-03-01' },
      materials: { '$default/$default': ['cotton', 'linen'] },
      price: {
        'ecommerce/$default': [
          { amount: '12.50', currency: 'EUR' },
          { amount: '14.00', currency: 'USD' },
        ],
      },
      weight: { '$default/$default': { amount: '0.3', unit: 'KILOGRAM' } },
    },
    variants: [],
  };
}

let eanSeq = (Date.now() % 1_000_000_000) * 1000;
/** A fresh EAN (13 digits, unique in the run). */
export const ean = () => String(++eanSeq).padStart(13, '0');
