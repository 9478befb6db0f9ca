// Channel operations: a channel shows one category tree in its ordered locales.
import {
  channels,
  ZChannel,
  ZChannelIdInput,
  ZChannelStatusInput,
  ZChannelTranslationsInput,
  ZCreateChannelInput,
  ZListChannelsInput,
  zPageOf,
  ZUpdateChannelInput,
} from '@pim/core';
import { z } from 'zod';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';
import { translationProcedures } from '../translations.ts';

const op = operations({ domain: 'catalog', tag: 'Channels', resource: 'catalog.channels' });

export const channelsRouter = router({
  list: tenantProcedure
    .meta(op.read('/channels', 'List channels', { topLevelPagination: true }))
    .input(ZListChannelsInput)
    .output(zPageOf(ZChannel))
    .query(({ ctx, input }) => channels.listChannels(ctx, input)),

  create: tenantProcedure
    .meta(op.write('POST', '/channels', 'Create a channel on a category tree, with its locales'))
    .input(ZCreateChannelInput)
    .output(ZChannel)
    .mutation(({ ctx, input }) => channels.createChannel(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/channels/{id}', 'Get a channel'))
    .input(ZChannelIdInput)
    .output(ZChannel)
    .query(({ ctx, input }) => channels.getChannel(ctx, input)),

  update: tenantProcedure
    .meta(op.write('PATCH', '/channels/{id}', 'Update a channel (locales replace the whole list)'))
    .input(ZUpdateChannelInput)
    .output(ZChannel)
    .mutation(({ ctx, input }) => channels.updateChannel(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        '/channels/{id}',
        'Soft-delete a channel (it is taken out of every family attribute)',
      ),
    )
    .input(ZChannelIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => channels.deleteChannel(ctx, input)),

  setStatus: tenantProcedure
    .meta(op.write('PATCH', '/channels/{id}/status', 'Change the status of a channel'))
    .input(ZChannelStatusInput)
    .output(ZChannel)
    .mutation(({ ctx, input }) => channels.setChannelStatus(ctx, input)),

  ...translationProcedures({
    op,
    path: '/channels/{id}',
    noun: 'a channel',
    idInput: ZChannelIdInput,
    translationsInput: ZChannelTranslationsInput,
    get: channels.getChannelTranslations,
    update: channels.updateChannelTranslations,
  }),
});
