import 'server-only';
import { zTranslationsField } from '@pim/core/schemas';
import { refresh } from 'next/cache';
import type { z } from 'zod';
import type { ApiClient } from '../api/client';
import { formText, mutate, parseForm, succeeded, type MutateOptions } from './actions';
import type { FormState } from './form-state';

/**
 * One resource call of a detail page's Save (the record's fields, its status, its
 * translations): it runs when one of the fields it `owns` changed.
 */
export interface SavePart {
  /** As the message names it: "General", "Status", "Translations". */
  label: string;
  owns: (field: string) => boolean;
  run: () => Promise<FormState>;
}

/** A part that owns the fields named. */
export function fieldsPart(
  label: string,
  fields: readonly string[],
  run: () => Promise<FormState>,
): SavePart {
  return { label, owns: (field) => fields.includes(field), run };
}

/** Runs a mutation as a part: its failure is the form state that shows it. */
export async function mutatePart<T>(
  run: (api: ApiClient) => Promise<T>,
  options?: MutateOptions,
): Promise<FormState> {
  const result = await mutate(run, options);
  return result.ok ? succeeded('') : result.state;
}

function listed(labels: readonly string[]): string {
  return labels.length < 2
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * The one Save of a detail page (DetailForm posts `changed` once per changed field): runs
 * the parts whose fields changed, in order, and stops at the first refusal. The API has no
 * transaction across resources, so the parts saved before it stay saved; the message says
 * which were and which were not, and the page is not reloaded, so the user's edits stay on
 * screen to correct and save again (the saved parts are sent again, which changes nothing).
 */
export async function saveParts(
  formData: FormData,
  parts: readonly SavePart[],
  done: string,
): Promise<FormState> {
  const changed = formData.getAll('changed').map(String);
  const due = parts.filter((part) => changed.some((field) => part.owns(field)));
  if (due.length === 0) {
    return {
      status: 'error',
      message: 'Nothing changed: there is nothing to save.',
      fieldErrors: {},
    };
  }
  const saved: string[] = [];
  for (const [index, part] of due.entries()) {
    const answer = await part.run();
    if (answer.status !== 'error') {
      saved.push(part.label);
      continue;
    }
    const untried = due.slice(index + 1).map((p) => p.label);
    const sentences = [
      due.length > 1 ? `${part.label} was not saved: ${answer.message ?? ''}` : answer.message,
      saved.length
        ? `${listed(saved)} ${saved.length === 1 ? 'was' : 'were'} saved and ${saved.length === 1 ? 'stays' : 'stay'} saved: each part is saved on its own, there is no saving them all or nothing.`
        : undefined,
      untried.length
        ? `${listed(untried)} ${untried.length === 1 ? 'was' : 'were'} not tried.`
        : undefined,
      due.length > 1 ? 'Your changes are still here: correct them and save again.' : undefined,
    ];
    return {
      status: 'error',
      message: sentences.filter(Boolean).join(' '),
      fieldErrors: answer.fieldErrors,
    };
  }
  refresh();
  return succeeded(done);
}

const TRANSLATION = 'translation.';
const NEW_LOCALE = 'new_translation.locale';
const NEW_NAME = 'new_translation.name';

/**
 * The Translations tab's part (TranslationFields): the changed names of stored locales and
 * the added locale, in one call of the record's translations PATCH (it upserts by locale).
 * The API's errors (`translations.1.name`) come back on the field that was typed in.
 */
export function translationsPart(
  formData: FormData,
  save: (api: ApiClient, translations: z.output<typeof zTranslationsField>) => Promise<unknown>,
): SavePart {
  const owns = (field: string) =>
    field.startsWith(TRANSLATION) || field === NEW_LOCALE || field === NEW_NAME;
  const run = async (): Promise<FormState> => {
    const changed = new Set(formData.getAll('changed').map(String));
    const rows: { locale: string; name: string; field: string }[] = [];
    for (const field of changed) {
      if (!field.startsWith(TRANSLATION)) continue;
      rows.push({
        locale: field.slice(TRANSLATION.length),
        name: formText(formData, field) ?? '',
        field,
      });
    }
    const added = formText(formData, NEW_LOCALE);
    const addedName = formText(formData, NEW_NAME);
    if (added || addedName) rows.push({ locale: added ?? '', name: addedName ?? '', field: 'new' });
    const fieldOf = (apiField: string) => {
      const match = /^(\d+)\.(locale|name)$/.exec(apiField.replace(/^translations\./, ''));
      const row = match ? rows[Number(match[1])] : undefined;
      if (!row || !match) return apiField;
      if (row.field !== 'new') return row.field;
      return match[2] === 'locale' ? NEW_LOCALE : NEW_NAME;
    };
    const onFields = (state: FormState): FormState => ({
      ...state,
      fieldErrors: Object.fromEntries(
        Object.entries(state.fieldErrors).map(([field, message]) => [fieldOf(field), message]),
      ),
    });
    const parsed = parseForm(
      zTranslationsField,
      rows.map(({ locale, name }) => ({ locale, name })),
    );
    if (!parsed.ok) return onFields(parsed.state);
    return onFields(await mutatePart((api) => save(api, parsed.data)));
  };
  return { label: 'Translations', owns, run };
}

/** The Status part: `status` checked with the resource's own schema, then its setStatus. */
export function statusPart<S extends z.ZodType<{ status: string }>>(
  formData: FormData,
  schema: S,
  set: (api: ApiClient, input: z.output<S>) => Promise<unknown>,
): SavePart {
  return fieldsPart('Status', ['status'], async () => {
    const parsed = parseForm(schema, {
      id: formText(formData, 'id'),
      status: formText(formData, 'status'),
    });
    if (!parsed.ok) return parsed.state;
    return mutatePart((api) => set(api, parsed.data));
  });
}

/** The name and description of a catalog record (RecordTextFields), checked and updated. */
export function recordPart<S extends z.ZodType>(
  formData: FormData,
  schema: S,
  update: (api: ApiClient, input: z.output<S>) => Promise<unknown>,
): SavePart {
  return fieldsPart('General', ['name', 'description'], async () => {
    const parsed = parseForm(schema, {
      id: formText(formData, 'id'),
      name: formText(formData, 'name') ?? '',
      description: formText(formData, 'description') ?? null,
    });
    if (!parsed.ok) return parsed.state;
    return mutatePart((api) => update(api, parsed.data));
  });
}
