'use server';

import {
  ZConnectionIdInput,
  ZConnectionStatusInput,
  ZCreateConnectionInput,
  ZUpdateConnectionInput,
} from '@pim/core/schemas';
import { formNullable, formText, mutateAndRedirect, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import {
  fieldsPart,
  mutatePart,
  saveParts,
  statusPart,
  type SavePart,
} from '@/lib/forms/save-parts';
import { CONNECTOR_TYPE_LABELS, type ConnectorType } from '@/lib/integration';
import { configOf, credentialsOf } from './connection-body';

/** The connector's type, posted beside the fields (the API checks the config against its own). */
function typeOf(formData: FormData): ConnectorType {
  const type = formText(formData, 'connector_type');
  return type && type in CONNECTOR_TYPE_LABELS ? (type as ConnectorType) : 'api';
}

export async function createConnection(_state: FormState, formData: FormData): Promise<FormState> {
  const type = typeOf(formData);
  const parsed = parseForm(ZCreateConnectionInput, {
    connector_id: formText(formData, 'connector_id') ?? '',
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
    config: configOf(type, formData),
    credentials: credentialsOf(type, formData),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.connections.create.mutate(parsed.data),
    (connection) => ({ to: `/connections/${connection.id}`, message: 'Connection created.' }),
  );
}

/**
 * The connection page's one Save: name and description, then the settings (the whole
 * config; the credentials only when the form sets or removes them, otherwise the stored ones
 * stay), then the status; only the parts whose fields changed are sent.
 */
export async function saveConnection(_state: FormState, formData: FormData): Promise<FormState> {
  const id = formText(formData, 'id');
  const type = typeOf(formData);
  const credentials = credentialsOf(type, formData);
  const general = fieldsPart('General', ['name', 'description'], async () => {
    const parsed = parseForm(ZUpdateConnectionInput, {
      id,
      name: formText(formData, 'name') ?? '',
      description: formNullable(formData, 'description'),
    });
    if (!parsed.ok) return parsed.state;
    return mutatePart((api) => api.connections.update.mutate(parsed.data));
  });
  const settings: SavePart = {
    label: 'Settings',
    owns: (field) => field.startsWith('config.') || field.startsWith('credentials'),
    run: async () => {
      const parsed = parseForm(ZUpdateConnectionInput, {
        id,
        config: configOf(type, formData),
        ...(credentials === undefined ? {} : { credentials }),
      });
      if (!parsed.ok) return parsed.state;
      return mutatePart((api) => api.connections.update.mutate(parsed.data));
    },
  };
  const credentialsChanged = formData
    .getAll('changed')
    .some((field) => String(field).startsWith('credentials'));
  const message = !credentialsChanged
    ? 'Connection saved.'
    : credentials === null
      ? 'Connection saved; its credentials are removed.'
      : credentials
        ? 'Connection saved with the new credentials.'
        : 'Connection saved.';
  return saveParts(
    formData,
    [
      general,
      settings,
      statusPart(formData, ZConnectionStatusInput, (api, input) =>
        api.connections.setStatus.mutate(input),
      ),
    ],
    message,
  );
}

export async function deleteConnection(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZConnectionIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.connections.delete.mutate(parsed.data),
    () => ({ to: '/connections', message: 'Connection deleted.' }),
  );
}
