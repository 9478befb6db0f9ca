// Revision rows to the shape the API answers.
import type { ChangeSource } from '../../platform/limits.ts';
import { actorRefOf, iso } from '../../platform/shared/index.ts';
import type { RevisionRow, RevisionSummaryRow } from './repository.ts';
import type { ProductRevisionDto, ProductRevisionWithSnapshotDto } from './schemas.ts';
import type { ProductSnapshot } from './snapshot.ts';
import type { ChangeEntry } from './summary.ts';

export const toProductRevisionDto = (row: RevisionSummaryRow): ProductRevisionDto => ({
  id: row.id,
  revision_number: row.revisionNumber,
  change_source: row.changeSource as ChangeSource,
  change_summary: row.changeSummary as unknown as ChangeEntry[],
  restored_from_revision_id: row.restoredFromRevisionId,
  created_at: iso(row.createdAt),
  created_by: actorRefOf(row.createdBy),
});

/** The full form; `snapshot` is the revision's, read back whole (chain-sql.ts). */
export const toProductRevisionWithSnapshotDto = (
  row: RevisionRow,
  snapshot: ProductSnapshot,
): ProductRevisionWithSnapshotDto => ({
  ...toProductRevisionDto(row),
  snapshot_schema_version: row.snapshotSchemaVersion,
  snapshot,
  comment: row.comment,
});
