import 'server-only';
import { refresh } from 'next/cache';
import { callApi, type CallOptions } from '../api/call';
import type { ApiClient } from '../api/client';
import { fieldErrorsOf, type ApiFailure } from '../api/errors';
import type { FormState } from './form-state';

/** A text field's value ('' when absent). */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A password field's value, untrimmed ('' when absent). */
export function formSecret(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** Every checked value of a checkbox group. */
export function formValues(formData: FormData, name: string): string[] {
  return formData.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '');
}

export function failureState(failure: ApiFailure): FormState {
  if (failure.kind === 'unreachable') {
    return {
      status: 'error',
      message: 'The PIM API cannot be reached. Nothing was changed.',
      fieldErrors: {},
    };
  }
  return { status: 'error', message: failure.message, fieldErrors: fieldErrorsOf(failure) };
}

export type MutationResult<T> = { ok: true; data: T } | { ok: false; state: FormState };

/** Runs a mutation; a failure comes back as the form state that shows it. */
export async function mutate<T>(
  run: (api: ApiClient) => Promise<T>,
  options?: CallOptions,
): Promise<MutationResult<T>> {
  const result = await callApi(run, options);
  return result.ok ? result : { ok: false, state: failureState(result.failure) };
}

/**
 * A mutation whose page stays: on success the page's server components render again with
 * the new data and the form shows `message`.
 */
export async function mutateAndRefresh<T>(
  run: (api: ApiClient) => Promise<T>,
  message: string,
  options?: CallOptions,
): Promise<FormState> {
  const result = await mutate(run, options);
  if (!result.ok) return result.state;
  refresh();
  return { status: 'success', message, fieldErrors: {} };
}

export function invalid(fieldErrors: Record<string, string>): FormState {
  return { status: 'error', message: 'Check the highlighted fields.', fieldErrors };
}
