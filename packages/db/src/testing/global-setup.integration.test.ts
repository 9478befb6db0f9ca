import pg from 'pg';
import { expect, inject, it } from 'vitest';

it('gives test workers a migrated database through both env and inject()', async () => {
  const url = inject('databaseUrl');
  expect(process.env.DATABASE_URL).toBe(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM _prisma_migrations WHERE finished_at IS NOT NULL',
    );
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    await client.query('SELECT 1 FROM users LIMIT 1');
  } finally {
    await client.end();
  }
});
