// Reading one revision back whole (delta.ts): its nearest keyframe at or before it and the
// deltas after that keyframe, up to it, in one statement.
import { sql, type Sql } from '@pim/db';
import { snapshotOfChain, type ChainRow } from './delta.ts';
import type { ProductSnapshot } from './snapshot.ts';

/** The snapshot of revision `revisionNumber` of the product; undefined when it is gone. */
export async function readRevisionSnapshot(
  db: Sql,
  tenantId: string,
  productId: string,
  revisionNumber: number,
): Promise<ProductSnapshot | undefined> {
  const rows = await db.query<ChainRow>(
    sql.prepared(
      'read_revision_chain',
      sql`
    SELECT r.revision_number, r.keyframe, r.snapshot, r.delta, r.chain_bytes
      FROM product_revisions r
     WHERE r.tenant_id = ${tenantId}::uuid AND r.product_id = ${productId}::uuid
       AND r.revision_number <= ${revisionNumber}
       AND r.revision_number >= (
             SELECT max(k.revision_number) FROM product_revisions k
              WHERE k.tenant_id = ${tenantId}::uuid AND k.product_id = ${productId}::uuid
                AND k.keyframe AND k.revision_number <= ${revisionNumber})
     ORDER BY r.revision_number`,
    ),
  );
  const snapshot = snapshotOfChain(rows);
  return snapshot && rows.at(-1)!.revision_number === revisionNumber ? snapshot : undefined;
}
