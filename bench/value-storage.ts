// `pnpm bench:values`: how to store product attribute values (issue 9 asks to measure before
// deciding). Two layouts, on a fresh embedded PostgreSQL, with the same products and values:
//   rows: one row per scoped value (product, attribute, channel, locale) with its JSON data,
//         primary key on those four, an expression index for filtering on a value;
//   document: one JSON document of all a product's values per product (Akeneo's `raw_values`),
//         with a GIN index (jsonb_path_ops) for containment filters.
// Measured: load time (COPY) and size on disk; reading one product's values; changing one
// value; finding products by a value; a grid page of names. BENCH_PRODUCTS (default 20,000)
// products with 50 values each (10 localized in 3 locales, so 70 scoped values).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startEmbeddedPostgres } from '../packages/db/src/embedded-postgres.ts';
import { connectDatabase } from '../packages/db/src/index.ts';
import { type Sql, sql } from '../packages/db/src/sql.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2_000);
const LOCALES = ['en_US', 'fr_FR', 'de_DE'];
const COLORS = ['red', 'blue', 'green', 'black', 'white', 'yellow', 'grey', 'pink'];
const tenantId = randomUUID();
const attributes = Array.from({ length: 50 }, (_, i) => ({
  id: randomUUID(),
  code: i === 0 ? 'name' : i === 1 ? 'color' : `attr_${i}`,
  localized: i >= 2 && i < 12,
}));
const products = Array.from({ length: PRODUCTS }, () => randomUUID());

/** The scoped values of one product: [attribute id, channel, locale, data]. */
function valuesOf(index: number): [string, string, string, object][] {
  return attributes.flatMap((a, i) => {
    const data =
      a.code === 'name'
        ? { value: `Product ${index}` }
        : a.code === 'color'
          ? { value: COLORS[index % COLORS.length] }
          : { value: `value ${i} of product ${index}` };
    return a.localized
      ? LOCALES.map((l): [string, string, string, object] => [a.id, '$default', l, data])
      : [[a.id, '$default', '$default', data]];
  });
}

/** The document layout: {attribute id: {channel: {locale: data}}}. */
function documentOf(index: number): object {
  const doc: Record<string, Record<string, Record<string, object>>> = {};
  for (const [attribute, channel, locale, data] of valuesOf(index)) {
    ((doc[attribute] ??= {})[channel] ??= {})[locale] = data;
  }
  return doc;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** p50 and p99 of running `once` on SAMPLES random products, in ms. */
async function latency(once: (productIndex: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const [, ms] = await timed(() => once(Math.floor(Math.random() * PRODUCTS)));
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return `p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms`;
}

async function sizeOf(db: Sql, table: string) {
  const [row] = await db.query<{ size: string }>(
    sql`SELECT pg_size_pretty(pg_total_relation_size(${table}::regclass)) AS size`,
  );
  return row!.size;
}

const cluster = await startEmbeddedPostgres({ persistent: false });
const database = connectDatabase(cluster.connectionString, { max: 2 });
const db = database.sql;
try {
  await db`CREATE TABLE value_rows (
    tenant_id uuid NOT NULL, product_id uuid NOT NULL, attribute_id uuid NOT NULL,
    channel text NOT NULL, locale text NOT NULL, data jsonb NOT NULL,
    PRIMARY KEY (product_id, attribute_id, channel, locale))`;
  await db`CREATE TABLE value_documents (
    id uuid PRIMARY KEY, tenant_id uuid NOT NULL, raw_values jsonb NOT NULL)`;
  const color = attributes[1]!.id;
  const name = attributes[0]!.id;

  const [, rowsLoad] = await timed(async () => {
    await db.copyFrom(
      'value_rows',
      ['tenant_id', 'product_id', 'attribute_id', 'channel', 'locale', 'data'],
      (function* () {
        for (const [index, id] of products.entries()) {
          for (const value of valuesOf(index)) yield [tenantId, id, ...value];
        }
      })(),
    );
    await db`CREATE INDEX value_rows_filter ON value_rows (tenant_id, attribute_id, (data->>'value'))`;
  });
  const [, docsLoad] = await timed(async () => {
    await db.copyFrom(
      'value_documents',
      ['id', 'tenant_id', 'raw_values'],
      (function* () {
        for (const [index, id] of products.entries()) yield [id, tenantId, documentOf(index)];
      })(),
    );
    await db`CREATE INDEX value_documents_filter ON value_documents USING gin (raw_values jsonb_path_ops)`;
  });
  await db`ANALYZE`;
  const scoped = valuesOf(0).length;
  console.log(`${PRODUCTS} products x ${scoped} scoped values (${PRODUCTS * scoped} value rows)`);
  const row = (label: string, rows: string, docs: string) =>
    console.log(`${label.padEnd(34)} rows: ${rows.padEnd(30)} document: ${docs}`);
  row(
    'load by COPY + index',
    `${(rowsLoad / 1000).toFixed(1)} s`,
    `${(docsLoad / 1000).toFixed(1)} s`,
  );
  row('size with indexes', await sizeOf(db, 'value_rows'), await sizeOf(db, 'value_documents'));
  row(
    "read one product's values",
    await latency(
      (i) => db`SELECT attribute_id, channel, locale, data FROM value_rows
      WHERE product_id = ${products[i]}`,
    ),
    await latency((i) => db`SELECT raw_values FROM value_documents WHERE id = ${products[i]}`),
  );
  row(
    'change one value',
    await latency(
      (i) => db`UPDATE value_rows SET data = ${JSON.stringify({ value: 'x' })}::jsonb
      WHERE product_id = ${products[i]} AND attribute_id = ${color}
        AND channel = '$default' AND locale = '$default'`,
    ),
    await latency(
      (i) => db`UPDATE value_documents
      SET raw_values = jsonb_set(raw_values, ARRAY[${color}, '$default', '$default'],
                                 ${JSON.stringify({ value: 'x' })}::jsonb)
      WHERE id = ${products[i]}`,
    ),
  );
  row(
    'find 100 products by a value',
    await latency(
      () => db`SELECT product_id FROM value_rows
      WHERE tenant_id = ${tenantId} AND attribute_id = ${color} AND data->>'value' = 'blue'
      LIMIT 100`,
    ),
    await latency(
      () => db`SELECT id FROM value_documents
      WHERE raw_values @> ${JSON.stringify({ [color]: { $default: { $default: { value: 'blue' } } } })}::jsonb
      LIMIT 100`,
    ),
  );
  row(
    'grid page: 100 products with name',
    await latency(
      (i) => db`SELECT p.id, v.data->>'value' AS name
      FROM unnest(${products.slice(i, i + 100)}::uuid[]) AS p(id)
      LEFT JOIN value_rows v ON v.product_id = p.id AND v.attribute_id = ${name}
       AND v.channel = '$default' AND v.locale = '$default'`,
    ),
    await latency(
      (i) => db`SELECT id, raw_values->${name}->'$default'->'$default'->>'value' AS name
      FROM value_documents WHERE id = ANY(${products.slice(i, i + 100)}::uuid[])`,
    ),
  );
} finally {
  await database.close();
  await cluster.stop();
}
