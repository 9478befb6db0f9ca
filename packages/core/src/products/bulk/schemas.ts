// The actions of a bulk update, as a job's start takes them: each the counterpart of one
// product write (a status move, categories added or removed, values set or removed).
import { z } from 'zod';
import { zCode, zId } from '../../platform/shared/schemas.ts';
import { zProductStatus } from '../product/schemas.ts';

/** One scoped value as the values PATCH takes it; `attribute_code` names the attribute. */
const zBulkValue = z.strictObject({
  attribute_code: zCode(),
  channel: z.string().min(1).max(100).default('$default'),
  locale: z.string().min(1).max(100).default('$default'),
  data: z.strictObject({ value: z.unknown() }),
});

export const ZBulkAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('set_status'), status: zProductStatus }),
  z.strictObject({
    type: z.literal('add_categories'),
    category_ids: z.array(zId).min(1).max(1000),
  }),
  z.strictObject({
    type: z.literal('remove_categories'),
    category_ids: z.array(zId).min(1).max(1000),
  }),
  z.strictObject({ type: z.literal('set_values'), values: z.array(zBulkValue).min(1).max(1000) }),
  z.strictObject({
    type: z.literal('remove_values'),
    values: z
      .array(zBulkValue.omit({ data: true }))
      .min(1)
      .max(1000),
  }),
]);
export type BulkAction = z.infer<typeof ZBulkAction>;
