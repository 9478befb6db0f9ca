// The attributes export, by code: records in the attributes importer's shape, `group` the
// attribute group's code, `config` as stored (the type's settings with their defaults; a JSON
// cell in CSV and XLSX).
import { sql } from '@pim/db';
import type { TenantScope } from '../../platform/access/index.ts';
import { ATTRIBUTE_COLUMNS } from '../imports/attributes.ts';
import type { EntityExporter, ExportOptions } from './exporter.ts';
import {
  codeMatches,
  countLive,
  keysetPages,
  labelCells,
  labelColumns,
  labelLocales,
  labelsOf,
  PAGE_SIZE,
} from './pages.ts';

interface Row {
  code: string;
  name: string;
  type: string;
  group: string | null;
  description: string | null;
  value_per_channel: boolean;
  value_per_locale: boolean;
  is_unique: boolean;
  sort_order: number;
  status: string;
  config: Record<string, unknown> | null;
  translations: unknown;
}

export const attributesExporter: EntityExporter = {
  count: (scope, { filters }) => countLive(scope, 'attributes', filters.code),

  async columns(scope, { filters }) {
    const locales = await labelLocales(scope, 'attributes', filters.code);
    return [...ATTRIBUTE_COLUMNS, ...labelColumns(locales)];
  },

  async *records(scope, options) {
    const shape = options.cells ? cellsOf : recordOf;
    for await (const row of keysetPages<Row>((after) => page(scope, options, after))) {
      yield shape(row);
    }
  },
};

function page({ db, tenantId }: TenantScope, { filters }: ExportOptions, after?: Row) {
  return db.sql.query<Row>(sql`
    SELECT a.code, a.name, a.type::text AS type, g.code AS "group", a.description,
           a.value_per_channel, a.value_per_locale, a.is_unique, a.sort_order,
           a.status::text AS status, a.config, a.translations
      FROM attributes a
      LEFT JOIN attribute_groups g
        ON g.tenant_id = a.tenant_id AND g.id = a.attribute_group_id AND g.deleted_at IS NULL
     WHERE a.tenant_id = ${tenantId}::uuid AND a.deleted_at IS NULL
           ${codeMatches('a.code', filters.code)}
       ${after ? sql`AND a.code COLLATE "C" > ${after.code}` : sql``}
     ORDER BY a.code COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
}

const hasConfig = (config: Row['config']): config is Record<string, unknown> =>
  config !== null && Object.keys(config).length > 0;

function recordOf(row: Row): Record<string, unknown> {
  const labels = labelsOf(row.translations);
  return {
    code: row.code,
    name: row.name,
    type: row.type,
    ...(row.group !== null ? { group: row.group } : {}),
    ...(row.description !== null ? { description: row.description } : {}),
    value_per_channel: row.value_per_channel,
    value_per_locale: row.value_per_locale,
    is_unique: row.is_unique,
    sort_order: row.sort_order,
    status: row.status,
    ...(hasConfig(row.config) ? { config: row.config } : {}),
    ...(labels ? { labels } : {}),
  };
}

function cellsOf(row: Row): Record<string, string> {
  return {
    code: row.code,
    name: row.name,
    type: row.type,
    group: row.group ?? '',
    description: row.description ?? '',
    value_per_channel: String(row.value_per_channel),
    value_per_locale: String(row.value_per_locale),
    is_unique: String(row.is_unique),
    sort_order: String(row.sort_order),
    status: row.status,
    config: hasConfig(row.config) ? JSON.stringify(row.config) : '',
    ...labelCells(row.translations),
  };
}
