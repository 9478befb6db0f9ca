'use server';

import {
  ZApiKeyIdInput,
  ZApiKeyStatusInput,
  ZCreateApiKeyInput,
  ZUpdateApiKeyInput,
} from '@pim/core/schemas';
import {
  formNullable,
  formText,
  mutate,
  mutateAndRefresh,
  parseForm,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { refresh } from 'next/cache';

/** What the create form shows once: the raw key never comes back from the API again. */
export interface CreatedKey {
  name: string;
  raw_key: string;
}

/** The expiry field posts an ISO timestamp (the browser's time zone applied), '' for none. */
const expiryOf = (formData: FormData) => formNullable(formData, 'expires_at');

export async function createApiKey(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateApiKeyInput, {
    name: formText(formData, 'name') ?? '',
    service_account_id: formText(formData, 'service_account_id'),
    description: formNullable(formData, 'description'),
    expires_at: expiryOf(formData),
  });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.apiKeys.create.mutate(parsed.data));
  if (!result.ok) return result.state;
  refresh();
  const created: CreatedKey = { name: result.data.name, raw_key: result.data.raw_key };
  return succeeded(`API key “${created.name}” created.`, created);
}

export async function changeApiKeyStatus(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZApiKeyStatusInput, {
    id: formText(formData, 'id'),
    status: formText(formData, 'status'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.apiKeys.setStatus.mutate(parsed.data),
    parsed.data.status === 'revoked' ? 'Key revoked: it no longer works.' : 'Key active again.',
  );
}

export async function changeApiKeyExpiry(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZUpdateApiKeyInput, {
    id: formText(formData, 'id'),
    expires_at: expiryOf(formData),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.apiKeys.update.mutate(parsed.data),
    parsed.data.expires_at ? 'Expiry saved.' : 'The key no longer expires.',
  );
}

export async function deleteApiKey(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZApiKeyIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.apiKeys.delete.mutate(parsed.data), 'Key deleted.');
}
