// Service accounts: machine identities of one tenant, holding roles of that tenant. Deleting
// one removes its role mappings and API keys with it; the identity epoch trigger makes those
// keys fail on the very next request. Its roles, and switching it back on, are grants: the
// caller must hold what they give (access/authority.ts).
import {
  assertMayGrantServiceAccount,
  assertMayManageServiceAccount,
  lockRolesToGrant,
  actorOf,
  inTransaction,
  type TenantScope,
} from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  pageOf,
  type Page,
  ACTIVE_INACTIVE,
  checkTransition,
  withUniqueField,
} from '../../platform/shared/index.ts';
import { toServiceAccountDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  ServiceAccountIdInput,
  CreateServiceAccountInput,
  ListServiceAccountsInput,
  ServiceAccountDto,
  ServiceAccountStatusInput,
  UpdateServiceAccountInput,
} from './schemas.ts';

const accountNotFound = () => notFound('Service account');

const duplicateCode = (code: string) =>
  new AppError('already_exists', `A service account with code ${code} already exists`, {
    field: 'code',
  });

export async function listServiceAccounts(
  { db: { prisma: db }, tenantId }: TenantScope,
  input: ListServiceAccountsInput,
): Promise<Page<ServiceAccountDto>> {
  const { rows, total } = await repo.listServiceAccounts(db, tenantId, input);
  return pageOf(rows.map(toServiceAccountDto), input.page, input.page_size, total);
}

export async function getServiceAccount(
  { db: { prisma: db }, tenantId }: TenantScope,
  { id }: ServiceAccountIdInput,
): Promise<ServiceAccountDto> {
  const row = await repo.findServiceAccount(db, tenantId, id);
  if (!row) throw accountNotFound();
  return toServiceAccountDto(row);
}

export async function createServiceAccount(
  scope: TenantScope,
  input: CreateServiceAccountInput,
): Promise<ServiceAccountDto> {
  const { tenantId, principal } = scope;
  const db = scope.db.prisma;
  if (await repo.findServiceAccountByCode(db, tenantId, input.code)) {
    throw duplicateCode(input.code);
  }
  const row = await withUniqueField(
    'code',
    `A service account with code ${input.code} already exists`,
    () =>
      inTransaction(scope, async (inTx) => {
        const tx = inTx.db.prisma;
        const roleIds = await lockRolesToGrant(inTx, input.role_ids);
        return repo.createServiceAccount(tx, {
          tenantId,
          code: input.code,
          name: input.name,
          description: input.description ?? null,
          roleIds,
          actor: actorOf(principal),
        });
      }),
  );
  return toServiceAccountDto(row);
}

export async function updateServiceAccount(
  scope: TenantScope,
  input: UpdateServiceAccountInput,
): Promise<ServiceAccountDto> {
  const { tenantId, principal } = scope;
  const actor = actorOf(principal);
  const row = await inTransaction(scope, async (inTx) => {
    const tx = inTx.db.prisma;
    // Locks first (roles/grant-locks.ts): nothing in this transaction has written yet.
    const roleIds = input.role_ids && (await lockRolesToGrant(inTx, input.role_ids));
    if (!(await repo.findServiceAccount(tx, tenantId, input.id))) throw accountNotFound();
    await assertMayManageServiceAccount(inTx, input.id);
    if (roleIds) {
      await repo.replaceRoles(tx, tenantId, input.id, roleIds, actor);
    }
    return repo.updateServiceAccount(tx, tenantId, input.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      modifiedBy: actor,
    });
  });
  return toServiceAccountDto(row);
}

export async function deleteServiceAccount(scope: TenantScope, { id }: ServiceAccountIdInput) {
  const { tenantId } = scope;
  const db = scope.db.prisma;
  if (!(await repo.findServiceAccount(db, tenantId, id))) throw accountNotFound();
  await assertMayManageServiceAccount(scope, id);
  if (!(await repo.deleteServiceAccount(db, tenantId, id))) throw accountNotFound();
}

export async function setServiceAccountStatus(
  scope: TenantScope,
  input: ServiceAccountStatusInput,
): Promise<ServiceAccountDto> {
  const { tenantId, principal } = scope;
  const db = scope.db.prisma;
  const row = await repo.findServiceAccount(db, tenantId, input.id);
  if (!row) throw accountNotFound();
  if (!checkTransition(ACTIVE_INACTIVE, row.status, input.status)) {
    return toServiceAccountDto(row);
  }
  if (input.status === 'active') await assertMayGrantServiceAccount(scope, row.id, 'status');
  else await assertMayManageServiceAccount(scope, row.id);
  const updated = await repo.updateServiceAccount(db, tenantId, input.id, {
    status: input.status,
    modifiedBy: actorOf(principal),
  });
  return toServiceAccountDto(updated);
}
