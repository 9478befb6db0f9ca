// What the akeneo_csv adapter reads of the jobs: the sub-models recorded by an earlier
// product_models.csv job. (What it reads of the catalog and the products, it reads through
// their faces.)
import { sql } from '@pim/db';
import type { TenantScope } from '../../../platform/access/index.ts';
import type { AkeneoRow } from './mapping.ts';

/**
 * The sub-models (product_models.csv rows with a parent) that earlier akeneo_csv product jobs
 * of the tenant recorded as skipped items, by lower-case code: each item keeps its row. The
 * latest row of a code wins. Dry runs wrote nothing, so their rows are left out.
 */
export async function readSubModels(scope: TenantScope): Promise<Map<string, AkeneoRow>> {
  const rows = await scope.db.sql.query<{ key: string; payload: AkeneoRow }>(sql`
    SELECT DISTINCT ON (lower(i.key)) i.key, i.payload
      FROM jobs j
      JOIN job_items i ON i.tenant_id = j.tenant_id AND i.job_id = j.id
     WHERE j.tenant_id = ${scope.tenantId}::uuid AND j.type = 'import'
       AND j.entity IN ('products', 'variants')
       AND j.options->>'format' = 'akeneo_csv'
       AND coalesce(j.options->>'dry_run', 'false') = 'false'
       AND i.status = 'skipped' AND i.key IS NOT NULL
       AND i.payload->>'family_variant' <> '' AND i.payload->>'parent' <> ''
     ORDER BY lower(i.key), j.created_at DESC, i.index DESC`);
  return new Map(rows.map((row) => [row.key.toLowerCase(), row.payload]));
}
