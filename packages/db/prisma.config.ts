// The database URL stays out of this file on purpose: `env()` throws when DATABASE_URL is unset,
// which would break `prisma generate` on a fresh machine, where none is set yet.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations' },
});
