// Pieces every response DTO shares: ISO timestamps and the audit fields (who and when).
import type { z } from 'zod';
import { zActorRef, zTimestamp } from './schemas.ts';

export type ActorRefDto = z.infer<typeof zActorRef>;

export const iso = (date: Date): string => date.toISOString();
export const isoOrNull = (date: Date | null | undefined): string | null =>
  date ? date.toISOString() : null;

/** A stored actor snapshot ({id, name, type}) as an actor reference, or null. */
export function actorRefOf(value: unknown): ActorRefDto | null {
  const parsed = zActorRef.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const zAuditFields = {
  created_at: zTimestamp,
  modified_at: zTimestamp,
  created_by: zActorRef.nullable(),
  modified_by: zActorRef.nullable(),
};

export interface AuditedRow {
  createdAt: Date;
  modifiedAt: Date;
  createdBy: unknown;
  modifiedBy: unknown;
}

export function auditFieldsOf(row: AuditedRow) {
  return {
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    created_by: actorRefOf(row.createdBy),
    modified_by: actorRefOf(row.modifiedBy),
  };
}

/** A reference to another record: `{code, id, name}`. */
export const refOf = (row: { id: string; code: string; name: string }) => ({
  code: row.code,
  id: row.id,
  name: row.name,
});
