// API keys: credentials of a service account. The raw key is returned once, by create, and never
// stored or logged; only its SHA-256 hash is kept. Status moves: active <-> revoked; an expired key
// cannot become active until its expiry is in the future. A key carries its service account's
// permissions, so creating one or switching one back on is a grant: the caller must hold everything
// the account holds (access/authority.ts).
import {
  assertMayGrantServiceAccount,
  assertMayManageServiceAccount,
  actorOf,
  type TenantScope,
  generateApiKey,
} from '../../platform/access/index.ts';
import { isUniqueViolation, AppError, notFound } from '../../platform/errors/index.ts';
import { pageOf, type Page, checkTransition, type Moves } from '../../platform/shared/index.ts';
import { isPast, shownStatus, toApiKeyDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  ApiKeyIdInput,
  ApiKeyDto,
  ApiKeyStatus,
  ApiKeyStatusInput,
  CreateApiKeyInput,
  CreatedApiKeyDto,
  ListApiKeysInput,
  UpdateApiKeyInput,
} from './schemas.ts';

const MOVES: Moves<ApiKeyStatus> = {
  active: ['revoked'],
  revoked: ['active'],
  expired: ['revoked'],
};

const keyNotFound = () => notFound('API key');

/** An expiry must lie in the future: to stop a key now, revoke it. */
function futureExpiry(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  if (isPast(at)) {
    throw new AppError('invalid_value', 'expires_at must be in the future', {
      field: 'expires_at',
    });
  }
  return at;
}

export async function listApiKeys(
  { db: { prisma: db }, tenantId }: TenantScope,
  input: ListApiKeysInput,
): Promise<Page<ApiKeyDto>> {
  const { rows, total } = await repo.listApiKeys(db, tenantId, input, new Date());
  return pageOf(rows.map(toApiKeyDto), input.page, input.page_size, total);
}

export async function getApiKey(
  { db: { prisma: db }, tenantId }: TenantScope,
  { id }: ApiKeyIdInput,
): Promise<ApiKeyDto> {
  const row = await repo.findApiKey(db, tenantId, id);
  if (!row) throw keyNotFound();
  return toApiKeyDto(row);
}

export async function createApiKey(
  scope: TenantScope,
  input: CreateApiKeyInput,
): Promise<CreatedApiKeyDto> {
  const { tenantId, principal } = scope;
  const db = scope.db.prisma;
  const expiresAt = futureExpiry(input.expires_at) ?? null;
  if (!(await repo.findServiceAccountId(db, tenantId, input.service_account_id))) {
    throw new AppError('invalid_reference', 'No such service account in this tenant', {
      field: 'service_account_id',
    });
  }
  await assertMayGrantServiceAccount(scope, input.service_account_id, 'service_account_id');
  const actor = actorOf(principal);
  // A prefix collision (62^8 possibilities) is all but impossible; draw again if it happens.
  for (let attempt = 1; ; attempt += 1) {
    const key = generateApiKey();
    try {
      const row = await repo.createApiKey(db, {
        tenantId,
        serviceAccountId: input.service_account_id,
        name: input.name,
        description: input.description ?? null,
        keyPrefix: key.keyPrefix,
        secretHash: key.secretHash,
        expiresAt,
        createdBy: actor,
        modifiedBy: actor,
      });
      return { ...toApiKeyDto(row), raw_key: key.rawKey };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function updateApiKey(
  scope: TenantScope,
  input: UpdateApiKeyInput,
): Promise<ApiKeyDto> {
  const { tenantId, principal } = scope;
  const db = scope.db.prisma;
  const expiresAt = futureExpiry(input.expires_at);
  const current = await repo.findApiKey(db, tenantId, input.id);
  if (!current) throw keyNotFound();
  // A new expiry brings an expired key back to life: as much a grant as activating it.
  if (expiresAt !== undefined && shownStatus(current) === 'expired') {
    await assertMayGrantServiceAccount(scope, current.serviceAccountId, 'expires_at');
  } else {
    await assertMayManageServiceAccount(scope, current.serviceAccountId);
  }
  const row = await repo.updateApiKey(db, tenantId, input.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    modifiedBy: actorOf(principal),
  });
  return toApiKeyDto(row);
}

export async function deleteApiKey(scope: TenantScope, { id }: ApiKeyIdInput): Promise<void> {
  const { tenantId } = scope;
  const db = scope.db.prisma;
  const current = await repo.findApiKey(db, tenantId, id);
  if (!current) throw keyNotFound();
  await assertMayManageServiceAccount(scope, current.serviceAccountId);
  if (!(await repo.deleteApiKey(db, tenantId, id))) throw keyNotFound();
}

export async function setApiKeyStatus(
  scope: TenantScope,
  input: ApiKeyStatusInput,
): Promise<ApiKeyDto> {
  const { tenantId, principal } = scope;
  const db = scope.db.prisma;
  const row = await repo.findApiKey(db, tenantId, input.id);
  if (!row) throw keyNotFound();
  if (input.status === 'active' && isPast(row.expiresAt)) {
    throw new AppError(
      'invalid_transition',
      'This key has expired: move expires_at into the future before activating it',
      { field: 'status' },
    );
  }
  if (!checkTransition(MOVES, shownStatus(row), input.status)) return toApiKeyDto(row);
  if (input.status === 'active') {
    await assertMayGrantServiceAccount(scope, row.serviceAccountId, 'status');
  } else {
    await assertMayManageServiceAccount(scope, row.serviceAccountId);
  }
  const updated = await repo.updateApiKey(db, tenantId, input.id, {
    status: input.status,
    modifiedBy: actorOf(principal),
  });
  return toApiKeyDto(updated);
}
