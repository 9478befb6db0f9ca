// What every keyset-capable list (products, variants) shares in its schemas: the `after`
// parameter and `data.pagination` with `next_cursor`. The token itself is made and read by
// shared/cursor-token.ts.
import { z } from 'zod';
import { zPagination } from './schemas.ts';

/** The longest `after` token a list accepts. */
export const CURSOR_TOKEN_MAX = 2048;

/** The `after` query parameter: the `next_cursor` of an earlier page. */
export const zCursor = z.string().min(1).max(CURSOR_TOKEN_MAX);

/** `data.pagination` of a keyset-capable list: the common block plus `next_cursor`. */
export const zCursorPagination = zPagination.extend({ next_cursor: z.string().nullable() });
