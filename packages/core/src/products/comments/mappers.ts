// Comment rows to the documented shape; a deleted attribute reads as no mention.
import { actorRefOf, iso } from '../../platform/shared/index.ts';
import type { CommentRow } from './repository.ts';
import type { ProductCommentDto } from './schemas.ts';

export const toProductCommentDto = (row: CommentRow): ProductCommentDto => ({
  id: row.id,
  product_id: row.productId,
  body: row.body,
  attribute:
    row.attribute && !row.attribute.deletedAt
      ? { id: row.attribute.id, code: row.attribute.code, name: row.attribute.name }
      : null,
  created_at: iso(row.createdAt),
  created_by: actorRefOf(row.createdBy),
});
