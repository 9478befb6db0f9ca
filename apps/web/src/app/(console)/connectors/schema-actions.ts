'use server';

import {
  ZConnectorSchemaIdInput,
  ZConnectorSchemaStatusInput,
  ZCreateConnectorSchemaInput,
  ZSaveSchemaAttributesInput,
  ZUpdateConnectorSchemaInput,
  zodIssuesToDetails,
} from '@pim/core/schemas';
import { refresh } from 'next/cache';
import { callApi } from '@/lib/api/call';
import { readableError, type ErrorDetailLike } from '@/lib/api/messages';
import {
  formNullable,
  formNumber,
  failureState,
  formText,
  mutateAndRedirect,
  mutateAndRefresh,
  parseForm,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

const ids = (formData: FormData) => ({
  connectorId: formText(formData, 'connectorId'),
  id: formText(formData, 'id'),
});

export async function createSchema(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZCreateConnectorSchemaInput, {
    connectorId: formText(formData, 'connectorId'),
    name: formText(formData, 'name') ?? '',
    version: formNumber(formData, 'version'),
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.connectorSchemas.create.mutate(parsed.data),
    (schema) => ({
      to: `/connectors/${schema.connector_id}/schemas/${schema.id}`,
      message: `Schema version ${schema.version} created as a draft.`,
    }),
  );
}

export async function updateSchema(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZUpdateConnectorSchemaInput, {
    ...ids(formData),
    name: formText(formData, 'name') ?? '',
    description: formNullable(formData, 'description'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.connectorSchemas.update.mutate(parsed.data),
    'Schema saved.',
  );
}

export async function setSchemaStatus(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZConnectorSchemaStatusInput, {
    ...ids(formData),
    status: formText(formData, 'status'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.connectorSchemas.setStatus.mutate(parsed.data),
    `The schema is ${parsed.data.status}.`,
  );
}

export async function deleteSchema(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZConnectorSchemaIdInput, ids(formData));
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.connectorSchemas.delete.mutate(parsed.data),
    () => ({ to: `/connectors/${parsed.data.connectorId}`, message: 'Schema deleted.' }),
  );
}

/** Each error under its own row's field: `attributes.2.code` → "Code is already ...". */
export interface AttributeErrors {
  /** By the API's full path (`attributes.N.field`, the enum values' index dropped). */
  rows: Record<string, string>;
}

/** What an error means on a row's field, where the generic words would not say it. */
const ROW_MESSAGES: Record<string, string> = {
  'invalid_value:code': 'Another attribute of the set already has this code.',
  'invalid_value:enum_values': 'Give each value once, and values only to enum attributes.',
  'required:enum_values': 'An enum attribute needs at least one value.',
  'too_short:enum_values': 'An enum attribute needs at least one value.',
  'invalid_reference:source_attribute_code':
    'No attribute of the catalog has this code (any more).',
};

function rowErrors(errors: readonly ErrorDetailLike[]): AttributeErrors {
  const rows: Record<string, string> = {};
  for (const error of errors) {
    const match = /^attributes\.(\d+)\.([a-z_]+)/.exec(error.field);
    const key = match ? `attributes.${match[1]}.${match[2]}` : error.field;
    const own = match ? ROW_MESSAGES[`${error.code}:${match[2]}`] : undefined;
    if (!(key in rows)) rows[key] = own ?? readableError(error);
  }
  return { rows };
}

function attributeFailure(errors: readonly ErrorDetailLike[]): FormState {
  const first = errors[0];
  const onRows = errors.some((error) => /^attributes\.\d+\./.test(error.field));
  return {
    status: 'error',
    message: onRows
      ? 'Some attributes need a correction: see the highlighted fields.'
      : first
        ? readableError(first)
        : 'Check the highlighted fields.',
    fieldErrors: {},
    data: rowErrors(errors),
  };
}

/**
 * The whole set of attributes, as the editor holds it (posted as JSON under `attributes`), in
 * order: the API replaces the schema's set with it.
 */
export async function saveSchemaAttributes(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  let attributes: unknown;
  try {
    attributes = JSON.parse(formText(formData, 'attributes') ?? '[]');
  } catch {
    attributes = null;
  }
  const input = { ...ids(formData), attributes };
  const parsed = ZSaveSchemaAttributesInput.safeParse(input);
  if (!parsed.success) {
    return attributeFailure(zodIssuesToDetails(parsed.error.issues, input));
  }
  // Called directly (not through mutate): the rows need the errors' full paths.
  const result = await callApi((api) => api.connectorSchemas.saveAttributes.mutate(parsed.data));
  if (!result.ok) {
    const { failure } = result;
    if (
      failure.kind === 'rejected' &&
      failure.errors.some((e) => e.field.startsWith('attributes'))
    ) {
      return attributeFailure(failure.errors);
    }
    return failureState(failure);
  }
  refresh();
  return succeeded(`${result.data.items.length} attributes saved.`);
}
