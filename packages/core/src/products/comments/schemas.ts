// Request and response shapes of a product's comments: its discussion, oldest first.
import { z } from 'zod';
import { zActorRef, zId, zPage, zPageSize, zTimestamp } from '../../platform/shared/schemas.ts';

/** The longest comment, in characters. */
export const PRODUCT_COMMENT_MAX = 2000;

/**
 * What a comment says: plain text, 1 to 2000 characters once its ends are trimmed. It is shown
 * as written, never read as HTML or Markdown.
 */
export const zCommentBody = z.string().trim().min(1).max(PRODUCT_COMMENT_MAX);

export const ZProductComment = z.object({
  id: z.string(),
  product_id: z.string(),
  body: z.string(),
  /** The attribute the comment is about; null when it names none (or the attribute is gone). */
  attribute: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  created_at: zTimestamp,
  /** The author. */
  created_by: zActorRef.nullable(),
});
export type ProductCommentDto = z.infer<typeof ZProductComment>;

export const ZListProductCommentsInput = z.strictObject({
  productId: zId,
  page: zPage,
  page_size: zPageSize(50),
});
export type ListProductCommentsInput = z.infer<typeof ZListProductCommentsInput>;

export const ZCreateProductCommentInput = z.strictObject({
  productId: zId,
  body: zCommentBody,
  /** An attribute of the tenant the comment is about. */
  attribute_id: zId.optional(),
});
export type CreateProductCommentInput = z.infer<typeof ZCreateProductCommentInput>;

export const ZProductCommentIdInput = z.strictObject({ productId: zId, id: zId });
export type ProductCommentIdInput = z.infer<typeof ZProductCommentIdInput>;
