'use server';

import {
  ZJobIdInput,
  ZStartBulkUpdateInput,
  ZStartExportInput,
  ZStartImportInput,
} from '@pim/core/schemas';
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api/client';
import { formText, mutate, mutateAndRefresh, parseForm } from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

/** What a start answers its screen: the new job's id (to link to and to poll), or why not. */
export type StartedJob =
  | { ok: true; id: string; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

const refused = (state: FormState): StartedJob => ({
  ok: false,
  message: state.message ?? 'The job was not started.',
  fieldErrors: state.fieldErrors,
});

/** Checks the input with the API's own schema, starts the job, answers its id. */
async function start<S extends z.ZodType>(
  schema: S,
  input: unknown,
  call: (api: ApiClient, input: z.output<S>) => Promise<{ id: string }>,
  message: string,
): Promise<StartedJob> {
  const parsed = parseForm(schema, input);
  if (!parsed.ok) return refused(parsed.state);
  const result = await mutate((api) => call(api, parsed.data));
  if (!result.ok) return refused(result.state);
  return { ok: true, id: result.data.id, message };
}

/** The import wizard: a dry run, then the real run of the same file. */
export async function startImportJob(input: unknown): Promise<StartedJob> {
  return start(
    ZStartImportInput,
    input,
    (api, data) => api.jobs.startImport.mutate(data),
    'Import started.',
  );
}

/** The product grid's export dialog. */
export async function startExportJob(input: unknown): Promise<StartedJob> {
  return start(
    ZStartExportInput,
    input,
    (api, data) => api.jobs.startExport.mutate(data),
    'Export started.',
  );
}

/** The product grid's bulk actions on the selected products. */
export async function startBulkUpdateJob(input: unknown): Promise<StartedJob> {
  return start(
    ZStartBulkUpdateInput,
    input,
    (api, data) => api.jobs.startBulkUpdate.mutate(data),
    'Bulk update started.',
  );
}

/** A job's Cancel button (posts `id`): queued or running jobs stop at their next batch. */
export async function cancelJob(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(ZJobIdInput, { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  return mutateAndRefresh((api) => api.jobs.cancel.mutate(parsed.data), 'Job cancelled.');
}
