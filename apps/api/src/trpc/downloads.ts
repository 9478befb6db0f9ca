// Downloads (meta.rawResponse) answer bytes, which only REST sends: it marks the context
// (ctx.rawResponse) and streams what the procedure returns. Over tRPC, which speaks JSON, the
// lookup still runs first (a missing or another tenant's id answers 404 as anywhere else); then
// the caller is told where to download from.
import { AppError } from '@pim/core';
import type { Context } from './init.ts';

export function restOnlyDownload<T>(
  ctx: Pick<Context, 'rawResponse'>,
  content: T,
  where: string,
): T {
  if (!ctx.rawResponse) throw new AppError('invalid_value', where);
  return content;
}
