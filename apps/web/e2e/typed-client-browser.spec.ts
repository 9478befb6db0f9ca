import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page, type Request } from '@playwright/test';
import type * as PimClientModule from '@pim/client';
import { uniqueStamp } from './support/catalog';
import { E2E_API_PORT, E2E_API_URL } from './support/e2e-env';
import { integrationApi } from './support/integration';
import { ADMIN } from './support/users';

// The built typed client (packages/client/dist) in another site's page: plain ES modules
// fetched by the browser, openapi-fetch through an import map, the API called across origins.

/** In CORS_ORIGINS (playwright.config.ts); plain http, so not a secure context. */
const SHOP = 'http://shop.test';
/** Not in CORS_ORIGINS. */
const OTHER = 'http://other.test';

/** Chromium's words for a preflight the API answered without allowing the page's origin. */
const REFUSED_PREFLIGHT =
  "Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.";

const CLIENT_DIR = fileURLToPath(new URL('../../../packages/client/', import.meta.url));
const CLIENT_DIST = path.join(CLIENT_DIR, 'dist');

/** openapi-fetch's ES module, as its package.json exports it to `import`. */
function openapiFetchModule(): string {
  const root = path.join(CLIENT_DIR, 'node_modules', 'openapi-fetch');
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return path.join(root, manifest.exports['.'].import as string);
}

const SHOP_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A shop</title>
    <script type="importmap">{"imports": {"openapi-fetch": "/vendor/openapi-fetch.js"}}</script>
    <script type="module">
      try {
        window.pimClient = await import('/client/index.js');
      } catch (error) {
        window.pimClientError = String(error);
      }
    </script>
  </head>
  <body><p>A shop's page using the PIM's client.</p></body>
</html>`;

declare global {
  interface Window {
    pimClient?: typeof PimClientModule;
    pimClientError?: string;
    pim?: PimClientModule.PimClient;
  }
}

/**
 * Chromium refuses a page that is not a secure context every request to a more private address
 * (Private Network Access): the shop's page counts as public, the API listens on loopback. A
 * real shop and API both sit on public addresses; this browser is told the API's does too.
 */
const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          `--ip-address-space-overrides=127.0.0.1:${E2E_API_PORT}=public`,
        ],
      });
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens `origin`'s page, served by routes (the page, openapi-fetch and the client's dist files
 * from disk), and waits for the client's modules. The routes are then removed: while a page has
 * any, Playwright answers every CORS preflight itself, and the API's own answers are the test.
 */
async function openSite(page: Page, origin: string): Promise<void> {
  if (!existsSync(path.join(CLIENT_DIST, 'index.js'))) {
    throw new Error(
      `${path.join(CLIENT_DIST, 'index.js')} is missing: build the client first (pnpm --filter @pim/client build; turbo run test:e2e builds it)`,
    );
  }
  await page.route(`${origin}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const script = /^\/client\/([a-z-]+\.js)$/.exec(pathname);
    if (pathname === '/') {
      await route.fulfill({ contentType: 'text/html', body: SHOP_PAGE });
    } else if (pathname === '/vendor/openapi-fetch.js') {
      await route.fulfill({ contentType: 'text/javascript', path: openapiFetchModule() });
    } else if (script && existsSync(path.join(CLIENT_DIST, script[1]!))) {
      await route.fulfill({
        contentType: 'text/javascript',
        path: path.join(CLIENT_DIST, script[1]!),
      });
    } else {
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    }
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(
    () => window.pimClient !== undefined || window.pimClientError !== undefined,
  );
  expect(await page.evaluate(() => window.pimClientError)).toBeUndefined();
  await page.unrouteAll({ behavior: 'wait' });
}

test('the built client in a page of another site (http, not a secure context) signs in, reads, creates with an Idempotency-Key, exports and downloads, and throws PimApiError', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const toApi: Request[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${E2E_API_URL}/v1/`)) toApi.push(sent);
  });
  await openSite(page, SHOP);

  // No crypto.randomUUID here: the client's keys come from crypto.getRandomValues.
  expect(
    await page.evaluate(() => ({
      origin: location.origin,
      secure: window.isSecureContext,
      randomUUID: typeof crypto.randomUUID,
      getRandomValues: typeof crypto.getRandomValues,
    })),
  ).toEqual({
    origin: SHOP,
    secure: false,
    randomUUID: 'undefined',
    getRandomValues: 'function',
  });

  // Signed in as the demo admin, no tenant given: the client names the default one (Demo EU).
  const listed = await page.evaluate(
    async ({ baseUrl, email, password }) => {
      const pim = window.pimClient!.createPimClient({ baseUrl, credentials: { email, password } });
      window.pim = pim;
      const { data } = await pim.api.GET('/products', { params: { query: { page_size: 5 } } });
      const me = await pim.api.GET('/auth/me');
      return {
        codes: data!.data.items.map((product) => product.code),
        tenantId: pim.tenantId,
        active: me.data!.data.active_tenant,
      };
    },
    { baseUrl: E2E_API_URL, email: ADMIN.email, password: ADMIN.password },
  );
  expect(listed.codes.length).toBeGreaterThan(0);
  expect(listed.codes.length).toBeLessThanOrEqual(5);
  expect(listed.active.tenant_name).toBe('Demo EU');
  expect(listed.active.is_default).toBe(true);
  expect(listed.tenantId).toBe(listed.active.tenant_id);
  const productsRead = toApi.find((sent) => new URL(sent.url()).pathname === '/v1/products')!;
  expect(productsRead.method()).toBe('GET');
  const productsHeaders = await productsRead.allHeaders();
  expect(productsHeaders['x-tenant-id']).toBe(listed.tenantId);
  expect(productsHeaders.authorization).toMatch(/^Bearer \S+$/);
  expect(productsHeaders.origin).toBe(SHOP);
  expect((await (await productsRead.response())!.allHeaders())['access-control-allow-origin']).toBe(
    SHOP,
  );

  // A create: the client adds an Idempotency-Key of its own.
  const code = `e2e-shop-${uniqueStamp()}`;
  const body = { code, name: `Shop tree ${code}` };
  const created = await page.evaluate(async (body) => {
    const { data, response } = await window.pim!.api.POST('/category-trees', { body });
    return { status: response.status, id: data!.data.id, code: data!.data.code };
  }, body);
  expect(created.status).toBe(200);
  expect(created.code).toBe(code);
  const creates = toApi.filter(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/v1/category-trees',
  );
  expect(creates).toHaveLength(1);
  const createHeaders = await creates[0]!.allHeaders();
  const key = createHeaders['idempotency-key']!;
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(createHeaders['x-tenant-id']).toBe(listed.tenantId);
  expect(createHeaders.origin).toBe(SHOP);

  // The same key sent again is answered once: the first answer, replayed (a header the API
  // exposes to other origins, so the page reads it).
  const replayed = await page.evaluate(
    async ({ body, key }) => {
      const { data, response } = await window.pim!.api.POST('/category-trees', {
        body,
        headers: { 'idempotency-key': key },
      });
      return { id: data!.data.id, replayed: response.headers.get('idempotent-replayed') };
    },
    { body, key },
  );
  expect(replayed).toEqual({ id: created.id, replayed: 'true' });
  // Made in the admin's default tenant: read back from outside the browser.
  const call = await integrationApi(request);
  expect(await call('GET', `/category-trees/${created.id}`)).toMatchObject({
    id: created.id,
    code,
  });

  // An export of the families as CSV, waited for and read whole in the page.
  const exported = await page.evaluate(async () => {
    const pim = window.pim!;
    const started = await pim.startExport({ entity: 'families', format: 'csv' });
    const job = await pim.waitForJob(started.id, { delayMs: 200 });
    const artifact = await pim.downloadArtifact(job.id);
    return {
      startedAs: started.status,
      status: job.status,
      filename: artifact.filename,
      contentType: artifact.contentType,
      text: await new Response(artifact.stream).text(),
    };
  });
  expect(['queued', 'running', 'completed']).toContain(exported.startedAs);
  expect(exported.status).toBe('completed');
  expect(exported.text.startsWith('code,')).toBe(true);
  expect(exported.text).toContain('tshirts');
  // Content-Disposition is among the headers the API exposes to other origins.
  expect(exported.filename).toMatch(/\.csv$/);
  expect(exported.contentType).toMatch(/^text\/csv/);

  // A refusal: PimApiError, recognised with instanceof in the page.
  const refused = await page.evaluate(async () => {
    try {
      await window.pim!.api.GET('/category-trees/{id}', {
        params: { path: { id: '00000000-0000-7000-8000-000000000000' } },
      });
      return undefined;
    } catch (error) {
      const { PimApiError } = window.pimClient!;
      return {
        isPimApiError: error instanceof PimApiError,
        name: (error as Error).name,
        status: (error as InstanceType<typeof PimApiError>).status,
        code: (error as InstanceType<typeof PimApiError>).code,
      };
    }
  });
  expect(refused).toEqual({
    isPimApiError: true,
    name: 'PimApiError',
    status: 404,
    code: 'not_found',
  });
});

test('the same page from an origin not in CORS_ORIGINS cannot call the API: the browser refuses and the client throws its TypeError', async ({
  page,
  request,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('blocked by CORS policy'))
      blocked.push(message.text());
  });
  await openSite(page, OTHER);

  // Signing in: the preflight of POST /v1/auth/login is refused.
  const signIn = await page.evaluate(
    async ({ baseUrl, email, password }) => {
      const { createPimClient, PimApiError } = window.pimClient!;
      const pim = createPimClient({ baseUrl, credentials: { email, password } });
      try {
        await pim.api.GET('/auth/me');
        return { threw: false };
      } catch (error) {
        return {
          threw: true,
          typeError: error instanceof TypeError,
          pimApiError: error instanceof PimApiError,
          message: (error as Error).message,
        };
      }
    },
    { baseUrl: E2E_API_URL, email: ADMIN.email, password: ADMIN.password },
  );
  expect(signIn).toEqual({
    threw: true,
    typeError: true,
    pimApiError: false,
    message: 'Failed to fetch',
  });
  expect(blocked).toContainEqual(
    expect.stringContaining(
      `Access to fetch at '${E2E_API_URL}/v1/auth/login' from origin '${OTHER}' has been blocked by CORS policy: ${REFUSED_PREFLIGHT}`,
    ),
  );

  // With a session made outside the browser: GET /v1/auth/me is refused all the same.
  const login = await request.post(`${E2E_API_URL}/v1/auth/login`, {
    data: { email: ADMIN.email, password: ADMIN.password, client_id: 'pim-api' },
  });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()).data;
  const me = await page.evaluate(
    async ({ baseUrl, accessToken, refreshToken }) => {
      const { createPimClient } = window.pimClient!;
      const pim = createPimClient({ baseUrl, credentials: { accessToken, refreshToken } });
      try {
        await pim.api.GET('/auth/me');
        return { threw: false };
      } catch (error) {
        return { threw: true, typeError: error instanceof TypeError };
      }
    },
    {
      baseUrl: E2E_API_URL,
      accessToken: tokens.access_token as string,
      refreshToken: tokens.refresh_token as string,
    },
  );
  expect(me).toEqual({ threw: true, typeError: true });
  expect(blocked).toContainEqual(
    expect.stringContaining(
      `Access to fetch at '${E2E_API_URL}/v1/auth/me' from origin '${OTHER}' has been blocked by CORS policy: ${REFUSED_PREFLIGHT}`,
    ),
  );
});
