// Attribute rules: codes unique among the tenant's live attributes; `code`, `type` and the scope
// flags fixed once created (values are stored by them); config checked against the type, with its
// defaults; a group named must be a live group of the tenant, locked FOR SHARE so it cannot be
// deleted meanwhile. An attribute still used by a live product family (member, variant axis,
// display attribute) is not deleted (409 in_use): the delete locks it FOR UPDATE, and families lock
// the attributes they take FOR SHARE.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound, validationError } from '../../platform/errors/index.ts';
import type { AttributeType } from '../../platform/limits.ts';
import {
  listSome,
  pageOf,
  type Page,
  lockLiveRow,
  ACTIVE_INACTIVE,
  checkTransition,
  withUniqueField,
} from '../../platform/shared/index.ts';
import {
  type TranslationListDto,
  translationsOf,
  updateTranslations,
} from '../translations/index.ts';
import { parseAttributeConfig } from './config.ts';
import { toAttributeDto } from './mappers.ts';
import * as repo from './repository.ts';
import {
  FIXED_FIELDS,
  type AttributeDto,
  type AttributeIdInput,
  type AttributeStatusInput,
  type AttributeTranslationsInput,
  type CreateAttributeInput,
  type ListAttributesInput,
  type UpdateAttributeInput,
} from './schemas.ts';

const WHAT = 'Attribute';
const duplicateCode = (code: string) => `An attribute with the code ${code} already exists`;

async function loadAttribute({ db, tenantId }: TenantScope, id: string) {
  const row = await repo.findAttribute(db.prisma, tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

/** The config with the type's defaults; 400 on `config.<key>` when it does not fit the type. */
function configFor(type: AttributeType, config: unknown): Record<string, unknown> {
  const parsed = parseAttributeConfig(type, config);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    ...issue,
    path: ['config', ...issue.path],
  }));
  throw validationError(issues, { config });
}

/** Locks the live group FOR SHARE; 400 invalid_reference when the tenant has none. */
async function lockGroup({ db, tenantId }: TenantScope, groupId: string) {
  if (!(await lockLiveRow(db.sql, 'attribute_groups', tenantId, groupId, 'share'))) {
    throw new AppError('invalid_reference', `No attribute group ${groupId}`, {
      field: 'attribute_group_id',
    });
  }
}

export async function listAttributes(
  { db, tenantId }: TenantScope,
  input: ListAttributesInput,
): Promise<Page<AttributeDto>> {
  const { rows, total } = await repo.listAttributes(db.prisma, tenantId, input);
  return pageOf(rows.map(toAttributeDto), input.page, input.page_size, total);
}

export async function getAttribute(
  scope: TenantScope,
  input: AttributeIdInput,
): Promise<AttributeDto> {
  return toAttributeDto(await loadAttribute(scope, input.id));
}

export async function createAttribute(
  scope: TenantScope,
  input: CreateAttributeInput,
): Promise<AttributeDto> {
  const config = configFor(input.type, input.config);
  if (await repo.findAttributeByCode(scope.db.prisma, scope.tenantId, input.code)) {
    throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
  }
  return inTransaction(scope, async (tx) => {
    if (input.attribute_group_id) await lockGroup(tx, input.attribute_group_id);
    const row = await withUniqueField('code', duplicateCode(input.code), () =>
      repo.createAttribute(
        tx.db.prisma,
        tx.tenantId,
        {
          code: input.code,
          name: input.name,
          description: input.description ?? null,
          type: input.type,
          attributeGroupId: input.attribute_group_id ?? null,
          config,
          valuePerChannel: input.value_per_channel,
          valuePerLocale: input.value_per_locale,
          isUnique: input.is_unique,
          sortOrder: input.sort_order,
        },
        actorOf(tx.principal),
      ),
    );
    return toAttributeDto(row);
  });
}

/** code, type and the flags may be sent, but only with the value they have. */
function checkFixedFields(current: repo.AttributeRow, input: UpdateAttributeInput) {
  const stored = {
    code: current.code,
    type: current.type,
    value_per_channel: current.valuePerChannel,
    value_per_locale: current.valuePerLocale,
    is_unique: current.isUnique,
  };
  for (const field of FIXED_FIELDS) {
    if (input[field] !== undefined && input[field] !== stored[field]) {
      throw new AppError(
        'invalid_value',
        `${field} cannot change after the attribute is created (its values are stored by it): create another attribute instead`,
        { field },
      );
    }
  }
}

export async function updateAttribute(
  scope: TenantScope,
  input: UpdateAttributeInput,
): Promise<AttributeDto> {
  return inTransaction(scope, async (tx) => {
    const current = await loadAttribute(tx, input.id);
    // The group first: a group that names nothing answers the same whatever else is sent.
    if (input.attribute_group_id) await lockGroup(tx, input.attribute_group_id);
    checkFixedFields(current, input);
    const config = input.config === undefined ? undefined : configFor(current.type, input.config);
    const row = await repo.updateAttribute(tx.db.prisma, tx.tenantId, input.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.attribute_group_id !== undefined
        ? { attributeGroupId: input.attribute_group_id }
        : {}),
      ...(config !== undefined ? { config } : {}),
      ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
      modifiedBy: actorOf(tx.principal),
    });
    if (!row) throw notFound(WHAT);
    return toAttributeDto(row);
  });
}

export async function setAttributeStatus(
  scope: TenantScope,
  input: AttributeStatusInput,
): Promise<AttributeDto> {
  const attribute = await loadAttribute(scope, input.id);
  if (!checkTransition(ACTIVE_INACTIVE, attribute.status, input.status)) {
    return toAttributeDto(attribute);
  }
  const row = await repo.updateAttribute(scope.db.prisma, scope.tenantId, input.id, {
    status: input.status,
    modifiedBy: actorOf(scope.principal),
  });
  if (!row) throw notFound(WHAT);
  return toAttributeDto(row);
}

/** What keeps an attribute from going, in words; empty when nothing does. */
function usesOf(users: Awaited<ReturnType<typeof repo.findAttributeUsers>>): string[] {
  const uses: string[] = [];
  if (users.families.length) uses.push(`in product families ${listSome(users.families)}`);
  if (users.variantFamilies.length) {
    uses.push(`a variant axis of variant families ${listSome(users.variantFamilies)}`);
  }
  if (users.displayFamilies.length) {
    uses.push(`the name or image attribute of product families ${listSome(users.displayFamilies)}`);
  }
  return uses;
}

/** Soft delete, once no live family uses the attribute (locked so none takes it meanwhile). */
export async function deleteAttribute(scope: TenantScope, input: AttributeIdInput): Promise<void> {
  await inTransaction(scope, async ({ db, tenantId, principal }) => {
    if (!(await lockLiveRow(db.sql, 'attributes', tenantId, input.id, 'update'))) {
      throw notFound(WHAT);
    }
    const uses = usesOf(await repo.findAttributeUsers(db.prisma, tenantId, input.id));
    if (uses.length) {
      throw new AppError(
        'in_use',
        `The attribute is still used: ${uses.join('; ')}. Take it out of them first`,
      );
    }
    await repo.updateAttribute(db.prisma, tenantId, input.id, {
      deletedAt: new Date(),
      modifiedBy: actorOf(principal),
    });
  });
}

export async function getAttributeTranslations(
  scope: TenantScope,
  input: AttributeIdInput,
): Promise<TranslationListDto> {
  return translationsOf((await loadAttribute(scope, input.id)).translations);
}

export const updateAttributeTranslations = (
  scope: TenantScope,
  input: AttributeTranslationsInput,
): Promise<TranslationListDto> =>
  updateTranslations(scope, { table: 'attributes', id: input.id, what: WHAT }, input.translations);
