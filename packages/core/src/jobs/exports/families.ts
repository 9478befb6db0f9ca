// The product families export, by code: records in the families importer's shape, with the
// family's attributes (by attribute code; `channels` left out when the attribute is enabled
// for every live channel, which is what an import reads from its absence), display attributes
// and live variant families with their axes. A page of families reads its members in two more
// queries, never one per family.
import { sql } from '@pim/db';
import type { TenantScope } from '../../platform/access/index.ts';
import { FAMILY_COLUMNS } from '../imports/families.ts';
import type { EntityExporter, ExportOptions } from './exporter.ts';
import {
  codeMatches,
  countLive,
  labelCells,
  labelColumns,
  labelLocales,
  labelsOf,
  PAGE_SIZE,
} from './pages.ts';

interface FamilyRow {
  id: string;
  code: string;
  name: string;
  description: string | null;
  status: string;
  translations: unknown;
  display_name: string | null;
  display_image: string | null;
}

interface AttributeEntry {
  code: string;
  channels?: string[];
  is_mandatory: boolean;
  is_overridable: boolean;
}

interface VariantFamilyEntry {
  code: string;
  name: string;
  labels?: Record<string, string>;
  axes: { attribute: string; level: number; position: number }[];
}

interface Members {
  attributes: Map<string, AttributeEntry[]>;
  variantFamilies: Map<string, VariantFamilyEntry[]>;
}

export const familiesExporter: EntityExporter = {
  count: (scope, { filters }) => countLive(scope, 'product_families', filters.code),

  async columns(scope, { filters }) {
    const locales = await labelLocales(scope, 'product_families', filters.code);
    return [...FAMILY_COLUMNS, ...labelColumns(locales)];
  },

  async *records(scope, options) {
    const channelCount = await liveChannelCount(scope);
    let after: FamilyRow | undefined;
    for (;;) {
      const families = await familyPage(scope, options, after);
      const members = await membersOf(
        scope,
        families.map((family) => family.id),
        channelCount,
      );
      for (const family of families) {
        yield options.cells ? cellsOf(family, members) : recordOf(family, members);
      }
      if (families.length < PAGE_SIZE) return;
      after = families[families.length - 1];
    }
  },
};

function familyPage({ db, tenantId }: TenantScope, { filters }: ExportOptions, after?: FamilyRow) {
  return db.sql.query<FamilyRow>(sql`
    SELECT f.id::text AS id, f.code, f.name, f.description, f.status::text AS status,
           f.translations, n.code AS display_name, i.code AS display_image
      FROM product_families f
      LEFT JOIN attributes n ON n.tenant_id = f.tenant_id AND n.id = f.name_attribute_id
                            AND n.deleted_at IS NULL
      LEFT JOIN attributes i ON i.tenant_id = f.tenant_id AND i.id = f.image_attribute_id
                            AND i.deleted_at IS NULL
     WHERE f.tenant_id = ${tenantId}::uuid AND f.deleted_at IS NULL
           ${codeMatches('f.code', filters.code)}
       ${after ? sql`AND f.code COLLATE "C" > ${after.code}` : sql``}
     ORDER BY f.code COLLATE "C"
     LIMIT ${PAGE_SIZE}`);
}

async function liveChannelCount({ db, tenantId }: TenantScope): Promise<number> {
  const [row] = await db.sql.query<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM channels
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL`);
  return row?.count ?? 0;
}

/** The attributes and variant families of these families, by family id. */
async function membersOf(
  { db, tenantId }: TenantScope,
  familyIds: readonly string[],
  channelCount: number,
): Promise<Members> {
  const members: Members = { attributes: new Map(), variantFamilies: new Map() };
  if (familyIds.length === 0) return members;
  const attributes = await db.sql.query<AttributeEntry & { family_id: string }>(sql`
    SELECT fa.family_id::text AS family_id, a.code, fa.is_mandatory, fa.is_overridable,
           COALESCE(array_agg(c.code ORDER BY c.code COLLATE "C")
                    FILTER (WHERE c.code IS NOT NULL), '{}') AS channels
      FROM family_attributes fa
      JOIN attributes a ON a.tenant_id = fa.tenant_id AND a.id = fa.attribute_id
                       AND a.deleted_at IS NULL
      LEFT JOIN family_attribute_channels fac
        ON fac.tenant_id = fa.tenant_id AND fac.family_id = fa.family_id
       AND fac.attribute_id = fa.attribute_id
      LEFT JOIN channels c ON c.tenant_id = fac.tenant_id AND c.id = fac.channel_id
                          AND c.deleted_at IS NULL
     WHERE fa.tenant_id = ${tenantId}::uuid AND fa.family_id = ANY(${[...familyIds]}::uuid[])
     GROUP BY fa.family_id, a.code, fa.is_mandatory, fa.is_overridable
     ORDER BY fa.family_id, a.code COLLATE "C"`);
  for (const { family_id: familyId, channels, ...entry } of attributes) {
    const list = members.attributes.get(familyId) ?? [];
    list.push({ ...entry, ...(channels!.length === channelCount ? {} : { channels }) });
    members.attributes.set(familyId, list);
  }
  const variants = await db.sql.query<{
    family_id: string;
    code: string;
    name: string;
    translations: unknown;
    axes: VariantFamilyEntry['axes'];
  }>(sql`
    SELECT v.family_id::text AS family_id, v.code, v.name, v.translations,
           json_agg(json_build_object('attribute', a.code, 'level', x.level,
                                      'position', x.position)
                    ORDER BY x.level, x.position) AS axes
      FROM variant_families v
      JOIN variant_family_axes x ON x.tenant_id = v.tenant_id AND x.variant_family_id = v.id
      JOIN attributes a ON a.tenant_id = x.tenant_id AND a.id = x.attribute_id
     WHERE v.tenant_id = ${tenantId}::uuid AND v.family_id = ANY(${[...familyIds]}::uuid[])
       AND v.deleted_at IS NULL
     GROUP BY v.id
     ORDER BY v.family_id, v.code COLLATE "C"`);
  for (const { family_id: familyId, translations, ...variant } of variants) {
    const labels = labelsOf(translations);
    const list = members.variantFamilies.get(familyId) ?? [];
    list.push({ ...variant, ...(labels ? { labels } : {}) });
    members.variantFamilies.set(familyId, list);
  }
  return members;
}

function recordOf(family: FamilyRow, members: Members): Record<string, unknown> {
  const labels = labelsOf(family.translations);
  const display = {
    ...(family.display_name !== null ? { name: family.display_name } : {}),
    ...(family.display_image !== null ? { image: family.display_image } : {}),
  };
  const variantFamilies = members.variantFamilies.get(family.id) ?? [];
  return {
    code: family.code,
    name: family.name,
    ...(family.description !== null ? { description: family.description } : {}),
    status: family.status,
    ...(labels ? { labels } : {}),
    attributes: members.attributes.get(family.id) ?? [],
    ...(Object.keys(display).length > 0 ? { display_attributes: display } : {}),
    ...(variantFamilies.length > 0 ? { variant_families: variantFamilies } : {}),
  };
}

function cellsOf(family: FamilyRow, members: Members): Record<string, string> {
  const attributes = members.attributes.get(family.id) ?? [];
  // A plain list of codes reads best when no entry says more than its code.
  const plain = attributes.every(
    (entry) => !entry.channels && !entry.is_mandatory && !entry.is_overridable,
  );
  const variantFamilies = members.variantFamilies.get(family.id) ?? [];
  return {
    code: family.code,
    name: family.name,
    description: family.description ?? '',
    status: family.status,
    attributes: plain
      ? attributes.map((entry) => entry.code).join(',')
      : JSON.stringify(attributes),
    display_name: family.display_name ?? '',
    display_image: family.display_image ?? '',
    variant_families: variantFamilies.length > 0 ? JSON.stringify(variantFamilies) : '',
    ...labelCells(family.translations),
  };
}
