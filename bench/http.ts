// `pnpm bench:http`: GET /v1/auth/me through the whole stack (JWT, session and permission
// lookup, tRPC, the REST adapter, envelope) against a bare route of the same server that
// returns the same bytes, and against a plain Fastify route doing the same authentication
// query and answer. Prints requests/s, p50 and p99 latency, and the ratios.
// Targets: at least 2,000 req/s for /v1/auth/me on 2 cores (issue 2); at most 1.5x the plain
// authenticated route: the framework layers should cost little beside the real work (issue 7).
import autocannon from 'autocannon';
import { startBenchServer } from './server-process.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const ready = await startBenchServer(
  process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [],
);

async function measure(path: string, headers: Record<string, string>) {
  const url = `${ready.base}${path}`;
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 5 }); // warm-up (JIT, plan cache)
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  // BENCH_ONLY=me skips the bare route, e.g. to profile the full stack alone.
  const only = process.env.BENCH_ONLY;
  const bare = only === 'me' ? undefined : await measure('/bench/bare', {});
  const authed =
    only === 'me'
      ? undefined
      : await measure('/bench/authed', { authorization: `Bearer ${ready.token}` });
  const me = await measure('/v1/auth/me', { authorization: `Bearer ${ready.token}` });
  const trpc =
    only === 'me'
      ? undefined
      : await measure('/trpc/auth.me', { authorization: `Bearer ${ready.token}` });
  type Figures = Awaited<ReturnType<typeof measure>>;
  const row = (name: string, r: Figures) =>
    `${name.padEnd(16)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms`;
  console.log(`GET, ${CONNECTIONS} connections, ${DURATION} s each, ${ready.bytes}-byte body`);
  if (bare) console.log(row('bare route', bare));
  if (authed) console.log(row('plain authed', authed));
  console.log(row('/v1/auth/me', me));
  if (trpc) console.log(row('/trpc/auth.me', trpc));
  if (bare) {
    console.log(
      `ratio (bare / me): ${(bare.rps / me.rps).toFixed(2)}x   target: me >= 2000 req/s, ratio <= 3x`,
    );
  }
  if (authed) {
    console.log(
      `ratio (plain authed / me): ${(authed.rps / me.rps).toFixed(2)}x   target: <= 1.5x`,
    );
  }
} finally {
  ready.stop();
}
