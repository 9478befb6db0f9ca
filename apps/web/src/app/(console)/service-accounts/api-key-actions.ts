'use server';

import { refresh } from 'next/cache';
import { formText, invalid, mutate, mutateAndRefresh } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

/** What the create form shows once: the raw key never comes back from the API again. */
export interface CreatedKey {
  name: string;
  raw_key: string;
}

/**
 * The expiry field is a datetime-local read as UTC (the page says so). Empty means no
 * expiry; undefined means the value could not be read.
 */
function expiryOf(formData: FormData): string | null | undefined {
  const value = formText(formData, 'expires_at');
  if (!value) return null;
  const date = new Date(`${value}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const BAD_EXPIRY = { expires_at: 'Enter a date and time, or leave it empty for no expiry.' };

export async function createApiKey(_state: FormState, formData: FormData): Promise<FormState> {
  const name = formText(formData, 'name');
  const expiresAt = expiryOf(formData);
  if (!name) return invalid({ name: 'Enter a name.' });
  if (expiresAt === undefined) return invalid(BAD_EXPIRY);
  const result = await mutate((api) =>
    api.apiKeys.create.mutate({
      name,
      service_account_id: formText(formData, 'service_account_id'),
      description: formText(formData, 'description') || null,
      expires_at: expiresAt,
    }),
  );
  if (!result.ok) return result.state;
  refresh();
  return {
    status: 'success',
    message: `API key “${result.data.name}” created.`,
    fieldErrors: {},
    data: { name: result.data.name, raw_key: result.data.raw_key },
  };
}

export async function changeApiKeyStatus(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const status = formText(formData, 'status') === 'active' ? 'active' : 'revoked';
  return mutateAndRefresh(
    (api) => api.apiKeys.setStatus.mutate({ id: formText(formData, 'id'), status }),
    status === 'revoked' ? 'Key revoked: it no longer works.' : 'Key active again.',
  );
}

export async function changeApiKeyExpiry(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const expiresAt = expiryOf(formData);
  if (expiresAt === undefined) return invalid(BAD_EXPIRY);
  return mutateAndRefresh(
    (api) => api.apiKeys.update.mutate({ id: formText(formData, 'id'), expires_at: expiresAt }),
    expiresAt ? 'Expiry saved.' : 'The key no longer expires.',
  );
}

export async function deleteApiKey(_state: FormState, formData: FormData): Promise<FormState> {
  return mutateAndRefresh(
    (api) => api.apiKeys.delete.mutate({ id: formText(formData, 'id') }),
    'Key deleted.',
  );
}
