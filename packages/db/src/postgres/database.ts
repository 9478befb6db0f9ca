import pg from 'pg';
import { SUPERUSER, SUPERUSER_PASSWORD } from './server-process.js';

export function connectionUrl(port: number, database: string): string {
  return `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** Creates the application database unless it exists (tolerating a concurrent creator). */
export async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: connectionUrl(port, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return;
    await client
      .query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
      .catch((error: unknown) => {
        if ((error as { code?: string }).code !== '42P04') throw error;
      });
  } finally {
    await client.end();
  }
}
