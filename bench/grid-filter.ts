// `pnpm bench:grid`: the console grid's first page through the real HTTP API, on the medium
// catalog (bench/medium-catalog.ts: 50,000 products, 400 attributes, 2 channels, 4 locales,
// loaded by COPY into a tenant of the bench server's database, completeness computed). Each
// case is one GET /v1/products (a page of 50 with a channel and locale scope and 6 columns,
// and its count) beside the same filter in raw SQL (the page's ids and the count, run on a
// connection of this process): p50 and p95 over BENCH_SAMPLES requests.
//   (a) a localized description empty in de_DE, with the ecommerce/de_DE scope
//   (b) a text attribute containing a fragment (any case)
//   (c) a number attribute between two bounds
// Target (issue 20): the first page under 300 ms p50 through the API.
import { performance } from 'node:perf_hooks';
import { completeness } from '../packages/core/src/index.ts';
import { connectDatabase } from '../packages/db/src/index.ts';
import { sql, type SqlFragment } from '../packages/db/src/sql.ts';
import { loadMediumCatalog, PRODUCTS, type BenchAttribute } from './medium-catalog.ts';
import { startBenchServer } from './server-process.ts';
import { addMembership, createTenant } from '../packages/db/src/seed/index.ts';
import { signInAdmin } from './support.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const PAGE = 50;

/** p50 and p95 of `once` over SAMPLES runs (after 3 warm-up runs), in ms. */
async function latency(once: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

const server = await startBenchServer();
const database = connectDatabase(server.database, { max: 2 });
try {
  // A tenant of its own in the demo organization, administered by the signed-in user.
  const me = (await (
    await fetch(`${server.base}/v1/auth/me`, {
      headers: { authorization: `Bearer ${server.token}` },
    })
  ).json()) as { data: { user: { id: string } } };
  const [org] = await database.sql<{ organization_id: string }>`
    SELECT organization_id FROM users WHERE id = ${me.data.user.id}::uuid`;
  const tenant = await createTenant(database.prisma, org!.organization_id, {
    code: 'grid_bench',
    name: 'Grid bench',
  });
  await addMembership(database.prisma, me.data.user.id, {
    tenantId: tenant.id,
    roleIds: [tenant.roles.admin],
    isDefault: false,
  });
  const tenantId = tenant.id;
  const loadStart = performance.now();
  const catalog = await loadMediumCatalog(database.sql, tenantId);
  await completeness.recomputeCompleteness(database.sql, tenantId, { tenant: true });
  await database.sql`ANALYZE`;
  console.log(
    `loaded ${PRODUCTS.toLocaleString('en')} products with completeness in ` +
      `${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );
  // Signed in again: a token names the tenants its user belonged to when it was made.
  const token = await signInAdmin(server.base);
  const headers = { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId };

  // The attributes of the first family: its localized textarea, a plain text, a number; the
  // columns are its first six attributes.
  const attributes = catalog.familyAttributes[0]!;
  const find = (test: (a: BenchAttribute) => boolean, what: string) => {
    const found = attributes.find(test);
    if (!found) throw new Error(`the first family has no ${what}`);
    return found;
  };
  const description = find((a) => a.type === 'textarea' && a.perLocale, 'localized textarea');
  const text = find((a) => a.type === 'text' && !a.perLocale && !a.perChannel, 'plain text');
  const number = find((a) => a.type === 'number' && !a.perChannel, 'number');
  const columns = attributes.slice(0, 6).map((a) => a.code);

  const valueAt = (a: BenchAttribute, locale = '$default') =>
    sql`(p.raw_values #> ${[a.id, '$default', locale, 'value']}::text[])`;
  const cases: { label: string; filter: object; raw: SqlFragment }[] = [
    {
      label: '(a) description empty in de_DE',
      filter: { attribute: description.code, op: 'empty' },
      raw: sql`(${valueAt(description, 'de_DE')} IS NULL
                OR ${valueAt(description, 'de_DE')} IN ('null'::jsonb, '""'::jsonb))`,
    },
    {
      label: `(b) text contains "${text.code} 1"`,
      filter: { attribute: text.code, op: 'contains', value: `${text.code} 1` },
      raw: sql`(p.raw_values #>> ${[text.id, '$default', '$default', 'value']}::text[])
                 ILIKE ${`%${text.code} 1%`}`,
    },
    {
      label: '(c) number between 100 and 200',
      filter: { attribute: number.code, op: 'between', value: [100, 200] },
      raw: sql`(CASE WHEN jsonb_typeof(${valueAt(number)}) = 'number'
                     THEN (${valueAt(number)})::numeric END) BETWEEN 100 AND 200`,
    },
  ];

  console.log(`first page of ${PAGE}, scope ecommerce/de_DE, ${columns.length} columns`);
  for (const { label, filter, raw } of cases) {
    const query = new URLSearchParams({
      channel: 'ecommerce',
      locale: 'de_DE',
      columns: columns.join(','),
      value_filters: JSON.stringify([filter]),
      page_size: String(PAGE),
    });
    const url = `${server.base}/v1/products?${query}`;
    let total = 0;
    const api = await latency(async () => {
      const answer = await fetch(url, { headers });
      const body = (await answer.json()) as { data?: { pagination: { total_items: number } } };
      if (answer.status !== 200 || !body.data) throw new Error(JSON.stringify(body));
      total = body.data.pagination.total_items;
    });
    const where = sql`p.tenant_id = ${tenantId}::uuid AND p.deleted_at IS NULL AND ${raw}`;
    const sqlFigures = await latency(() =>
      Promise.all([
        database.sql.query(sql`
          SELECT p.id FROM products p WHERE ${where}
           ORDER BY p.created_at DESC, p.id DESC LIMIT ${PAGE + 1}`),
        database.sql.query(sql`SELECT count(*) FROM products p WHERE ${where}`),
      ]),
    );
    console.log(
      `${label.padEnd(36)} ${String(total).padStart(6)} kept   API p50 ${ms(api.p50)} p95 ${ms(api.p95)}` +
        `   raw SQL p50 ${ms(sqlFigures.p50)} p95 ${ms(sqlFigures.p95)}` +
        `   ratio ${(api.p50 / sqlFigures.p50).toFixed(2)}x   target p50 < 300 ms`,
    );
  }
} finally {
  await database.close();
  server.stop();
}
