// `pnpm bench:revisions`: what a product's revision history costs in storage. One product of
// the enrichment catalog gets BENCH_VARIANTS (default 600) variants, one create at a time
// through the service (as the API and a variants import do: one revision each), then
// BENCH_CHANGES (default 100) one-field changes (its rating). Printed: the bytes of its
// product_revisions rows (pg_column_size of each row), the largest row, the bytes of a
// one-field change's revision, and the table's size on disk.
import { performance } from 'node:perf_hooks';
import { hashPassword, productValues, variants } from '../packages/core/src/index.ts';
import { connectDatabase } from '../packages/db/src/index.ts';
import { startEmbeddedPostgres } from '../packages/db/src/embedded-postgres.ts';
import { deployMigrations } from '../packages/db/src/migrate/index.ts';
import {
  createAttributeOption,
  createEnrichmentCatalog,
  createProduct,
  seedDatabase,
} from '../packages/db/src/seed/index.ts';
import { benchPrincipal, createBenchTenant } from './support.ts';

const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 600);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
const COLORS = 30;

interface Sizes {
  rows: number;
  /** Stored (after TOAST compression) and as JSON text. */
  total: number;
  largest: number;
  raw: number;
  raw_largest: number;
  change_total: number;
  change_max: number;
  table: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const pg = await startEmbeddedPostgres({ persistent: false });
await deployMigrations(pg.connectionString);
const database = connectDatabase(pg.connectionString, { max: 2 });
try {
  await seedDatabase(database.prisma, { hashPassword });
  const tenantId = await createBenchTenant(database, { code: 'bench', name: 'Bench' });
  const cat = await createEnrichmentCatalog(database.prisma, tenantId);
  const sizes = Math.ceil(VARIANTS / COLORS);
  for (let i = 0; i < COLORS; i++) {
    await createAttributeOption(database.prisma, cat.attributes.color, { code: `c${i}` });
  }
  for (let i = 0; i < sizes; i++) {
    await createAttributeOption(database.prisma, cat.attributes.size, { code: `s${i}` });
  }
  const product = await createProduct(database.prisma, cat.family, {
    variantFamilyId: cat.variantFamily.id,
  });
  const principal = await benchPrincipal(database, tenantId);
  const scope = { db: database, principal, source: 'api' as const, tenantId };

  const createStart = performance.now();
  for (let i = 0; i < VARIANTS; i++) {
    await variants.createVariant(scope, {
      productId: product.id,
      sku: `bench-${product.id.slice(0, 8)}-${i}`,
      axis_values: [
        { axis_code: 'color', option_code: `c${i % COLORS}` },
        { axis_code: 'size', option_code: `s${Math.floor(i / COLORS)}` },
      ],
    });
  }
  const createMs = performance.now() - createStart;
  const [{ last_create }] = (await database.sql<{ last_create: number }>`
    SELECT max(revision_number) AS last_create FROM product_revisions
     WHERE tenant_id = ${tenantId} AND product_id = ${product.id}`) as [{ last_create: number }];

  const changeStart = performance.now();
  for (let i = 0; i < CHANGES; i++) {
    await productValues.patchProductValues(scope, {
      productId: product.id,
      attributes: [
        {
          attribute_id: cat.attributes.rating.id,
          values: [{ channel: '$default', locale: '$default', data: { value: (i % 50) / 10 } }],
        },
      ],
    });
  }
  const changeMs = performance.now() - changeStart;

  const [s] = (await database.sql<Sizes>`
    SELECT count(*)::int AS rows,
           sum(pg_column_size(r.*))::int AS total,
           max(pg_column_size(r.*))::int AS largest,
           (sum(pg_column_size(r.*)) FILTER (WHERE r.revision_number > ${last_create}))::int
             AS change_total,
           (max(pg_column_size(r.*)) FILTER (WHERE r.revision_number > ${last_create}))::int
             AS change_max,
           sum(octet_length(row_to_json(r)::text))::int AS raw,
           max(octet_length(row_to_json(r)::text))::int AS raw_largest,
           pg_total_relation_size('product_revisions')::int AS table
      FROM product_revisions r
     WHERE r.tenant_id = ${tenantId} AND r.product_id = ${product.id}`) as [Sizes];
  console.log(
    `${VARIANTS} variant creates (${(createMs / 1000).toFixed(1)} s), then ${CHANGES} ` +
      `one-field changes (${(changeMs / 1000).toFixed(1)} s): ${s.rows} revisions`,
  );
  console.log(`revision rows of the product      ${kb(s.total).padStart(12)}   target < 5 MB`);
  console.log(`largest revision row              ${kb(s.largest).padStart(12)}`);
  console.log(`the rows as JSON text (raw)       ${kb(s.raw).padStart(12)}`);
  console.log(`largest row as JSON text          ${kb(s.raw_largest).padStart(12)}`);
  console.log(
    `one-field change, mean            ${kb(s.change_total / CHANGES).padStart(12)}   target < 4 KB`,
  );
  console.log(`one-field change, largest         ${kb(s.change_max).padStart(12)}`);
  console.log(`product_revisions on disk (table) ${kb(s.table).padStart(12)}`);
  if (process.env.BENCH_SHOW_ROWS) {
    const rows = await database.sql<{ n: number; keyframe: unknown; raw: number }>`
      SELECT revision_number AS n, row_to_json(r) ->> 'keyframe' AS keyframe,
             octet_length(row_to_json(r)::text) AS raw
        FROM product_revisions r
       WHERE r.tenant_id = ${tenantId} AND r.product_id = ${product.id} ORDER BY 1`;
    console.log(rows.map((r) => `${r.n}:${r.keyframe}:${r.raw}`).join(' '));
  }
} finally {
  await database.close();
  await pg.stop();
}
