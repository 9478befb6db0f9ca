'use server';

import {
  ZStartConnectionExportInput,
  ZStartConnectionImportInput,
  ZConnectionIdInput,
  type ConnectionTestDto,
} from '@pim/core/schemas';
import {
  formFlag,
  formText,
  mutate,
  mutateAndRedirect,
  parseForm,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

// The connection at work: its test (the steps come back to the form; its input is the
// connection's id alone), and an export or an import started now, which opens its job's page.

export async function testConnection(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZConnectionIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.connectionJobs.test.mutate(parsed.data));
  if (!result.ok) return result.state;
  const check: ConnectionTestDto = result.data;
  return check.ok
    ? succeeded('The connection works.', check)
    : {
        status: 'error',
        message: 'The connection test failed: see the steps.',
        fieldErrors: {},
        data: check,
      };
}

export async function startConnectionExport(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZStartConnectionExportInput, {
    id: formText(formData, 'id'),
    mode: formText(formData, 'mode') ?? 'full',
    dry_run: formFlag(formData, 'dry_run'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.connectionJobs.startExport.mutate(parsed.data),
    (job) => ({ to: `/jobs/${job.id}`, message: 'Export started.' }),
  );
}

export async function startConnectionImport(
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const parsed = parseForm(ZStartConnectionImportInput, {
    id: formText(formData, 'id'),
    entity: formText(formData, 'entity'),
    mode: formText(formData, 'mode'),
    dry_run: formFlag(formData, 'dry_run'),
    file: formText(formData, 'file'),
  });
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.connectionJobs.startImport.mutate(parsed.data),
    (job) => ({ to: `/jobs/${job.id}`, message: 'Import started.' }),
  );
}
