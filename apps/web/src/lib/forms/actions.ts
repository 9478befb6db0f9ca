import 'server-only';
import { zodIssuesToDetails } from '@pim/core/schemas';
import { refresh } from 'next/cache';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { callApi, type CallOptions } from '../api/call';
import type { ApiClient } from '../api/client';
import type { ApiFailure } from '../api/errors';
import {
  readableError,
  readableFailure,
  readableFieldErrors,
  type ErrorDetailLike,
} from '../api/messages';
import { FLASH_COOKIE, FLASH_MAX_AGE_SECONDS } from './flash-cookie';
import type { FormState } from './form-state';

/** A text field's value, trimmed; undefined when absent or empty (so `optional()` applies). */
export function formText(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A password field's value, untrimmed ('' when absent: the schema says it is too short). */
export function formSecret(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** The values of a multi-select (one hidden input, values joined by commas). */
export function formList(formData: FormData, name: string): string[] {
  return (formText(formData, name) ?? '').split(',').filter(Boolean);
}

/** A description: empty clears it (null), as the API's `nullish()` field takes it. */
export function formNullable(formData: FormData, name: string): string | null {
  return formText(formData, name) ?? null;
}

/**
 * A number field's value: undefined when empty (so `optional()` or a default applies), a
 * number when it reads as one, else the text itself (the schema reports it, never as NaN).
 */
export function formNumber(formData: FormData, name: string): number | string | undefined {
  const text = formText(formData, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

/** A checkbox: true when posted (checked), false when not. */
export function formFlag(formData: FormData, name: string): boolean {
  return formData.has(name);
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; state: FormState };

/**
 * Checks a form's input with the API's own zod schema (from @pim/core/schemas), so the
 * console refuses what the API would refuse, with the same codes, before calling it.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, state: invalid(zodIssuesToDetails(parsed.error.issues, input)) };
}

/** Errors found before calling the API; the form's alert shows the first one only when no field does. */
export function invalid(errors: readonly ErrorDetailLike[]): FormState {
  const first = errors[0];
  return {
    status: 'error',
    message: first ? readableError(first) : 'Check the highlighted fields.',
    fieldErrors: readableFieldErrors(errors),
  };
}

/** One field's error of the console's own (e.g. a confirmation that does not match). */
export function fieldError(field: string, message: string): FormState {
  return { status: 'error', message, fieldErrors: { [field]: message } };
}

/**
 * Messages in a resource's own words for some error codes, e.g. why a delete was refused
 * (409 `has_children`, `in_use`): the generic message cannot say what holds the resource.
 */
export type Refusals = Partial<Record<string, string | ((apiMessage: string) => string)>>;

export interface MutateOptions extends CallOptions {
  refusals?: Refusals;
}

/** A function words the API's own message, which may name what holds the resource. */
function refusalOf(failure: ApiFailure, refusals: Refusals): string | undefined {
  if (failure.kind !== 'rejected') return undefined;
  const refusal = refusals[failure.code];
  return typeof refusal === 'function'
    ? refusal(failure.errors[0]?.message ?? failure.message)
    : refusal;
}

export function failureState(failure: ApiFailure, refusals: Refusals = {}): FormState {
  const own = refusalOf(failure, refusals);
  return {
    status: 'error',
    message: own ?? readableFailure(failure, 'The PIM API cannot be reached. Nothing was changed.'),
    fieldErrors: failure.kind === 'rejected' ? readableFieldErrors(failure.errors) : {},
  };
}

export type MutationResult<T> = { ok: true; data: T } | { ok: false; state: FormState };

/** Runs a mutation; a failure comes back as the form state that shows it. */
export async function mutate<T>(
  run: (api: ApiClient) => Promise<T>,
  options?: MutateOptions,
): Promise<MutationResult<T>> {
  const result = await callApi(run, options);
  return result.ok ? result : { ok: false, state: failureState(result.failure, options?.refusals) };
}

/** The success a form shows as a toast. */
export function succeeded(message: string, data?: unknown): FormState {
  return { status: 'success', message, fieldErrors: {}, data };
}

/**
 * A mutation whose page stays: on success the page's server components render again with
 * the new data and the form shows `message` as a toast.
 */
export async function mutateAndRefresh<T>(
  run: (api: ApiClient) => Promise<T>,
  message: string,
  options?: MutateOptions,
): Promise<FormState> {
  const result = await mutate(run, options);
  if (!result.ok) return result.state;
  refresh();
  return succeeded(message);
}

/** Leaves a toast for the page the action redirects to (see flash-cookie.ts). */
async function flash(message: string): Promise<void> {
  // Next encodes the value; FlashToast decodes it.
  (await cookies()).set(FLASH_COOKIE, message, {
    path: '/',
    sameSite: 'lax',
    maxAge: FLASH_MAX_AGE_SECONDS,
  });
}

/** A mutation that ends on another page (a create, a delete), announced there by a toast. */
export async function mutateAndRedirect<T>(
  run: (api: ApiClient) => Promise<T>,
  next: (data: T) => { to: string; message: string },
  options?: MutateOptions,
): Promise<FormState> {
  const result = await mutate(run, options);
  if (!result.ok) return result.state;
  const { to, message } = next(result.data);
  await flash(message);
  redirect(to);
}

/**
 * A status control's action (its form posts `id` and `status`): checked with the resource's
 * own status schema, then `set` calls its setStatus; the toast names the new status.
 */
export async function saveStatus<S extends z.ZodType<{ status: string }>>(
  formData: FormData,
  schema: S,
  noun: string,
  set: (api: ApiClient, input: z.output<S>) => Promise<unknown>,
): Promise<FormState> {
  const parsed = parseForm(schema, {
    id: formText(formData, 'id'),
    status: formText(formData, 'status'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => set(api, parsed.data), `The ${noun} is ${parsed.data.status}.`);
}
