'use server';

import {
  ZCreateWebhookInput,
  ZRedeliverInput,
  ZUpdateWebhookInput,
  ZWebhookIdInput,
  ZWebhookStatusInput,
} from '@pim/core/schemas';
import { refresh } from 'next/cache';
import {
  formNullable,
  formText,
  mutate,
  mutateAndRedirect,
  parseForm,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { fieldsPart, mutatePart, saveParts, statusPart } from '@/lib/forms/save-parts';

/** What a create or a rotation hands the page once: the API never shows the secret again. */
export interface ShownSecret {
  id: string;
  url: string;
  secret: string;
  /** A rotation: when the secret it replaced stops signing. */
  previous_secret_expires_at?: string;
}

/** The event checkboxes post one `events` value each. */
const eventsOf = (formData: FormData) => formData.getAll('events').map(String);

export async function createWebhook(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateWebhookInput, {
    url: formText(formData, 'url') ?? '',
    events: eventsOf(formData),
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.webhooks.create.mutate(parsed.data));
  if (!result.ok) return result.state;
  refresh();
  const shown: ShownSecret = {
    id: result.data.id,
    url: result.data.url,
    secret: result.data.secret,
  };
  return succeeded('Webhook created.', shown);
}

/**
 * The webhook page's one Save: the URL, events and description in one update, then the
 * status; only the parts whose fields changed are sent.
 */
export async function saveWebhook(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id');
  const settings = fieldsPart('Settings', ['url', 'events', 'description'], async () => {
    const parsed = parseForm(ZUpdateWebhookInput, {
      id,
      url: formText(formData, 'url') ?? '',
      events: eventsOf(formData),
      description: formNullable(formData, 'description'),
    });
    if (!parsed.ok) return parsed.state;
    return mutatePart((api) => api.webhooks.update.mutate(parsed.data));
  });
  return saveParts(
    formData,
    [
      settings,
      statusPart(formData, ZWebhookStatusInput, (api, input) =>
        api.webhooks.setStatus.mutate(input),
      ),
    ],
    'Webhook saved.',
  );
}

export async function rotateWebhookSecret(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZWebhookIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.webhooks.rotateSecret.mutate(parsed.data));
  if (!result.ok) return result.state;
  refresh();
  const shown: ShownSecret = {
    id: parsed.data.id,
    url: formText(formData, 'url') ?? '',
    secret: result.data.secret,
    previous_secret_expires_at: result.data.previous_secret_expires_at,
  };
  return succeeded('Secret rotated.', shown);
}

/** Sends a test event; the page follows the delivery it answers. */
export async function sendWebhookTest(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZWebhookIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.webhooks.test.mutate(parsed.data));
  if (!result.ok) return result.state;
  return succeeded('Test event sent.', result.data);
}

export async function redeliverWebhook(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZRedeliverInput, {
    id: formText(formData, 'id'),
    delivery_id: formText(formData, 'delivery_id'),
  });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.webhooks.redeliver.mutate(parsed.data));
  if (!result.ok) return result.state;
  return succeeded('Sent again: a new delivery of the same event is on its way.', result.data);
}

export async function deleteWebhook(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZWebhookIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.webhooks.delete.mutate(parsed.data),
    () => ({ to: '/webhooks', message: 'Webhook deleted.' }),
  );
}
