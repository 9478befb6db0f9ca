// Request shapes of a connection's channel export and import (each starts a job).
import { z } from 'zod';
import { IMPORT_ENTITIES, IMPORT_MODES } from '../../jobs/schemas.ts';
import { zId } from '../../platform/shared/schemas.ts';

export const EXPORT_MODES = ['full', 'delta'] as const;

export const ZStartConnectionExportInput = z.strictObject({
  id: zId,
  /** `full`: every product of the channel; `delta`: those changed since the last successful export. */
  mode: z.enum(EXPORT_MODES),
  /** Builds and checks every record and keeps the file as the job's artifact; sends nothing. */
  dry_run: z.boolean().default(false),
});
export type StartConnectionExportInput = z.infer<typeof ZStartConnectionExportInput>;

export const ZStartConnectionImportInput = z.strictObject({
  id: zId,
  entity: z.enum(IMPORT_ENTITIES).default('products'),
  mode: z.enum(IMPORT_MODES).default('upsert'),
  dry_run: z.boolean().default(false),
  /** One file of the connection's directory, instead of every file matching its pattern. */
  file: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[^/\\\0]+$/, { error: 'must be a file name without a directory part' })
    .optional(),
});
export type StartConnectionImportInput = z.infer<typeof ZStartConnectionImportInput>;

export const ZTestConnectionInput = z.strictObject({ id: zId });
export type TestConnectionInput = z.infer<typeof ZTestConnectionInput>;

/** What a connection test found: each step it took, in order, and whether all passed. */
export const ZConnectionTest = z.object({
  ok: z.boolean(),
  steps: z.array(
    z.object({
      step: z.string(),
      ok: z.boolean(),
      message: z.string(),
      duration_ms: z.number(),
    }),
  ),
});
export type ConnectionTestDto = z.infer<typeof ZConnectionTest>;
