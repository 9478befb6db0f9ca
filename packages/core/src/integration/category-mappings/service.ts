// Category mapping rules: a mapping hangs on a live connection of the tenant and maps a live
// category of the tenant, in the tree of the live channel it names by code, to a category of
// the other side. One mapping per connection, channel code and category (a unique index
// answers for concurrent creates). Mappings are deleted for good.
import { categoriesInTreeOrder, findCategory } from '../../catalog/categories/index.ts';
import { findChannelToDeliver } from '../../catalog/channels/index.ts';
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { type Page, pageOf, withUniqueField } from '../../platform/shared/index.ts';
import { isLiveConnection } from '../connections/index.ts';
import { toCategoryMappingDto, toChannelCategoryMappingDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  CategoryMappingDto,
  CategoryMappingIdInput,
  ChannelCategoryMappingsDto,
  ChannelCategoryMappingsInput,
  CreateCategoryMappingInput,
  ListCategoryMappingsInput,
  UpdateCategoryMappingInput,
} from './schemas.ts';

const WHAT = 'Category mapping';
const DUPLICATE =
  'This category already has a mapping for this connection and channel: update that one';

async function loadMapping({ db, tenantId }: TenantScope, id: string) {
  const row = await repo.findMapping(db.prisma, tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

/** The live channel of the tenant with this code; 400 invalid_reference on `channel_code`. */
async function channelOf({ db, tenantId }: TenantScope, code: string) {
  const channel = await findChannelToDeliver(db.prisma, tenantId, code);
  if (!channel) {
    throw new AppError('invalid_reference', `No channel ${code} in this tenant`, {
      field: 'channel_code',
    });
  }
  return channel;
}

export async function listCategoryMappings(
  scope: TenantScope,
  input: ListCategoryMappingsInput,
): Promise<Page<CategoryMappingDto>> {
  const filter = { connectionId: input.connection_id, channelCode: input.channel_code };
  const { rows, total } = await repo.listMappings(scope.db.prisma, scope.tenantId, filter, input);
  return pageOf(rows.map(toCategoryMappingDto), input.page, input.page_size, total);
}

export async function getCategoryMapping(
  scope: TenantScope,
  input: CategoryMappingIdInput,
): Promise<CategoryMappingDto> {
  return toCategoryMappingDto(await loadMapping(scope, input.id));
}

export async function createCategoryMapping(
  scope: TenantScope,
  input: CreateCategoryMappingInput,
): Promise<CategoryMappingDto> {
  const { db, tenantId, principal } = scope;
  if (!(await isLiveConnection(scope, input.connection_id))) {
    throw new AppError('invalid_reference', `No connection ${input.connection_id} in this tenant`, {
      field: 'connection_id',
    });
  }
  const category = await findCategory(db.prisma, tenantId, input.category_id);
  if (!category) {
    throw new AppError('invalid_reference', `No category ${input.category_id} in this tenant`, {
      field: 'category_id',
    });
  }
  const channel = await channelOf(scope, input.channel_code);
  if (category.categoryTreeId !== channel.categoryTreeId) {
    throw new AppError(
      'invalid_value',
      `The category ${category.code} is not in the category tree of the channel ${channel.code}`,
      { field: 'category_id' },
    );
  }
  const key = {
    connectionId: input.connection_id,
    channelCode: input.channel_code,
    categoryId: input.category_id,
  };
  if (await repo.findMappingOf(db.prisma, tenantId, key)) {
    throw new AppError('already_exists', DUPLICATE, { field: 'category_id' });
  }
  const row = await withUniqueField('category_id', DUPLICATE, () =>
    repo.createMapping(
      db.prisma,
      tenantId,
      {
        ...key,
        externalCategoryId: input.external_category_id,
        externalCategoryName: input.external_category_name ?? null,
        externalCategoryPath: input.external_category_path ?? null,
      },
      actorOf(principal),
    ),
  );
  return toCategoryMappingDto(row);
}

/** A partial update of the external side; `null` clears its name or path. */
export async function updateCategoryMapping(
  scope: TenantScope,
  input: UpdateCategoryMappingInput,
): Promise<CategoryMappingDto> {
  const { db, tenantId, principal } = scope;
  const updated = await repo.updateMapping(db.prisma, tenantId, input.id, {
    ...(input.external_category_id !== undefined
      ? { externalCategoryId: input.external_category_id }
      : {}),
    ...(input.external_category_name !== undefined
      ? { externalCategoryName: input.external_category_name }
      : {}),
    ...(input.external_category_path !== undefined
      ? { externalCategoryPath: input.external_category_path }
      : {}),
    modifiedBy: actorOf(principal),
  });
  if (!updated) throw notFound(WHAT);
  return getCategoryMapping(scope, input);
}

export async function deleteCategoryMapping(
  scope: TenantScope,
  input: CategoryMappingIdInput,
): Promise<void> {
  if (!(await repo.deleteMapping(scope.db.prisma, scope.tenantId, input.id))) throw notFound(WHAT);
}

/**
 * Every live category of the channel's tree in tree order (depth first, siblings by code),
 * each with the connection's mapping for that channel, or null.
 */
export async function channelCategoryMappings(
  scope: TenantScope,
  input: ChannelCategoryMappingsInput,
): Promise<ChannelCategoryMappingsDto> {
  const { db, tenantId } = scope;
  if (!(await isLiveConnection(scope, input.id))) throw notFound('Connection');
  const channel = await channelOf(scope, input.channel_code);
  const [categories, mappings] = await Promise.all([
    categoriesInTreeOrder(db.sql, tenantId, channel.categoryTreeId),
    repo.mappingsOfChannel(db.prisma, tenantId, input.id, input.channel_code),
  ]);
  const byCategory = new Map(mappings.map((row) => [row.categoryId, row]));
  return {
    items: categories.map((category) =>
      toChannelCategoryMappingDto(category, byCategory.get(category.id)),
    ),
  };
}
