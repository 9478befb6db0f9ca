// Channel rules: codes unique among the tenant's live channels; a channel sits on a live
// category tree of its tenant, held FOR SHARE while it is attached, so a concurrent tree
// delete (FOR UPDATE, then a count of its channels) either sees the channel or happens
// first; locales are known codes, each once, kept in the order given; a deleted channel is
// taken out of every family attribute in the same transaction.
import type { Database, DbTx } from '@pim/db';
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { productHooks } from '../product-hooks.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { localesByIds, resolveLocales } from '../locales/index.ts';
import {
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
import { toChannelDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  ChannelDto,
  ChannelIdInput,
  ChannelLocalesField,
  ChannelStatusInput,
  ChannelTranslationsInput,
  CreateChannelInput,
  ListChannelsInput,
  UpdateChannelInput,
} from './schemas.ts';

const WHAT = 'Channel';
const duplicateCode = (code: string) => `A channel with the code ${code} already exists`;

const dtoOf = async (db: DbTx, row: repo.ChannelRow): Promise<ChannelDto> =>
  toChannelDto(
    row,
    await localesByIds(
      db,
      row.locales.map((l) => l.localeId),
    ),
  );

async function loadChannel({ db, tenantId }: TenantScope, id: string) {
  const row = await repo.findChannel(db.prisma, tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

/**
 * The locale ids of a `locales` field, in order: an unknown code, or a code given a second
 * time, is 400 invalid_value on that item's `locale_code`.
 */
async function localeIdsOf(db: DbTx, locales: ChannelLocalesField): Promise<string[]> {
  const field = (index: number) => `locales.${index}.locale_code`;
  const codes = locales.map((l) => l.locale_code);
  const resolved = await resolveLocales(db, codes, field);
  codes.forEach((code, index) => {
    if (codes.indexOf(code) !== index) {
      throw new AppError('invalid_value', `The locale ${code} is given twice`, {
        field: field(index),
      });
    }
  });
  return resolved.map((l) => l.id);
}

/**
 * Locks the channel's tree FOR SHARE until the transaction ends; a tree that is not a live
 * tree of the tenant is 400 invalid_reference on `category_tree_id`.
 */
async function holdTree(db: Database, tenantId: string, treeId: string): Promise<void> {
  if (!(await lockLiveRow(db.sql, 'category_trees', tenantId, treeId, 'share'))) {
    throw new AppError('invalid_reference', `No category tree ${treeId} in this tenant`, {
      field: 'category_tree_id',
    });
  }
}

export async function listChannels(
  { db, tenantId }: TenantScope,
  input: ListChannelsInput,
): Promise<Page<ChannelDto>> {
  const { rows, total } = await repo.listChannels(db.prisma, tenantId, input);
  const items = await Promise.all(rows.map((row) => dtoOf(db.prisma, row)));
  return pageOf(items, input.page, input.page_size, total);
}

export async function getChannel(scope: TenantScope, input: ChannelIdInput): Promise<ChannelDto> {
  return dtoOf(scope.db.prisma, await loadChannel(scope, input.id));
}

export async function createChannel(
  scope: TenantScope,
  input: CreateChannelInput,
): Promise<ChannelDto> {
  const localeIds = await localeIdsOf(scope.db.prisma, input.locales);
  return inTransaction(scope, async ({ db, tenantId, principal }) => {
    await holdTree(db, tenantId, input.category_tree_id);
    if (await repo.findChannelByCode(db.prisma, tenantId, input.code)) {
      throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
    }
    const data = {
      categoryTreeId: input.category_tree_id,
      code: input.code,
      name: input.name,
      description: input.description ?? null,
    };
    const row = await withUniqueField('code', duplicateCode(input.code), () =>
      repo.createChannel(db.prisma, tenantId, data, localeIds, actorOf(principal)),
    );
    await productHooks().channelChanged(db, tenantId, row.id);
    return dtoOf(db.prisma, row);
  });
}

/** A partial update; `locales` replaces the whole list. */
export async function updateChannel(
  scope: TenantScope,
  input: UpdateChannelInput,
): Promise<ChannelDto> {
  const localeIds = input.locales && (await localeIdsOf(scope.db.prisma, input.locales));
  return inTransaction(scope, async (tx) => {
    const { db, tenantId, principal } = tx;
    // The channel first: concurrent updates of one channel (its locales) run one after another.
    if (!(await lockLiveRow(db.sql, 'channels', tenantId, input.id, 'update'))) {
      throw notFound(WHAT);
    }
    if (input.category_tree_id !== undefined) await holdTree(db, tenantId, input.category_tree_id);
    await repo.updateChannel(db.prisma, tenantId, input.id, {
      ...(input.category_tree_id !== undefined ? { categoryTreeId: input.category_tree_id } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      modifiedBy: actorOf(principal),
    });
    if (localeIds) {
      await repo.replaceChannelLocales(db.prisma, tenantId, input.id, localeIds);
      await productHooks().channelChanged(db, tenantId, input.id);
    }
    return dtoOf(db.prisma, await loadChannel(tx, input.id));
  });
}

export async function setChannelStatus(
  scope: TenantScope,
  input: ChannelStatusInput,
): Promise<ChannelDto> {
  const channel = await loadChannel(scope, input.id);
  if (!checkTransition(ACTIVE_INACTIVE, channel.status, input.status)) {
    return dtoOf(scope.db.prisma, channel);
  }
  const updated = await inTransaction(scope, async ({ db, tenantId, principal }) => {
    const row = await repo.updateChannel(db.prisma, tenantId, input.id, {
      status: input.status,
      modifiedBy: actorOf(principal),
    });
    if (row) await productHooks().channelChanged(db, tenantId, input.id);
    return row;
  });
  if (!updated) throw notFound(WHAT);
  return getChannel(scope, input);
}

/**
 * Soft delete. A deleted channel enables nothing, so it leaves every family attribute in the
 * same transaction, under a lock that keeps a family from enabling it meanwhile.
 */
export async function deleteChannel(scope: TenantScope, input: ChannelIdInput): Promise<void> {
  await inTransaction(scope, async ({ db, tenantId, principal }) => {
    if (!(await lockLiveRow(db.sql, 'channels', tenantId, input.id, 'update'))) {
      throw notFound(WHAT);
    }
    await repo.removeChannelFromFamilies(db.prisma, tenantId, input.id);
    await repo.updateChannel(db.prisma, tenantId, input.id, {
      deletedAt: new Date(),
      modifiedBy: actorOf(principal),
    });
    await productHooks().channelChanged(db, tenantId, input.id);
  });
}

export async function getChannelTranslations(
  scope: TenantScope,
  input: ChannelIdInput,
): Promise<TranslationListDto> {
  return translationsOf((await loadChannel(scope, input.id)).translations);
}

export const updateChannelTranslations = (
  scope: TenantScope,
  input: ChannelTranslationsInput,
): Promise<TranslationListDto> =>
  updateTranslations(scope, { table: 'channels', id: input.id, what: WHAT }, input.translations);
