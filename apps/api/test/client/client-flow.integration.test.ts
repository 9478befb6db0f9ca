// The typed client's acceptance flow against the real server, through the client only: a person
// (email and password, the tenant named once) and then an API key each build a catalog
// (attributes localizable, a family, a product with values in two locales), import products
// from a CSV file, export them and download the file, bulk-update some, and walk a 250-product
// list by cursor. In the person's flow the server ends the session mid-flow (logout) and the
// client signs in again and sends the refused create once more, with the same Idempotency-Key;
// a create repeated with one key is replayed, not made twice.
import { createPimClient, pages, type PimClient } from '@pim/client';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld } from '../helpers/catalog.ts';
import { testServer } from '../helpers/server.ts';

const { server } = await testServer();
await server.startWorker();
const w = await createCatalogWorld();

const FLOW_TIMEOUT = 180_000;
const WAIT = { delayMs: 100, maxDelayMs: 500 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One request as it left the client: what the server answered, with its Idempotency-Key. */
interface Sent {
  method: string;
  path: string;
  status: number;
  key: string | null;
  body: string;
}

/** A fetch that records every request the client sends (its renewals and retries included). */
function recorder() {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? await request.clone().text() : '';
    const response = await globalThis.fetch(request);
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      key: request.headers.get('idempotency-key'),
      body,
    });
    return response;
  };
  return { sent, fetch };
}

let run = 0;
const prefixOf = (who: string) => `cf_${who}_${Date.now().toString(36)}_${run++}`;

/** Each attribute's values by locale (`$default` scope for the channel). */
async function valuesOf(pim: PimClient, productId: string) {
  const { data } = await pim.api.GET('/products/{productId}/attributes', {
    params: { path: { productId }, query: { page_size: 100 } },
  });
  const values: Record<string, Record<string, unknown>> = {};
  for (const row of data!.data.items) {
    if (row.values.length === 0) continue;
    values[row.attribute_code] = Object.fromEntries(
      row.values.map((v) => [`${v.channel}/${v.locale}`, v.data.value]),
    );
  }
  return values;
}

/** The family's products, codes sorted (one page: the flow's families hold a few). */
async function productsOf(pim: PimClient, familyId: string) {
  const { data } = await pim.api.GET('/products', {
    params: { query: { product_family_id: familyId, page_size: 100, sort: 'code' } },
  });
  return data!.data.items;
}

interface FlowOptions {
  /** Called mid-flow, just before a create (the family of the 250 products). */
  interrupt?: () => Promise<void>;
}

/**
 * The whole flow, codes made from `p`; answers what the caller checks afterwards. Every step
 * asserts its own outcome.
 */
async function catalogFlow(pim: PimClient, p: string, options: FlowOptions = {}) {
  const { POST, GET } = pim.api;

  // A channel with two locales (values per locale need a channel holding the locale).
  const tree = (await POST('/category-trees', { body: { code: `${p}_tree`, name: 'Tree' } })).data!
    .data;
  const channel = (
    await POST('/channels', {
      body: {
        category_tree_id: tree.id,
        code: `${p}_web`,
        name: 'Web',
        locales: [{ locale_code: 'en_US' }, { locale_code: 'de_DE' }],
      },
    })
  ).data!.data;
  expect(channel.locales.map((l) => l.locale_code).sort()).toEqual(['de_DE', 'en_US']);

  // Localizable attributes, a family holding them, a product of it.
  const name = `${p}_name`;
  const desc = `${p}_desc`;
  const nameAttr = (
    await POST('/attributes', {
      body: { code: name, name: 'Name', type: 'text', value_per_locale: true },
    })
  ).data!.data;
  const descAttr = (
    await POST('/attributes', {
      body: { code: desc, name: 'Description', type: 'text', value_per_locale: true },
    })
  ).data!.data;
  expect([nameAttr.value_per_locale, descAttr.value_per_locale]).toEqual([true, true]);
  const family = (await POST('/product-families', { body: { code: `${p}_fam`, name: 'Fam' } }))
    .data!.data;
  await POST('/product-families/{productFamilyId}/attributes', {
    params: { path: { productFamilyId: family.id } },
    body: { attributes: [{ attribute_id: nameAttr.id }, { attribute_id: descAttr.id }] },
  });
  const product = (
    await POST('/products', { body: { code: `${p}_chair`, product_family_id: family.id } })
  ).data!.data;
  expect(product).toMatchObject({ code: `${p}_chair`, status: 'draft' });

  // Values in two locales, read back.
  const inLocale = (locale: string, value: string) => ({
    channel: '$default',
    locale,
    data: { value },
  });
  await POST('/products/{productId}/attributes', {
    params: { path: { productId: product.id } },
    body: [
      {
        attribute_id: nameAttr.id,
        values: [inLocale('en_US', 'Chair'), inLocale('de_DE', 'Stuhl')],
      },
      { attribute_id: descAttr.id, values: [inLocale('de_DE', 'Ein Stuhl')] },
    ],
  });
  expect(await valuesOf(pim, product.id)).toEqual({
    [name]: { '$default/en_US': 'Chair', '$default/de_DE': 'Stuhl' },
    [desc]: { '$default/de_DE': 'Ein Stuhl' },
  });

  // An import of a CSV file, waited for; the imported products read back.
  const csvCodes = [1, 2, 3].map((i) => `${p}_csv${i}`);
  const csv = [
    `code,family,${name}:en_US,${name}:de_DE`,
    ...csvCodes.map((code, i) => `${code},${family.code},Table ${i},Tisch ${i}`),
  ].join('\n');
  const imported = await pim.startImport({
    entity: 'products',
    format: 'csv',
    file: { name: 'x.csv', content: `${csv}\n` },
  });
  expect(imported.status).toBe('queued');
  const importJob = await pim.waitForJob(imported.id, WAIT);
  expect(importJob).toMatchObject({
    status: 'completed',
    progress: { total: 3, processed: 3, succeeded: 3, failed: 0 },
    result: { created: 3, updated: 0, failed: 0 },
  });
  const listed = await productsOf(pim, family.id);
  expect(listed.map((x) => x.code)).toEqual([`${p}_chair`, ...csvCodes]);
  const csvIds = listed.filter((x) => x.code !== product.code).map((x) => x.id);
  expect(await valuesOf(pim, csvIds[1]!)).toEqual({
    [name]: { '$default/en_US': 'Table 1', '$default/de_DE': 'Tisch 1' },
  });

  // An export to CSV, its file downloaded as a stream.
  const exported = await pim.startExport({
    entity: 'products',
    format: 'csv',
    filters: { product_family_id: family.id },
    attributes: [name, desc],
  });
  const exportJob = await pim.waitForJob(exported.id, WAIT);
  expect(exportJob).toMatchObject({ status: 'completed', result: { records: 4, format: 'csv' } });
  const artifact = await pim.downloadArtifact(exportJob.id);
  expect(artifact.filename).toBe(exportJob.result!.filename);
  expect(artifact.filename).toMatch(/\.csv$/);
  expect(artifact.contentType).toMatch(/^text\/csv/);
  const text = await new Response(artifact.stream).text();
  const [header, ...rows] = text.trim().split(/\r?\n/);
  expect(header).toBe(
    'code,family,variant_family,product_type,status,categories,' +
      `${desc}:de_DE,${desc}:en_US,${name}:de_DE,${name}:en_US`,
  );
  expect(rows).toHaveLength(4);
  expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([`${p}_chair`, ...csvCodes]);
  expect(rows).toContain(`${p}_chair,${family.code},,,draft,,Ein Stuhl,,Stuhl,Chair`);
  expect(artifact.size).toBe(new Blob([text]).size);
  expect(artifact.size).toBe(exportJob.result!.size_bytes);

  // A bulk update of the imported products: a status move and a value.
  const bulk = await pim.startBulkUpdate({
    filter: { product_ids: csvIds },
    actions: [
      { type: 'set_status', status: 'in_review' },
      {
        type: 'set_values',
        values: [{ attribute_code: desc, locale: 'en_US', data: { value: 'Bulk' } }],
      },
    ],
  });
  const bulkJob = await pim.waitForJob(bulk.id, WAIT);
  expect(bulkJob).toMatchObject({
    status: 'completed',
    result: { updated: 3, unchanged: 0, failed: 0 },
  });
  const changed = (await GET('/products/{id}', { params: { path: { id: csvIds[0]! } } })).data!
    .data;
  expect(changed.status).toBe('in_review');
  expect((await valuesOf(pim, csvIds[0]!))[desc]).toEqual({ '$default/en_US': 'Bulk' });
  expect(
    (await GET('/products/{id}', { params: { path: { id: product.id } } })).data!.data.status,
  ).toBe('draft');

  // 250 products of their own family, imported as JSON items, then every page by cursor.
  await options.interrupt?.();
  const manyCode = `${p}_many`;
  const many = (await POST('/product-families', { body: { code: manyCode, name: 'Many' } })).data!
    .data;
  const manyCodes = Array.from({ length: 250 }, (_, i) => `${p}_m${String(i).padStart(3, '0')}`);
  const bigImport = await pim.startImport({
    entity: 'products',
    format: 'json',
    items: manyCodes.map((code) => ({ code, family: manyCode })),
  });
  expect(await pim.waitForJob(bigImport.id, WAIT)).toMatchObject({
    status: 'completed',
    result: { created: 250, failed: 0 },
  });
  const queries: { page?: number; after?: string }[] = [];
  const walked: string[] = [];
  for await (const item of pages((query) => {
    queries.push(query);
    return GET('/products', {
      params: { query: { ...query, page_size: 50, product_family_id: many.id } },
    });
  })) {
    walked.push(item.code);
  }
  expect(walked).toHaveLength(250);
  expect(new Set(walked)).toEqual(new Set(manyCodes));
  expect(queries).toHaveLength(5);
  expect(queries[0]).toEqual({});
  for (const query of queries.slice(1)) {
    expect(Object.keys(query)).toEqual(['after']);
    expect(query.after).toEqual(expect.any(String));
  }
  expect(new Set(queries.map((q) => q.after)).size).toBe(5);

  return { family, many };
}

describe('@pim/client acceptance flow', () => {
  it(
    'runs the flow as a person; a session ended mid-flow is signed in again and the refused create sent once more',
    async () => {
      const { sent, fetch } = recorder();
      let refreshToken: string | undefined;
      const pim = createPimClient({
        baseUrl: server.baseUrl,
        credentials: { email: w.admin.email, password: w.admin.password },
        tenantId: w.home.id,
        fetch,
        onSession: (session) => (refreshToken = session.refreshToken),
      });
      const session = await pim.signIn();
      expect(session.accessToken).toBeTruthy();
      expect(refreshToken).toBe(session.refreshToken);
      const me = (await pim.api.GET('/auth/me')).data!.data;
      expect(me.user.id).toBe(w.admin.id);
      expect(me.active_tenant.tenant_id).toBe(w.home.id);

      const p = prefixOf('person');
      let mark = 0;
      const { many } = await catalogFlow(pim, p, {
        // The server ends the session: its access tokens are refused from now on.
        async interrupt() {
          await pim.api.POST('/auth/logout', { body: { refresh_token: refreshToken! } });
          mark = sent.length;
        },
      });

      const after = sent.slice(mark);
      const calls = (path: string) => after.filter((s) => s.path === `/v1${path}`);
      // The family's create was refused (401), the refresh token too (the session is over), the
      // client signed in again and sent the create once more with the same key.
      const creates = calls('/product-families');
      expect(creates.map((c) => c.status)).toEqual([401, 200]);
      expect(creates[0]!.key).toMatch(UUID);
      expect(creates[1]!.key).toBe(creates[0]!.key);
      expect(creates[1]!.body).toBe(creates[0]!.body);
      expect(calls('/auth/refresh').map((c) => c.status)).toEqual([401]);
      expect(calls('/auth/login').map((c) => c.status)).toEqual([200]);
      // Nothing else was refused, and the family exists once.
      expect(after.filter((s) => s.status >= 400)).toHaveLength(2);
      const families = await pim.api.GET('/product-families', {
        params: { query: { code: `${p}_many` } },
      });
      expect(families.data!.data.items.map((f) => f.id)).toEqual([many.id]);
      expect(refreshToken).not.toBe(session.refreshToken);

      // Every create (files, jobs and catalog writes alike) carried its own key; auth calls none.
      const posts = sent.filter((s) => s.method === 'POST');
      for (const post of posts) {
        if (post.path.startsWith('/v1/auth/')) expect(post.key, post.path).toBeNull();
        else expect(post.key, post.path).toMatch(UUID);
      }
      const firstTries = posts.filter((s) => s.key && s.status === 200).map((s) => s.key);
      expect(new Set(firstTries).size).toBe(firstTries.length);
    },
    FLOW_TIMEOUT,
  );

  it(
    'runs the same flow with an API key',
    async () => {
      const machine = await w.addMachine('home', 'admin');
      const { sent, fetch } = recorder();
      const pim = createPimClient({
        baseUrl: server.baseUrl,
        credentials: { apiKey: machine.key.rawKey },
        tenantId: w.home.id,
        fetch,
      });
      await catalogFlow(pim, prefixOf('key'));
      expect(sent.filter((s) => s.path.startsWith('/v1/auth/'))).toEqual([]);
      expect(sent.filter((s) => s.status !== 200)).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it('replays a create repeated with the same Idempotency-Key instead of creating twice', async () => {
    const { sent, fetch } = recorder();
    const pim = createPimClient({
      baseUrl: server.baseUrl,
      credentials: { email: w.editor.email, password: w.editor.password },
      tenantId: w.home.id,
      fetch,
    });
    const code = prefixOf('idem');
    const key = crypto.randomUUID();
    const create = () =>
      pim.api.POST('/product-families', {
        body: { code, name: 'Once' },
        headers: { 'idempotency-key': key },
      });
    const first = await create();
    const again = await create();
    expect(first.response.headers.get('idempotent-replayed')).toBeNull();
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data!.data).toEqual(first.data!.data);
    const creates = () =>
      sent.filter((s) => s.method === 'POST' && s.path === '/v1/product-families');
    expect(creates().map((s) => s.key)).toEqual([key, key]);
    const listed = await pim.api.GET('/product-families', { params: { query: { code } } });
    expect(listed.data!.data.items.map((f) => f.id)).toEqual([first.data!.data.id]);

    // Without a key of the caller's, each create gets a fresh one: a second create is refused.
    const fresh = () => pim.api.POST('/product-families', { body: { code, name: 'Once' } });
    await expect(fresh()).rejects.toMatchObject({ status: 409, code: 'already_exists' });
    const third = creates()[2]!;
    expect(third).toMatchObject({ status: 409, key: expect.stringMatching(UUID) });
    expect(third.key).not.toBe(key);
  });
});
