import { hashPassword, loadAuthConfig, authenticate } from '/work/main/packages/core/src/index.ts';
import { findSessionIdentity } from '/work/main/packages/core/src/access/repository.ts';
import { connectDatabase } from '/work/main/packages/db/src/index.ts';
import { startEmbeddedPostgres } from '/work/main/packages/db/src/embedded-postgres.ts';
import { deployMigrations } from '/work/main/packages/db/src/migrate/index.ts';
import { seedDatabase } from '/work/main/packages/db/src/seed/index.ts';
import * as authSvc from '/work/main/packages/core/src/auth/service.ts';
import { verifyAccessToken } from '/work/main/packages/core/src/auth/tokens.ts';

const pg = await startEmbeddedPostgres({ persistent: false });
await deployMigrations(pg.connectionString);
const db = connectDatabase(pg.connectionString);
await seedDatabase(db.prisma, { hashPassword });
const config = loadAuthConfig({}, 'x'.repeat(40));
const tokens = await authSvc.login({ db: db.prisma, config }, { client_id: 'pim-api', email: 'admin@pim.local', password: 'admin-demo-pass' });
const claims = await verifyAccessToken(config, tokens.access_token);
async function time(name: string, n: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(name, ((performance.now() - t) / n).toFixed(3), 'ms/op');
}
await time('jwt verify', 2000, () => verifyAccessToken(config, tokens.access_token));
await time('prisma identity', 500, () => findSessionIdentity(db.pool, claims.sessionId, claims.userId, claims.tenantId));
await time('pg identity (same sql via pool)', 500, () => db.pool.query('SELECT 1'));
await time('prisma SELECT 1', 500, () => db.prisma.$queryRaw`SELECT 1`);
await time('authenticate', 500, () => authenticate(db.pool, config, tokens.access_token));
const r = await db.pool.query(`EXPLAIN ANALYZE SELECT u.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`, [claims.sessionId]);
console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));

const sql = `EXPLAIN (ANALYZE, SUMMARY) SELECT u.id AS user_id,
  COALESCE((SELECT array_agg(DISTINCT p.code ORDER BY p.code)
             FROM tenant_memberships m
             JOIN membership_roles mr ON mr.membership_id = m.id
             JOIN roles r ON r.id = mr.role_id AND r.status = 'active' AND r.deleted_at IS NULL
             JOIN role_permissions rp ON rp.role_id = r.id
             JOIN permissions p ON p.id = rp.permission_id AND p.status = 'active' AND p.deleted_at IS NULL
             JOIN sub_features sf ON sf.id = p.sub_feature_id AND sf.status = 'active' AND sf.deleted_at IS NULL
             JOIN features f ON f.id = p.feature_id AND f.status = 'active' AND f.deleted_at IS NULL
             WHERE m.user_id = u.id AND m.tenant_id = $2::uuid AND m.status = 'active'), '{}') AS permissions
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1::uuid`;
const r2 = await db.pool.query(sql, [claims.sessionId, claims.tenantId]);
console.log(r2.rows.map((x) => x['QUERY PLAN']).slice(-3).join('\n'));
await time('perm subquery only via pg', 300, () => db.pool.query(sql.replace('EXPLAIN (ANALYZE, SUMMARY) ', ''), [claims.sessionId, claims.tenantId]));
await time('perm subquery prepared', 300, () => db.pool.query({ name: 'perm', text: sql.replace('EXPLAIN (ANALYZE, SUMMARY) ', ''), values: [claims.sessionId, claims.tenantId] }));
await db.close(); await pg.stop();
