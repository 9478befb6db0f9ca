'use server';

import {
  ZConnectorStatusInput,
  ZCreateConnectorInput,
  ZUpdateConnectorInput,
} from '@pim/core/schemas';
import {
  formNullable,
  formText,
  mutateAndRedirect,
  mutateAndRefresh,
  parseForm,
  saveStatus,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

export async function createConnector(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateConnectorInput, {
    code: formText(formData, 'code') ?? '',
    name: formText(formData, 'name') ?? '',
    connector_type: formText(formData, 'connector_type') ?? '',
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.connectors.create.mutate(parsed.data),
    (connector) => ({ to: `/connectors/${connector.id}`, message: 'Connector created.' }),
  );
}

export async function updateConnector(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZUpdateConnectorInput, {
    id: formText(formData, 'id'),
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.connectors.update.mutate(parsed.data), 'Connector saved.');
}

export async function setConnectorStatus(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  return saveStatus(formData, ZConnectorStatusInput, 'connector', (api, input) =>
    api.connectors.setStatus.mutate(input),
  );
}
