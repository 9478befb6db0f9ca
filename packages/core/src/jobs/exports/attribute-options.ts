// The attribute options export, by attribute code then option sort order and code: records
// in the options importer's shape (`attribute` the attribute's code), so a catalog's options
// travel with its attributes. `filters.code` matches the attribute's code.
import { sql } from '@pim/db';
import type { TenantScope } from '../../platform/access/index.ts';
import { labelsOf } from '../../catalog/attribute-options/index.ts';
import { ATTRIBUTE_OPTION_COLUMNS } from '../imports/attribute-options.ts';
import { LABEL_PREFIX } from '../imports/cells.ts';
import type { EntityExporter, ExportOptions } from './exporter.ts';
import { codeMatches, keysetPages, labelColumns, PAGE_SIZE } from './pages.ts';

interface Row {
  attribute: string;
  code: string;
  name: string;
  sort_order: number;
  labels: unknown;
}

/** Live options of live attributes (an option row has no deletion of its own). */
const LIVE = sql`
  FROM attribute_options o
  JOIN attributes a ON a.tenant_id = o.tenant_id AND a.id = o.attribute_id AND a.deleted_at IS NULL`;

export const attributeOptionsExporter: EntityExporter = {
  async count({ db, tenantId }, { filters }) {
    const [row] = await db.sql.query<{ count: number }>(sql`
      SELECT count(*)::int AS count ${LIVE}
       WHERE o.tenant_id = ${tenantId}::uuid ${codeMatches('a.code', filters.code)}`);
    return row?.count ?? 0;
  },

  async columns({ db, tenantId }, { filters }) {
    const rows = await db.sql.query<{ locale: string }>(sql`
      SELECT DISTINCT jsonb_object_keys(o.labels) AS locale ${LIVE}
       WHERE o.tenant_id = ${tenantId}::uuid ${codeMatches('a.code', filters.code)}`);
    return [...ATTRIBUTE_OPTION_COLUMNS, ...labelColumns(rows.map((row) => row.locale))];
  },

  async *records(scope, options) {
    for await (const row of keysetPages<Row>((after) => page(scope, options, after))) {
      const labels = labelsOf(row.labels);
      const record = { attribute: row.attribute, code: row.code, name: row.name };
      yield options.cells
        ? {
            ...record,
            sort_order: String(row.sort_order),
            ...Object.fromEntries(
              Object.entries(labels).map(([locale, name]) => [`${LABEL_PREFIX}${locale}`, name]),
            ),
          }
        : {
            ...record,
            sort_order: row.sort_order,
            ...(Object.keys(labels).length > 0 ? { labels } : {}),
          };
    }
  },
};

function page({ db, tenantId }: TenantScope, { filters }: ExportOptions, after?: Row) {
  return db.sql.query<Row>(sql`
    SELECT a.code AS attribute, o.code, o.name, o.sort_order, o.labels ${LIVE}
     WHERE o.tenant_id = ${tenantId}::uuid ${codeMatches('a.code', filters.code)}
       ${
         after
           ? sql`AND (a.code COLLATE "C", o.sort_order, o.code COLLATE "C")
                   > (${after.attribute}, ${after.sort_order}, ${after.code})`
           : sql``
       }
     ORDER BY a.code COLLATE "C", o.sort_order, o.code COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
}
