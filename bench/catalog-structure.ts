// `pnpm bench:catalog`: a category tree of about 10,000 categories, 6 levels deep (5 top-level
// categories, each the root of a 2,026-node subtree), with 20,000 products in its categories,
// loaded straight into a fresh embedded database (COPY); then, through the real HTTP API:
// (1) moving a whole 2,026-node subtree under another parent and back, several times (each
// move rewrites every path of the subtree in one statement), and to another tree;
// (2) listing the children of random categories (GET /v1/categories?parent_id=…&page_size=100):
// p50 and p99 over 1,000 sequential requests, then requests/s with concurrent connections.
// Targets (issue 8): a move under 500 ms; children list p99 under 20 ms.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { connectDatabase } from '../packages/db/src/index.ts';
import { createProductFamily } from '../packages/db/src/seed/catalog-factories.ts';
import { startBenchServer } from './server-process.ts';

const FAN_OUT = [5, 5, 4, 4, 4, 5]; // top-level categories, then children per level: 6 levels
const PRODUCTS = 20_000;
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 1_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Node {
  id: string;
  code: string;
  path: string;
  parentId: string | null;
  level: number;
  root: number;
}

const server = await startBenchServer();
const database = connectDatabase(server.database, { max: 2 });
const auth = { authorization: `Bearer ${server.token}` };
const me = (await (await fetch(`${server.base}/v1/auth/me`, { headers: auth })).json()) as {
  data: { active_tenant: { tenant_id: string } };
};
const tenantId = me.data.active_tenant.tenant_id;
const headers = { ...auth, 'x-tenant-id': tenantId, 'content-type': 'application/json' };

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text).data;
}

/** The tree, level by level (parents before children), codes holding `_` like real ones. */
function buildTree(): Node[] {
  const nodes: Node[] = [];
  let level: Node[] = [];
  for (let root = 0; root < FAN_OUT[0]!; root++) {
    const code = `top_${root}`;
    level.push({ id: randomUUID(), code, path: code, parentId: null, level: 1, root });
  }
  for (let depth = 1; depth < FAN_OUT.length; depth++) {
    nodes.push(...level);
    level = level.flatMap((parent) =>
      Array.from({ length: FAN_OUT[depth]! }, (_, i) => {
        const code = `${parent.code}_${i}`;
        return {
          id: randomUUID(),
          code,
          path: `${parent.path}/${code}`,
          parentId: parent.id,
          level: depth + 1,
          root: parent.root,
        };
      }),
    );
  }
  return [...nodes, ...level];
}

async function load() {
  const trees = [
    await call('POST', '/v1/category-trees', { code: 'bench_master', name: 'Master' }),
    await call('POST', '/v1/category-trees', { code: 'bench_other', name: 'Other' }),
  ] as { id: string }[];
  const nodes = buildTree();
  const started = performance.now();
  await database.sql.copyFrom(
    'categories',
    ['id', 'tenant_id', 'category_tree_id', 'parent_id', 'code', 'name', 'path'],
    nodes.map((n) => [
      n.id,
      tenantId,
      trees[0]!.id,
      n.parentId,
      n.code,
      `Category ${n.code}`,
      n.path,
    ]),
  );
  const family = await createProductFamily(database.prisma, tenantId, { code: 'bench_family' });
  const products = Array.from({ length: PRODUCTS }, (_, i) => [
    randomUUID(),
    tenantId,
    `bench_product_${i}`,
    family.id,
  ]);
  await database.sql.copyFrom(
    'products',
    ['id', 'tenant_id', 'code', 'product_family_id'],
    products,
  );
  const leaves = nodes.filter((n) => n.level === FAN_OUT.length);
  const inner = nodes.filter((n) => n.level === FAN_OUT.length - 2);
  await database.sql.copyFrom(
    'product_categories',
    ['tenant_id', 'product_id', 'category_id'],
    products.flatMap(([id], i) => [
      [tenantId, id, leaves[i % leaves.length]!.id],
      [tenantId, id, inner[i % inner.length]!.id],
    ]),
  );
  await database.sql`ANALYZE categories, products, product_categories`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `loaded ${nodes.length} categories (${FAN_OUT.length} levels), ${PRODUCTS} products, ` +
      `${PRODUCTS * 2} assignments in ${seconds} s`,
  );
  return { nodes, trees };
}

/** One PATCH, timed from the client; checks the moved category's new path. */
async function timedMove(id: string, body: Record<string, unknown>, expectedPath: string) {
  const started = performance.now();
  const moved = (await call('PATCH', `/v1/categories/${id}`, body)) as { path: string };
  const ms = performance.now() - started;
  if (moved.path !== expectedPath) throw new Error(`moved to ${moved.path}, not ${expectedPath}`);
  return ms;
}

async function moves(nodes: Node[], trees: { id: string }[]) {
  const subtreeSize = nodes.filter((n) => n.root === 0).length;
  const at = (root: number, level: number) =>
    nodes.find((n) => n.root === root && n.level === level)!;
  const plan: [string, Node, Record<string, unknown>, string][] = [];
  for (const [root, host, level] of [
    [0, 1, 3],
    [2, 3, 6],
    [4, 0, 2],
  ] as const) {
    const moved = at(root, 1);
    const under = at(host, level);
    plan.push([
      `top_${root} under a level-${level} category`,
      moved,
      { parent_id: under.id },
      `${under.path}/${moved.code}`,
    ]);
    plan.push([`top_${root} back to the top level`, moved, { parent_id: null }, moved.code]);
  }
  const top1 = at(1, 1);
  plan.push(['top_1 to another tree', top1, { category_tree_id: trees[1]!.id }, top1.code]);
  plan.push(['top_1 back', top1, { category_tree_id: trees[0]!.id }, top1.code]);
  console.log(`\nmoves of a ${subtreeSize}-category subtree (PATCH /v1/categories/{id}):`);
  const times: number[] = [];
  for (const [label, node, body, path] of plan) {
    const ms = await timedMove(node.id, body, path);
    times.push(ms);
    console.log(`  ${label.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms`);
  }
  const leaf = nodes.find((n) => n.root === 0 && n.level === FAN_OUT.length)!;
  const check = (await call('GET', `/v1/categories/${leaf.id}`)) as { path: string };
  if (check.path !== leaf.path) throw new Error(`deep path ${check.path}, expected ${leaf.path}`);
  return Math.max(...times);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function sequential(paths: () => string, count: number) {
  for (let i = 0; i < 100; i++) await call('GET', paths()); // warm-up (JIT, plan cache)
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call('GET', paths());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function concurrent(paths: () => string) {
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      { method: 'GET', headers, setupRequest: (request) => ({ ...request, path: paths() }) },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  const { nodes, trees } = await load();
  const worstMove = await moves(nodes, trees);
  const parents = nodes.filter((n) => n.level < FAN_OUT.length);
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const children = () => `/v1/categories?parent_id=${pick(parents).id}&page_size=100`;
  const treePage = () =>
    `/v1/categories?category_tree_id=${trees[0]!.id}&page_size=100&page=${1 + Math.floor(Math.random() * 100)}`;

  const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  console.log(`\nGET, ${SEQUENTIAL} sequential requests (random categories):`);
  const list = await sequential(children, SEQUENTIAL);
  console.log(`  children (parent_id, page_size=100)   p50 ${ms(list.p50)}   p99 ${ms(list.p99)}`);
  const page = await sequential(treePage, SEQUENTIAL);
  const label = `a page of 100 of the tree (${nodes.length})`.padEnd(37);
  console.log(`  ${label} p50 ${ms(page.p50)}   p99 ${ms(page.p99)}`);
  console.log(`\nGET children, ${CONNECTIONS} connections, ${DURATION} s:`);
  const burst = await concurrent(children);
  console.log(`  ${burst.rps.toFixed(0)} req/s   p50 ${burst.p50} ms   p99 ${burst.p99} ms`);
  console.log(
    `\nworst move ${worstMove.toFixed(0)} ms (target < 500 ms); ` +
      `children p99 ${list.p99.toFixed(1)} ms (target < 20 ms)`,
  );
} finally {
  await database.close();
  server.stop();
}
