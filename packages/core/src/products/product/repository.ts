// The only place products touch Prisma: the code lookup (the writes are SQL: write/).
// Every query names the tenant; deleted products are never read.
import type { DbTx } from '@pim/db';

export const findProductByCode = (db: DbTx, tenantId: string, code: string) =>
  db.product.findFirst({ where: { tenantId, code, deletedAt: null }, select: { id: true } });
