'use server';

import { ZImportPreviewInput, type ImportPreviewDto } from '@pim/core/schemas';
import { mutate, parseForm } from '@/lib/forms/actions';

/** What each column of the uploaded file sets (the wizard's column preview), or why not. */
export async function previewImportColumns(
  input: unknown,
): Promise<{ ok: true; preview: ImportPreviewDto } | { ok: false; message: string }> {
  const parsed = parseForm(ZImportPreviewInput, input);
  if (!parsed.ok) return { ok: false, message: parsed.state.message ?? 'Nothing to preview.' };
  // A POST that writes nothing: the API reads the file's header as the import would.
  const result = await mutate((api) => api.jobs.previewImport.mutate(parsed.data));
  if (!result.ok) {
    return { ok: false, message: result.state.message ?? 'The columns could not be read.' };
  }
  return { ok: true, preview: result.data };
}
