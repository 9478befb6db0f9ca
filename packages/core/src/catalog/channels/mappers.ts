// Channel rows to the documented shape.
import type { LocaleDto } from '../locales/index.ts';
import { auditFieldsOf, refOf } from '../../platform/shared/index.ts';
import type { ChannelRow } from './repository.ts';
import type { ChannelDto } from './schemas.ts';

/** `locales`: the channel's locales, named, in their stored order. */
export const toChannelDto = (row: ChannelRow, locales: LocaleDto[]): ChannelDto => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  status: row.status,
  category_tree: refOf(row.tree),
  locales,
  ...auditFieldsOf(row),
});
