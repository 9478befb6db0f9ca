// The completeness of a product (GET /products/{id}/completeness): per active channel and locale,
// the required attributes filled and the ones missing.
import { z } from 'zod';
import { zId } from '../../platform/shared/schemas.ts';

export const ZCompletenessItem = z.object({
  channel_id: z.string(),
  channel_code: z.string(),
  locale_code: z.string(),
  required_count: z.number().int(),
  missing_count: z.number().int(),
  /** floor(100 * filled / required) */
  ratio: z.number().int(),
  missing_attribute_codes: z.array(z.string()),
});

export const ZProductCompleteness = z.object({
  product_id: z.string(),
  /** The floor of the mean ratio; 100 when nothing is required anywhere. */
  completeness: z.number().int(),
  /** By channel code, then the channel's locale order. */
  items: z.array(ZCompletenessItem),
});
export type ProductCompletenessDto = z.infer<typeof ZProductCompleteness>;

export const ZProductCompletenessInput = z.strictObject({ id: zId });
export type ProductCompletenessInput = z.infer<typeof ZProductCompletenessInput>;
