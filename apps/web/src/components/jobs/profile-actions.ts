'use server';

import {
  ZCreateExportProfileInput,
  ZExportProfileIdInput,
  ZUpdateExportProfileInput,
} from '@pim/core/schemas';
import { formText, mutate, mutateAndRefresh, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';
import type { StartedJob } from './actions';

/** The export dialog's "Save as profile": the dialog's choices under a name. */
export async function saveExportProfile(
  input: unknown,
): Promise<{ ok: true; name: string } | { ok: false; message: string }> {
  const parsed = parseForm(ZCreateExportProfileInput, input);
  if (!parsed.ok) {
    const field = Object.values(parsed.state.fieldErrors)[0];
    return { ok: false, message: field ?? parsed.state.message ?? 'The profile was not saved.' };
  }
  const result = await mutate((api) => api.exportProfiles.create.mutate(parsed.data));
  if (!result.ok) {
    const field = Object.values(result.state.fieldErrors)[0];
    return { ok: false, message: field ?? result.state.message ?? 'The profile was not saved.' };
  }
  return { ok: true, name: result.data.name };
}

/** The profiles page's Run: a new export job with the profile's choices. */
export async function runExportProfile(id: string): Promise<StartedJob> {
  const parsed = parseForm(ZExportProfileIdInput, { id });
  if (!parsed.ok) return { ok: false, message: 'No such profile.', fieldErrors: {} };
  const result = await mutate((api) => api.exportProfiles.run.mutate(parsed.data));
  if (!result.ok) {
    return {
      ok: false,
      message: result.state.message ?? 'The export was not started.',
      fieldErrors: result.state.fieldErrors,
    };
  }
  return { ok: true, id: result.data.id, message: 'Export started.' };
}

/** The profiles page's Rename (posts `id`, `name`). */
export async function renameExportProfile(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZUpdateExportProfileInput, {
    id: formText(formData, 'id'),
    name: formText(formData, 'name'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.exportProfiles.update.mutate(parsed.data), 'Renamed.');
}

/** The profiles page's Delete (posts `id`). */
export async function deleteExportProfile(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZExportProfileIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh(
    (api) => api.exportProfiles.delete.mutate(parsed.data),
    'Profile deleted.',
  );
}
