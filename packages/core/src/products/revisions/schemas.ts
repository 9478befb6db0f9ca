// Request and response shapes of a product's revisions: list, latest, one, restore.
import { z } from 'zod';
import { CHANGE_SOURCES } from '../../platform/limits.ts';
import { zActorRef, zId, zPage, zPageSize, zTimestamp } from '../../platform/shared/schemas.ts';

/** Revisions per page unless `page_size` says otherwise. */
export const REVISIONS_PAGE_SIZE = 20;
/** A restore's `comment`: at most 1,000 characters (the column's size). */
export const MAX_RESTORE_COMMENT = 1000;

export const ZChangeEntry = z.object({
  path: z.string(),
  action: z.enum(['added', 'changed', 'removed']),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

const ZSnapshotValue = z.object({
  channel: z.string(),
  locale: z.string(),
  data: z.object({ value: z.unknown() }),
});

const ZSnapshotAttribute = z.object({
  attribute_id: z.string(),
  uniqueness_hash: z.string().nullable(),
  value: z.array(ZSnapshotValue),
});

export const ZProductSnapshot = z.object({
  version: z.number().int(),
  category_ids: z.array(z.string()),
  product: z.object({
    code: z.string(),
    product_family_id: z.string(),
    product_type: z.string().nullable(),
    product_variant_family_id: z.string().nullable(),
    status: z.string(),
  }),
  product_attributes: z.array(ZSnapshotAttribute),
  variants: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      is_default: z.boolean(),
      status: z.string(),
      attributes: z.array(ZSnapshotAttribute),
    }),
  ),
});

export const ZProductRevision = z.object({
  id: z.string(),
  revision_number: z.number().int(),
  change_source: z.enum(CHANGE_SOURCES),
  change_summary: z.array(ZChangeEntry),
  restored_from_revision_id: z.string().nullable(),
  created_at: zTimestamp,
  created_by: zActorRef.nullable(),
});
export type ProductRevisionDto = z.infer<typeof ZProductRevision>;

/** The full form: the snapshot, and the comment a restore was given (null otherwise). */
export const ZProductRevisionWithSnapshot = ZProductRevision.extend({
  snapshot_schema_version: z.number().int(),
  snapshot: ZProductSnapshot,
  comment: z.string().nullable(),
});
export type ProductRevisionWithSnapshotDto = z.infer<typeof ZProductRevisionWithSnapshot>;

export const ZListProductRevisionsInput = z.strictObject({
  id: zId,
  page: zPage,
  page_size: zPageSize(REVISIONS_PAGE_SIZE),
});
export type ListProductRevisionsInput = z.infer<typeof ZListProductRevisionsInput>;

export const ZLatestProductRevisionInput = z.strictObject({ id: zId });
export type LatestProductRevisionInput = z.infer<typeof ZLatestProductRevisionInput>;

export const ZProductRevisionIdInput = z.strictObject({ id: zId, revisionId: zId });
export type ProductRevisionIdInput = z.infer<typeof ZProductRevisionIdInput>;

export const ZRestoreProductRevisionInput = z.strictObject({
  id: zId,
  revisionId: zId,
  comment: z.string().max(MAX_RESTORE_COMMENT).optional(),
  /** The caller's idea of the latest revision number: 409 revision_conflict when it is not. */
  expected_revision: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type RestoreProductRevisionInput = z.infer<typeof ZRestoreProductRevisionInput>;
