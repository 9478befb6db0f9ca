'use server';

import {
  ZConnectorStatusInput,
  ZCreateConnectorInput,
  ZUpdateConnectorInput,
} from '@pim/core/schemas';
import { formNullable, formText, mutateAndRedirect, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import { recordPart, saveParts, statusPart } from '@/lib/forms/save-parts';

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

/**
 * The connector page's one Save: its name and description (one update), then its status;
 * only the parts whose fields changed are sent.
 */
export async function saveConnector(_state: FormState, formData: FormData): Promise<FormState> {
  return saveParts(
    formData,
    [
      recordPart(formData, ZUpdateConnectorInput, (api, input) =>
        api.connectors.update.mutate(input),
      ),
      statusPart(formData, ZConnectorStatusInput, (api, input) =>
        api.connectors.setStatus.mutate(input),
      ),
    ],
    'Connector saved.',
  );
}
