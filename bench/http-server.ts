// The server half of bench/http.ts, in its own process so the load generator does not
// share its event loop: a fresh embedded PostgreSQL with demo data, the real API, and one
// bare route on the same Fastify instance that returns the same JSON as /v1/auth/me, and a
// plain Fastify route that does the same real work as /v1/auth/me (authentication against
// the database, the same answer) without tRPC, the REST adapter or the procedure ladder.
import {
  auth,
  authenticate,
  bearerToken,
  hashPassword,
  loadAuthConfig,
} from '../packages/core/src/index.ts';
import { connectDatabase } from '../packages/db/src/index.ts';
import { startEmbeddedPostgres } from '../packages/db/src/embedded-postgres.ts';
import { deployMigrations } from '../packages/db/src/migrate/index.ts';
import { seedDatabase } from '../packages/db/src/seed/index.ts';
import { buildServer } from '../apps/api/src/server.ts';
import { signInAdmin } from './support.ts';

const pg = await startEmbeddedPostgres({ persistent: false });
await deployMigrations(pg.connectionString);
const database = connectDatabase(pg.connectionString, { max: 10 });
await seedDatabase(database.prisma, { hashPassword });
const config = loadAuthConfig({}, 'bench-secret-bench-secret-bench-secret-0123');
const app = await buildServer({
  database,
  config,
  logLevel: 'warn',
  // The limiter still runs on every request; it just never trips during the load.
  rateLimit: { max: 1_000_000_000, windowMs: 60_000 },
});

let bareBody = '';
app.get('/bench/bare', async (_request, reply) => reply.type('application/json').send(bareBody));
app.get('/bench/authed', async (request, reply) => {
  const principal = await authenticate(
    database.sql,
    config,
    bearerToken(request.headers.authorization),
  );
  const body = JSON.stringify({ success: true, data: auth.describeMe(principal) });
  return reply.type('application/json').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;

const token = await signInAdmin(base);
bareBody = await (
  await fetch(`${base}/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } })
).text();

const ready = { base, token, bytes: bareBody.length, database: pg.connectionString };
process.stdout.write(`${JSON.stringify(ready)}\n`);
const shutdown = async () => {
  await app.close();
  await database.close();
  await pg.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
