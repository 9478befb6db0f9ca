import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_API_URL } from './e2e-env';
import { ADMIN } from './users';

/** The SFTP server the global setup started (global-setup.ts). */
export interface E2eSftp {
  host: string;
  port: number;
  username: string;
  privateKey: string;
  /** The directory the connection writes into, on this machine. */
  root: string;
}

export function e2eSftp(): E2eSftp {
  const raw = process.env.PIM_E2E_SFTP;
  if (!raw) throw new Error('the e2e global setup did not start the SFTP server');
  return JSON.parse(raw) as E2eSftp;
}

/** The admin's REST calls (Demo EU), any 2xx accepted (creates answer 201, deletes 204). */
export async function integrationApi(request: APIRequestContext) {
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
  return async (method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) => {
    const res = await request.fetch(`${E2E_API_URL}/v1${path}`, { method, headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return res.status() === 204 ? undefined : (await res.json()).data;
  };
}

type Call = Awaited<ReturnType<typeof integrationApi>>;

/**
 * A channel of its own on a tree of its own, so the mapping specs see exactly these
 * categories: `a` (with `a1` (with `a11`) and `a2`) and `b`, and a product in `a1`.
 */
export async function createMappingCatalog(call: Call, stamp: string) {
  const tree = await call('POST', '/category-trees', {
    code: `e2e-map-${stamp}`,
    name: `Mapping tree ${stamp}`,
  });
  const ids = new Map<string, string>();
  for (const [code, parent] of [
    ['a', undefined],
    ['a1', 'a'],
    ['a11', 'a1'],
    ['a2', 'a'],
    ['b', undefined],
  ] as const) {
    const category = await call('POST', '/categories', {
      category_tree_id: tree.id,
      code: `${code}-${stamp}`,
      name: `Category ${code.toUpperCase()}`,
      ...(parent ? { parent_id: ids.get(parent) } : {}),
    });
    ids.set(code, category.id as string);
  }
  const channel = await call('POST', '/channels', {
    code: `e2e-map-${stamp}`,
    name: `Mapping channel ${stamp}`,
    category_tree_id: tree.id,
    locales: [{ locale_code: 'en_US' }],
  });
  const families = (await call('GET', '/product-families?search=tshirts')).items as {
    id: string;
    code: string;
  }[];
  const product = await call('POST', '/products', {
    code: `e2e-map-product-${stamp}`,
    product_family_id: families.find((f) => f.code === 'tshirts')!.id,
    category_ids: [ids.get('a1')],
  });
  return { channelCode: channel.code as string, productCode: product.code as string };
}

/** The built-in connector of a type (its code is the type). */
export async function builtinConnectorId(call: Call, type: string): Promise<string> {
  const found = (await call('GET', `/connectors?search=${type}&connector_type=${type}`)).items as {
    id: string;
    code: string;
  }[];
  return found.find((c) => c.code === type)!.id;
}
