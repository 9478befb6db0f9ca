// Assets: assets.*. The upload takes the file as the raw REST body (meta.rawBody) and the download
// answers its bytes (meta.rawResponse); over tRPC, which speaks JSON, the upload's bytes cannot be
// sent and the download is refused after its lookup.
import {
  assets,
  ZAsset,
  ZAssetContent,
  ZAssetIdInput,
  ZAssetListItem,
  ZAssetUsages,
  ZListAssetsInput,
  zPageOf,
  ZUploadAssetInput,
} from '@pim/core';
import { z } from 'zod';
import { restOnlyDownload } from '../../../trpc/downloads.ts';
import { router } from '../../../trpc/init.ts';
import { operations } from '../../../trpc/operations.ts';
import { tenantProcedure } from '../../../trpc/procedures.ts';

const op = operations({ domain: 'assets', tag: 'Assets', resource: 'catalog.assets' });

export const assetsRouter = router({
  list: tenantProcedure
    .meta(
      op.read(
        '/assets',
        'List assets with how much each is used (search in file names, content_type prefix such as image/)',
      ),
    )
    .input(ZListAssetsInput)
    .output(zPageOf(ZAssetListItem))
    .query(({ ctx, input }) => assets.listAssets(ctx, input)),

  create: tenantProcedure
    .meta(
      op.write(
        'POST',
        '/assets',
        'Upload a file as the raw request body (?filename=; images and PDF; the type is read from the bytes)',
        { rawBody: 'asset' },
      ),
    )
    .input(ZUploadAssetInput)
    .output(ZAsset)
    .mutation(({ ctx, input }) => assets.uploadAsset(ctx, input)),

  get: tenantProcedure
    .meta(op.read('/assets/{id}', 'Get an asset'))
    .input(ZAssetIdInput)
    .output(ZAsset)
    .query(({ ctx, input }) => assets.getAsset(ctx, input)),

  usages: tenantProcedure
    .meta(
      op.read(
        '/assets/{id}/usages',
        'Where an asset is used: the categories, products and variants showing it (what a delete is refused for)',
      ),
    )
    .input(ZAssetIdInput)
    .output(ZAssetUsages)
    .query(({ ctx, input }) => assets.getAssetUsages(ctx, input)),

  delete: tenantProcedure
    .meta(
      op.write(
        'DELETE',
        '/assets/{id}',
        'Soft delete an asset (409 in_use while a category image or a media value uses it)',
      ),
    )
    .input(ZAssetIdInput)
    .output(z.void())
    .mutation(({ ctx, input }) => assets.deleteAsset(ctx, input)),

  content: tenantProcedure
    .meta(
      op.read('/assets/{id}/content', "Download an asset's bytes (REST only)", {
        rawResponse: true,
      }),
    )
    .input(ZAssetIdInput)
    .output(ZAssetContent)
    .query(async ({ ctx, input }) =>
      restOnlyDownload(
        ctx,
        await assets.readAssetContent(ctx, input),
        `Download the bytes from GET /v1/assets/${input.id}/content`,
      ),
    ),
});
