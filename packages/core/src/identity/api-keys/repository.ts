// The only place the API key domain touches Prisma. Every where names the tenant, also for
// lookups by id and for the owning service account.
import type { DbTx, Prisma } from '@pim/db';
import { findPage, containsText } from '../../platform/shared/index.ts';
import type { ApiKeyStatus, ListApiKeysInput } from './schemas.ts';

export const apiKeyInclude = {
  serviceAccount: { select: { id: true, code: true, name: true } },
} satisfies Prisma.ApiKeyInclude;

export type ApiKeyRow = Prisma.ApiKeyGetPayload<{ include: typeof apiKeyInclude }>;

/** The stored condition behind each shown status; `expired` is an active key past expires_at. */
function statusWhere(status: ApiKeyStatus, now: Date): Prisma.ApiKeyWhereInput {
  switch (status) {
    case 'revoked':
      return { status: 'revoked' };
    case 'expired':
      return { status: 'active', expiresAt: { lte: now } };
    case 'active':
      return { status: 'active', OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  }
}

export async function listApiKeys(db: DbTx, tenantId: string, input: ListApiKeysInput, now: Date) {
  const filters: Prisma.ApiKeyWhereInput[] = [];
  if (input.status?.length) {
    filters.push({ OR: [...new Set(input.status)].map((s) => statusWhere(s, now)) });
  }
  if (input.search) {
    filters.push({
      OR: [{ name: containsText(input.search) }, { keyPrefix: containsText(input.search) }],
    });
  }
  const where: Prisma.ApiKeyWhereInput = {
    tenantId,
    ...(input.service_account_id ? { serviceAccountId: input.service_account_id } : {}),
    AND: filters,
  };
  return findPage(
    input,
    (window) => db.apiKey.findMany({ where, include: apiKeyInclude, ...window }),
    () => db.apiKey.count({ where }),
  );
}

export function findApiKey(db: DbTx, tenantId: string, id: string) {
  return db.apiKey.findFirst({ where: { id, tenantId }, include: apiKeyInclude });
}

export function findServiceAccountId(db: DbTx, tenantId: string, id: string) {
  return db.serviceAccount.findFirst({ where: { id, tenantId }, select: { id: true } });
}

export function createApiKey(db: DbTx, data: Prisma.ApiKeyUncheckedCreateInput) {
  return db.apiKey.create({ data, include: apiKeyInclude });
}

export function updateApiKey(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.ApiKeyUpdateManyMutationInput,
) {
  return db.apiKey.update({ where: { id, tenantId }, data, include: apiKeyInclude });
}

export async function deleteApiKey(db: DbTx, tenantId: string, id: string) {
  const { count } = await db.apiKey.deleteMany({ where: { id, tenantId } });
  return count > 0;
}
