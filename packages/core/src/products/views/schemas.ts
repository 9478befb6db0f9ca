// Request and response shapes of saved product views: a name and the product grid's query
// string (its filters, columns and sort), kept per caller. They are the caller's own
// preferences, so reading the products is all they need.
import { z } from 'zod';
import { zId, zTimestamp } from '../../platform/shared/schemas.ts';

/** The longest view name and query string; how many views one caller may keep. */
export const PRODUCT_VIEW_NAME_MAX = 100;
export const PRODUCT_VIEW_QUERY_MAX = 4000;
export const PRODUCT_VIEWS_MAX = 100;

export const ZProductView = z.object({
  id: z.string(),
  name: z.string(),
  /** The product grid's URL query string, as the console wrote it (`status=draft&sort=code`). */
  query: z.string(),
  created_at: zTimestamp,
  modified_at: zTimestamp,
});
export type ProductViewDto = z.infer<typeof ZProductView>;

/** The caller's views, by name (at most PRODUCT_VIEWS_MAX, so one answer holds them all). */
export const ZProductViewList = z.object({ items: z.array(ZProductView) });
export type ProductViewListDto = z.infer<typeof ZProductViewList>;

const zViewName = z.string().trim().min(1).max(PRODUCT_VIEW_NAME_MAX);
const zViewQuery = z.string().max(PRODUCT_VIEW_QUERY_MAX);

export const ZCreateProductViewInput = z.strictObject({ name: zViewName, query: zViewQuery });
export type CreateProductViewInput = z.infer<typeof ZCreateProductViewInput>;

export const ZUpdateProductViewInput = z.strictObject({
  id: zId,
  name: zViewName.optional(),
  query: zViewQuery.optional(),
});
export type UpdateProductViewInput = z.infer<typeof ZUpdateProductViewInput>;

export const ZProductViewIdInput = z.strictObject({ id: zId });
export type ProductViewIdInput = z.infer<typeof ZProductViewIdInput>;
