// The only place channels touch Prisma. Every query names the tenant; deleted channels are
// never read. A channel is read with its tree and its locale ids (by position) in the same
// query, so a page of channels is one query, not one per channel.
import type { DbTx, Prisma } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import { findPage, codeOrNameMatches } from '../../platform/shared/index.ts';
import type { ListChannelsInput } from './schemas.ts';

export const channelInclude = {
  tree: { select: { id: true, code: true, name: true } },
  locales: { select: { localeId: true }, orderBy: { position: 'asc' } },
} satisfies Prisma.ChannelInclude;
export type ChannelRow = Prisma.ChannelGetPayload<{ include: typeof channelInclude }>;

const live = (tenantId: string) => ({ tenantId, deletedAt: null });

export const findChannel = (db: DbTx, tenantId: string, id: string) =>
  db.channel.findFirst({ where: { ...live(tenantId), id }, include: channelInclude });

export const findChannelByCode = (db: DbTx, tenantId: string, code: string) =>
  db.channel.findFirst({ where: { ...live(tenantId), code }, select: { id: true } });

/**
 * A live channel by code as integration delivers it: its tree and its locale codes, in
 * order.
 */
export const findChannelToDeliver = (db: DbTx, tenantId: string, code: string) =>
  db.channel.findFirst({
    where: { ...live(tenantId), code },
    select: {
      id: true,
      code: true,
      categoryTreeId: true,
      locales: { select: { locale: { select: { code: true } } }, orderBy: { position: 'asc' } },
    },
  });

export function listChannels(db: DbTx, tenantId: string, input: ListChannelsInput) {
  const where: Prisma.ChannelWhereInput = {
    ...live(tenantId),
    ...codeOrNameMatches(input.search?.trim()),
    ...(input.status?.length ? { status: { in: input.status } } : {}),
  };
  return findPage(
    input,
    (window) => db.channel.findMany({ where, include: channelInclude, ...window }),
    () => db.channel.count({ where }),
  );
}

/** The channel_locales of these locale ids: `position` keeps the order they were given. */
const positioned = (localeIds: readonly string[]) =>
  localeIds.map((localeId, position) => ({ localeId, position }));

export const createChannel = (
  db: DbTx,
  tenantId: string,
  data: { categoryTreeId: string; code: string; name: string; description: string | null },
  localeIds: readonly string[],
  actor: ActorRef,
) =>
  db.channel.create({
    data: {
      tenantId,
      ...data,
      createdBy: actor,
      modifiedBy: actor,
      // The nested rows take tenant_id and channel_id from the channel.
      locales: { createMany: { data: positioned(localeIds) } },
    },
    include: channelInclude,
  });

/** Updates a live channel; false when there is none. */
export async function updateChannel(
  db: DbTx,
  tenantId: string,
  id: string,
  data: Prisma.ChannelUncheckedUpdateManyInput,
): Promise<boolean> {
  const { count } = await db.channel.updateMany({ where: { ...live(tenantId), id }, data });
  return count > 0;
}

/** Replaces the channel's locales with these, in this order. */
export async function replaceChannelLocales(
  db: DbTx,
  tenantId: string,
  channelId: string,
  localeIds: readonly string[],
) {
  await db.channelLocale.deleteMany({ where: { tenantId, channelId } });
  await db.channelLocale.createMany({
    data: positioned(localeIds).map((row) => ({ ...row, tenantId, channelId })),
  });
}

/** Takes the channel out of every family attribute that enables it; how many it was in. */
export async function removeChannelFromFamilies(db: DbTx, tenantId: string, channelId: string) {
  const { count } = await db.familyAttributeChannel.deleteMany({ where: { tenantId, channelId } });
  return count;
}
