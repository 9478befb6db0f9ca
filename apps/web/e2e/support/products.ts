import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_API_URL } from './e2e-env';
import { ADMIN } from './users';

/** The admin's REST calls on the API (Demo EU): for setting up a catalog the spec then uses. */
export async function adminApi(request: APIRequestContext) {
  const login = await request.post(`${E2E_API_URL}/v1/auth/login`, {
    data: { email: ADMIN.email, password: ADMIN.password, client_id: 'pim-console' },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.access_token as string;
  const me = await request.get(`${E2E_API_URL}/v1/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const tenantId = (await me.json()).data.active_tenant.tenant_id as string;
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId };
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ) => {
    const res = await request.fetch(`${E2E_API_URL}/v1${path}`, { method, headers, data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
    return (await res.json()).data;
  };
  return call;
}

/**
 * A family for the enrichment flow, on the seeded attributes: sku, name and description
 * (per channel and locale, overridable on variants) mandatory in both channels, the picture
 * mandatory in e-commerce only (so print can be complete while e-commerce is not), price, and
 * a variant family on color.
 */
export async function createEnrichmentFamily(request: APIRequestContext, stamp: string) {
  const call = await adminApi(request);
  // The seeded attributes, found by code (other specs add attributes of their own).
  const ids = new Map<string, string>();
  for (const code of ['sku', 'name', 'description', 'price', 'color', 'picture']) {
    const found = (await call('GET', `/attributes?search=${code}&page_size=100`)).items as {
      id: string;
      code: string;
    }[];
    ids.set(code, found.find((a) => a.code === code)!.id);
  }
  const id = (code: string) => ids.get(code)!;
  const channels = (await call('GET', '/channels?page_size=100')).items as {
    id: string;
    code: string;
  }[];
  const ecommerce = channels.find((c) => c.code === 'ecommerce')!.id;
  const code = `e2e-shirts-${stamp}`;
  const name = `Shirts ${stamp}`;
  const family = await call('POST', '/product-families', { code, name });
  await call('POST', `/product-families/${family.id}/attributes`, {
    attributes: [
      { attribute_id: id('sku'), is_mandatory: true },
      { attribute_id: id('name'), is_mandatory: true },
      { attribute_id: id('description'), is_mandatory: true, is_overridable: true },
      { attribute_id: id('price') },
      { attribute_id: id('color') },
      { attribute_id: id('picture'), is_mandatory: true, channel_ids: [ecommerce] },
    ],
  });
  await call('PATCH', `/product-families/${family.id}`, {
    display_attributes: { name_attribute_id: id('name'), image_attribute_id: id('picture') },
  });
  const variantFamily = await call('POST', `/product-families/${family.id}/variant-families`, {
    code: `${code}-by-color`,
    name: `${name} by color`,
    axes: [{ attribute_id: id('color'), level: 1, position: 1 }],
  });
  return { code, name, variantFamilyName: variantFamily.name as string };
}

/**
 * Products of the seeded T-shirts family (no values), `count` of them coded
 * `<prefix>-01`...; the first `inCategory` are put in the seeded category `tshirts`.
 */
export async function createProducts(
  request: APIRequestContext,
  prefix: string,
  count: number,
  inCategory: number,
) {
  const call = await adminApi(request);
  const families = (await call('GET', '/product-families?search=tshirts')).items as {
    id: string;
    code: string;
  }[];
  const family = families.find((f) => f.code === 'tshirts')!;
  const categories = (await call('GET', '/categories?search=tshirts')).items as {
    id: string;
    code: string;
  }[];
  const category = categories.find((c) => c.code === 'tshirts')!;
  const ids: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const product = await call('POST', '/products', {
      code: `${prefix}-${String(index).padStart(2, '0')}`,
      product_family_id: family.id,
      category_ids: index <= inCategory ? [category.id] : [],
    });
    ids.push(product.id as string);
  }
  return ids;
}

/** A 1x1 PNG (a real image: the API sniffs the bytes). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==',
  'base64',
);
