// `pnpm bench:products`: the product operations on a catalog shaped like Akeneo's "medium"
// representative catalog (bench/medium-catalog.ts: 50,000 products, 400 attributes, 50
// families, 2 channels, 4 locales, ~3.6M values), each beside the equivalent raw SQL run in
// the same process on the same connection pool (the baseline): the service call does the
// same reads plus validation, mapping and (for writes) completeness and a revision.
// Targets (issue 9): list page of 100 with a family and status filter p50 < 15 ms, p99 < 50 ms,
// at most 2x raw SQL; a cursor page at depth 40,000 the same; product get with all values
// p50 < 5 ms; partial update of 10 values with completeness and revision p50 < 20 ms.
import { performance } from 'node:perf_hooks';
import {
  completeness,
  hashPassword,
  products,
  productValues,
  ZListProductsInput,
} from '../packages/core/src/index.ts';
import { connectDatabase } from '../packages/db/src/index.ts';
import { sql, type SqlFragment } from '../packages/db/src/sql.ts';
import { startEmbeddedPostgres } from '../packages/db/src/embedded-postgres.ts';
import { deployMigrations } from '../packages/db/src/migrate/index.ts';
import { seedDatabase } from '../packages/db/src/seed/index.ts';
import { loadMediumCatalog, PRODUCTS } from './medium-catalog.ts';
import { benchPrincipal, createBenchTenant } from './support.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

/** p50 and p99 of `once` over SAMPLES runs (after 20 warm-up runs), in ms. */
async function latency(once: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await once(i);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

type Figures = Awaited<ReturnType<typeof latency>>;
const ms = (n: number) => `${n.toFixed(2)} ms`;
function report(label: string, ours: Figures, raw: Figures | undefined, target: string) {
  const ratio = raw ? `${(ours.p50 / raw.p50).toFixed(2)}x` : '-';
  console.log(
    `${label.padEnd(44)} p50 ${ms(ours.p50).padStart(9)}  p99 ${ms(ours.p99).padStart(9)}` +
      (raw ? `   raw SQL p50 ${ms(raw.p50).padStart(9)} p99 ${ms(raw.p99).padStart(9)}` : '') +
      `   ratio ${ratio.padStart(6)}   target ${target}`,
  );
}

const pg = await startEmbeddedPostgres({ persistent: false });
await deployMigrations(pg.connectionString);
const database = connectDatabase(pg.connectionString, { max: 4 });
try {
  await seedDatabase(database.prisma, { hashPassword });
  const tenantId = await createBenchTenant(database, { code: 'bench', name: 'Bench' });
  const loadStart = performance.now();
  const catalog = await loadMediumCatalog(database.sql, tenantId);
  const [{ values }] = (await database.sql<{ values: string }>`
    SELECT sum((SELECT count(*) FROM jsonb_each(raw_values) a, jsonb_each(a.value) c,
                jsonb_each(c.value) l))::text AS values
      FROM products WHERE tenant_id = ${tenantId}`) as [{ values: string }];
  console.log(
    `loaded ${PRODUCTS} products, ${catalog.attributes.length} attributes, ` +
      `${catalog.familyIds.length} families, ${Number(values).toLocaleString('en')} values ` +
      `in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
  );
  // Completeness of the whole catalog in one set-based statement: what a change of a
  // channel's locales costs at most (a family's requirements recompute only its products).
  const recomputeStart = performance.now();
  await completeness.recomputeCompleteness(database.sql, tenantId, { tenant: true });
  console.log(
    `completeness of all ${PRODUCTS} products x 5 channel/locale pairs recomputed in ` +
      `${((performance.now() - recomputeStart) / 1000).toFixed(1)} s`,
  );
  await database.sql`ANALYZE`;

  const principal = await benchPrincipal(database, tenantId);
  const scope = { db: database, principal, source: 'api' as const, tenantId };
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length]!;

  // 1. A page of 100 with a family and a status filter (enabled: every status but archived).
  const familyPage = (i: number) =>
    products.listProducts(
      scope,
      ZListProductsInput.parse({
        product_family_id: pick(catalog.familyIds, i),
        status: 'enabled',
        page_size: '100',
      }),
    );
  const rawPage = (where: SqlFragment, order: SqlFragment, count: boolean) =>
    Promise.all([
      database.sql.query(sql`
        SELECT p.id, p.code, p.product_type, p.status, p.completeness, p.created_at,
               p.modified_at, p.created_by, p.modified_by, f.id AS family_id,
               f.code AS family_code, f.name AS family_name,
               p.raw_values #>> ARRAY[f.name_attribute_id::text, '$default', '$default',
                                      'value'] AS name,
               p.raw_values #>> ARRAY[f.image_attribute_id::text, '$default', '$default',
                                      'value'] AS media_id,
               (SELECT count(*) FROM variants v
                 WHERE v.tenant_id = p.tenant_id AND v.product_id = p.id) AS variant_count
          FROM products p
          JOIN product_families f ON f.tenant_id = p.tenant_id AND f.id = p.product_family_id
         WHERE p.tenant_id = ${tenantId} AND p.deleted_at IS NULL AND ${where}
         ORDER BY ${order} LIMIT 100`),
      count
        ? database.sql.query(sql`
            SELECT count(*) FROM products p
             WHERE p.tenant_id = ${tenantId} AND p.deleted_at IS NULL AND ${where}`)
        : undefined,
    ]);
  const newest = sql`p.created_at DESC, p.id DESC`;
  report(
    'list: family + status filter, page of 100',
    await latency(familyPage),
    await latency((i) =>
      rawPage(
        sql`p.product_family_id = ${pick(catalog.familyIds, i)} AND p.status <> 'archived'`,
        newest,
        true,
      ),
    ),
    'p50 < 15 ms, p99 < 50 ms, <= 2x',
  );

  // 2. A cursor page at depth 40,000 (newest first, no filter): the cursor of the page that
  // starts there, found once with an offset page.
  const depth = Math.min(40_000, PRODUCTS - 100);
  const offsetPage = await products.listProducts(
    scope,
    ZListProductsInput.parse({ page: String(depth / 100), page_size: '100' }),
  );
  const after = offsetPage.pagination.next_cursor!;
  const lastRow = offsetPage.items.at(-1)!;
  const deep = await products.listProducts(
    scope,
    ZListProductsInput.parse({ after, page_size: '100' }),
  );
  const expectedFirst = await database.sql<{ code: string }>`
    SELECT code FROM products WHERE tenant_id = ${tenantId}
     ORDER BY created_at DESC, id DESC OFFSET ${depth} LIMIT 1`;
  if (deep.items[0]?.code !== expectedFirst[0]?.code) throw new Error('cursor page is wrong');
  report(
    `list: cursor page at depth ${depth.toLocaleString('en')}`,
    await latency(() =>
      products.listProducts(scope, ZListProductsInput.parse({ after, page_size: '100' })),
    ),
    await latency(() =>
      rawPage(
        sql`(p.created_at, p.id) < (${new Date(lastRow.created_at)}::timestamptz, ${lastRow.id}::uuid)`,
        newest,
        false,
      ),
    ),
    'p50 < 15 ms, p99 < 50 ms, <= 2x',
  );

  // 3. A product with all its values: the product, and its attribute rows (80, one page).
  const productAt = (i: number) => pick(catalog.productIds, i);
  report(
    'get: product + all its attribute value rows',
    await latency((i) =>
      Promise.all([
        products.getProduct(scope, { id: productAt(i) }),
        productValues.listProductValues(scope, {
          productId: productAt(i),
          page: 1,
          page_size: 100,
        }),
      ]),
    ),
    await latency((i) =>
      Promise.all([
        database.sql`
          SELECT p.*, f.code AS family_code, f.name AS family_name,
                 (SELECT array_agg(category_id) FROM product_categories pc
                   WHERE pc.tenant_id = p.tenant_id AND pc.product_id = p.id) AS categories
            FROM products p
            JOIN product_families f ON f.tenant_id = p.tenant_id AND f.id = p.product_family_id
           WHERE p.tenant_id = ${tenantId} AND p.id = ${productAt(i)}`,
        database.sql`
          SELECT a.*, fa.is_mandatory, fa.is_overridable,
                 (SELECT array_agg(channel_id) FROM family_attribute_channels fac
                   WHERE fac.family_id = fa.family_id AND fac.attribute_id = fa.attribute_id)
                   AS channels
            FROM products p
            JOIN family_attributes fa
              ON fa.tenant_id = p.tenant_id AND fa.family_id = p.product_family_id
            JOIN attributes a ON a.tenant_id = fa.tenant_id AND a.id = fa.attribute_id
           WHERE p.tenant_id = ${tenantId} AND p.id = ${productAt(i)}`,
      ]),
    ),
    'p50 < 5 ms',
  );

  // 4. A partial update of 10 values (text attributes of the family), with completeness and
  // a revision; the baseline is the one UPDATE of the same 10 values in the document.
  const textsOf = (productIndex: number) =>
    catalog.familyAttributes[productIndex % catalog.familyIds.length]!.filter(
      (a) => a.type === 'text' && !a.perLocale && !a.perChannel,
    ).slice(0, 10);
  let round = 0;
  const tenValues = (i: number) => {
    const index = (i * 7919) % catalog.productIds.length;
    round++;
    return {
      productId: catalog.productIds[index]!,
      attributes: textsOf(index).map((a) => ({
        attribute_id: a.id,
        values: [{ channel: '$default', locale: '$default', data: { value: `v${round}` } }],
      })),
    };
  };
  if (tenValues(0).attributes.length !== 10) throw new Error('a family lacks 10 text attributes');
  report(
    'patch: 10 values + completeness + revision',
    await latency((i) => productValues.patchProductValues(scope, tenValues(i))),
    await latency((i) => {
      const { productId, attributes } = tenValues(i);
      const patch = Object.fromEntries(
        attributes.map((a) => [a.attribute_id, { $default: { $default: a.values[0]!.data } }]),
      );
      return database.sql`
        UPDATE products SET raw_values = raw_values || ${JSON.stringify(patch)}::jsonb,
               modified_at = now()
         WHERE tenant_id = ${tenantId} AND id = ${productId}`;
    }),
    'p50 < 20 ms',
  );
  const [revisions] = await database.sql<{ n: string }>`
    SELECT count(*)::text AS n FROM product_revisions WHERE tenant_id = ${tenantId}`;
  console.log(`(${revisions!.n} revisions written by the patches)`);
} finally {
  await database.close();
  await pg.stop();
}
