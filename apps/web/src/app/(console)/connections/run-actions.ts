'use server';

import { IMPORT_ENTITIES, IMPORT_MODES } from '@pim/core/schemas';
import { z } from 'zod';
import {
  formFlag,
  formText,
  mutate,
  mutateAndRedirect,
  parseForm,
  succeeded,
} from '@/lib/forms/actions';
import type { FormState } from '@/lib/forms/form-state';

// The connection's runs: the test (its steps come back to the form), and exports and imports
// started now, which open their job's page.

const zId = z.string().uuid();

export interface ConnectionCheck {
  ok: boolean;
  steps: { step: string; ok: boolean; message: string; duration_ms: number }[];
}

export async function testConnection(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(z.object({ id: zId }), { id: formText(formData, 'id') });
  if (!parsed.ok) return parsed.state;
  const result = await mutate((api) => api.connectionJobs.test.mutate(parsed.data));
  if (!result.ok) return result.state;
  const check: ConnectionCheck = result.data;
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
  const parsed = parseForm(
    z.object({ id: zId, mode: z.enum(['full', 'delta']), dry_run: z.boolean() }),
    {
      id: formText(formData, 'id'),
      mode: formText(formData, 'mode') ?? 'full',
      dry_run: formFlag(formData, 'dry_run'),
    },
  );
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
  const parsed = parseForm(
    z.object({
      id: zId,
      entity: z.enum(IMPORT_ENTITIES),
      mode: z.enum(IMPORT_MODES),
      dry_run: z.boolean(),
      filename: z.string().min(1).max(255).optional(),
    }),
    {
      id: formText(formData, 'id'),
      entity: formText(formData, 'entity') ?? '',
      mode: formText(formData, 'mode') ?? 'upsert',
      dry_run: formFlag(formData, 'dry_run'),
      filename: formText(formData, 'filename'),
    },
  );
  if (!parsed.ok) return parsed.state;
  return mutateAndRedirect(
    (api) => api.connectionJobs.startImport.mutate(parsed.data),
    (job) => ({ to: `/jobs/${job.id}`, message: 'Import started.' }),
  );
}
