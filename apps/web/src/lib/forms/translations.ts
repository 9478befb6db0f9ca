import 'server-only';
import { zTranslationsField } from '@pim/core/schemas';
import { refresh } from 'next/cache';
import type { z } from 'zod';
import { callApi } from '../api/call';
import type { ApiClient } from '../api/client';
import type { ApiFailure } from '../api/errors';
import { failureState, formText, parseForm, succeeded } from './actions';
import type { FormState } from './form-state';

/** One `{locale, name}` of the API's translations PATCH, as the form posts it. */
const ZOneTranslation = zTranslationsField.element;

/** The API names `translations.0.locale`; the form's field is `locale`. */
function onFormFields(failure: ApiFailure): ApiFailure {
  if (failure.kind !== 'rejected') return failure;
  const errors = failure.errors.map((e) => ({
    ...e,
    field: e.field.replace(/^translations\.\d+\./, ''),
  }));
  return { ...failure, errors };
}

/**
 * Saves one locale's name posted by TranslationsSection (`locale`, `name`): checked with the
 * API's own schema, then `save` calls the resource's translations PATCH.
 */
export async function saveTranslation(
  formData: FormData,
  save: (api: ApiClient, translations: z.output<typeof zTranslationsField>) => Promise<unknown>,
): Promise<FormState> {
  const parsed = parseForm(ZOneTranslation, {
    locale: formText(formData, 'locale') ?? '',
    name: formText(formData, 'name') ?? '',
  });
  if (!parsed.ok) return parsed.state;
  const result = await callApi((api) => save(api, [parsed.data]));
  if (!result.ok) return failureState(onFormFields(result.failure));
  refresh();
  return succeeded(`Translation for ${parsed.data.locale} saved.`);
}
