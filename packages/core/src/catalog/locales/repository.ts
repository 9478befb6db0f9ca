// The only place locales touch Prisma. The table is reference data written by the migration
// that created it: the same rows for every tenant, never changed by the API.
import type { DbTx } from '@pim/db';

export const listAllLocales = (db: DbTx) =>
  db.locale.findMany({ select: { id: true, code: true }, orderBy: { code: 'asc' } });
