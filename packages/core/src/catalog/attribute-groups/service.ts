// Attribute group rules: codes unique among the tenant's live groups; a group that still
// holds live attributes is not deleted (409 in_use). The delete locks the group FOR UPDATE
// and an attribute put into a group locks it FOR SHARE (attributes/service.ts), so a group
// is never deleted under an attribute joining it.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { pageOf, type Page, lockLiveRow, withUniqueField } from '../../platform/shared/index.ts';
import { toAttributeGroupDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  AttributeGroupDto,
  AttributeGroupIdInput,
  CreateAttributeGroupInput,
  ListAttributeGroupsInput,
  UpdateAttributeGroupInput,
} from './schemas.ts';

const WHAT = 'Attribute group';
const duplicateCode = (code: string) => `An attribute group with the code ${code} already exists`;

export async function listAttributeGroups(
  { db, tenantId }: TenantScope,
  input: ListAttributeGroupsInput,
): Promise<Page<AttributeGroupDto>> {
  const { rows, total } = await repo.listAttributeGroups(db.prisma, tenantId, input);
  return pageOf(rows.map(toAttributeGroupDto), input.page, input.page_size, total);
}

export async function getAttributeGroup(
  { db, tenantId }: TenantScope,
  input: AttributeGroupIdInput,
): Promise<AttributeGroupDto> {
  const row = await repo.findAttributeGroup(db.prisma, tenantId, input.id);
  if (!row) throw notFound(WHAT);
  return toAttributeGroupDto(row);
}

export async function createAttributeGroup(
  { db, tenantId, principal }: TenantScope,
  input: CreateAttributeGroupInput,
): Promise<AttributeGroupDto> {
  if (await repo.findAttributeGroupByCode(db.prisma, tenantId, input.code)) {
    throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
  }
  const row = await withUniqueField('code', duplicateCode(input.code), () =>
    repo.createAttributeGroup(
      db.prisma,
      tenantId,
      {
        code: input.code,
        name: input.name,
        description: input.description ?? null,
        sortOrder: input.sort_order,
      },
      actorOf(principal),
    ),
  );
  return toAttributeGroupDto(row);
}

export async function updateAttributeGroup(
  { db, tenantId, principal }: TenantScope,
  input: UpdateAttributeGroupInput,
): Promise<AttributeGroupDto> {
  const row = await repo.updateAttributeGroup(db.prisma, tenantId, input.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
    modifiedBy: actorOf(principal),
  });
  if (!row) throw notFound(WHAT);
  return toAttributeGroupDto(row);
}

/** Soft delete, under a lock that keeps attributes from joining the group meanwhile. */
export async function deleteAttributeGroup(
  scope: TenantScope,
  input: AttributeGroupIdInput,
): Promise<void> {
  await inTransaction(scope, async ({ db, tenantId, principal }) => {
    if (!(await lockLiveRow(db.sql, 'attribute_groups', tenantId, input.id, 'update'))) {
      throw notFound(WHAT);
    }
    const attributes = await repo.countGroupAttributes(db.prisma, tenantId, input.id);
    if (attributes) {
      throw new AppError(
        'in_use',
        `${attributes} attribute(s) are in this group: move them to another group or delete them first`,
      );
    }
    await repo.updateAttributeGroup(db.prisma, tenantId, input.id, {
      deletedAt: new Date(),
      modifiedBy: actorOf(principal),
    });
  });
}
