'use server';

import {
  ZPatchProductValuesInput,
  ZPatchVariantValuesInput,
  zodIssuesToDetails,
} from '@pim/core/schemas';
import { refresh } from 'next/cache';
import { callApi } from '@/lib/api/call';
import { readableError, readableFailure, type ErrorDetailLike } from '@/lib/api/messages';
import { loadCompleteness, loadValueRows } from '../load';
import type { RouterOutputs } from '@/lib/api/router';
import type { PatchItem, ValueRow } from './editor-state';

type Completeness = RouterOutputs['productCompleteness']['get'];

/** Which values: the product's, or one variant's (overrides). */
export interface ValuesTarget {
  productId: string;
  variantId?: string;
}

export type SaveValuesResult =
  | { ok: true; rows: ValueRow[]; completeness: Completeness | null }
  | { ok: false; message: string; errors: (ErrorDetailLike & { readable: string })[] };

/** The API's own words for a value's refusal (they name the limit, the option, the unit). */
function readableValueError(error: ErrorDetailLike): string {
  if (['invalid_value', 'out_of_range', 'invalid_format', 'invalid_type'].includes(error.code)) {
    // The API names the field first ("attributes.0.values.0.data.value must ..."): the
    // message shows under that field, so the path goes.
    const message = error.message.trim().replace(/^[^\s.]*\.\S*\s+/, '');
    return message ? message.charAt(0).toUpperCase() + message.slice(1) : readableError(error);
  }
  if (error.code === 'already_exists') return 'Another product or variant already has this value.';
  return readableError(error);
}

function refused(errors: readonly ErrorDetailLike[], fallback: string): SaveValuesResult {
  const readable = errors.map((e) => ({ ...e, readable: readableValueError(e) }));
  return { ok: false, message: readable[0]?.readable ?? fallback, errors: readable };
}

/**
 * The editor's one Save: PATCHes the changed scoped values (data null removes one), then
 * answers the values and completeness as they now are, for the editor to start from.
 */
export async function saveValues(
  target: ValuesTarget,
  attributes: PatchItem[],
): Promise<SaveValuesResult> {
  const schema = target.variantId ? ZPatchVariantValuesInput : ZPatchProductValuesInput;
  const input = { ...target, attributes };
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return refused(zodIssuesToDetails(parsed.error.issues, input), 'Check the highlighted values.');
  }
  const result = await callApi((api) =>
    target.variantId
      ? api.variantValues.update.mutate(parsed.data as typeof input & { variantId: string })
      : api.productValues.update.mutate(parsed.data),
  );
  if (!result.ok) {
    const failure = result.failure;
    return failure.kind === 'rejected'
      ? refused(failure.errors, readableFailure(failure, ''))
      : refused([], readableFailure(failure, 'The PIM API cannot be reached. Nothing was saved.'));
  }
  const [rows, completeness] = await Promise.all([
    loadValueRows(target),
    loadCompleteness(target.productId),
  ]);
  // The header (modified, name) and the other tabs (history) render again.
  refresh();
  if (!rows.ok) return refused([], readableFailure(rows.failure, 'Saved; reload to see it.'));
  return { ok: true, rows: rows.data, completeness: completeness.ok ? completeness.data : null };
}
