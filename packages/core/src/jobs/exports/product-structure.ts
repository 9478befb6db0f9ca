// What the product and variant exporters need of the catalog's structure, read once per export
// (four statements, whatever the number of products): the live attributes, the channels and
// their locales, each family's attributes with the scopes a value may have there (the rules
// of product-values/check.ts: a channel the family enables the attribute for, a locale of
// that channel), and each variant family's axes. From it come the CSV columns (every
// attribute × the scopes it can have, as the family settings allow, restricted by the
// export's channel and locales) and the values a record keeps: those the importer takes back.
import { sql } from '@pim/db';
import type { TenantScope } from '../../platform/access/index.ts';
import type { AttributeType } from '../../platform/limits.ts';
import { DEFAULT_SCOPE, type RawValues } from '../../products/index.ts';
import type { RecordValues } from '../imports/record-values.ts';
import { valueColumn } from '../imports/value-cells.ts';
import type { ExportOptions } from './exporter.ts';

export interface ExportAttribute {
  id: string;
  code: string;
  type: AttributeType;
  value_per_channel: boolean;
  value_per_locale: boolean;
}

/** An attribute of a family: whether variants may override it, and its allowed scopes. */
interface FamilyMember {
  overridable: boolean;
  /** `channel\u0000locale` of every scope a value may have, within the export's filters. */
  scopes: Set<string>;
  /** The same scopes in column order. */
  ordered: [string, string][];
}

export interface ProductStructure {
  /** Live attributes, in sort order then code. */
  attributes: ExportAttribute[];
  byId: Map<string, ExportAttribute>;
  /** Family id → attribute id → membership. */
  families: Map<string, Map<string, FamilyMember>>;
  /** Variant family id → its axis attribute ids (level, then position). */
  axes: Map<string, string[]>;
}

const scopeKey = (channel: string, locale: string) => `${channel}\u0000${locale}`;

/** The scopes a family attribute allows (check.ts), kept when the export's filters keep them. */
function scopesOf(
  attribute: ExportAttribute,
  channels: readonly string[],
  localesOf: ReadonlyMap<string, string[]>,
  options: Pick<ExportOptions, 'channelCode' | 'locales'>,
): [string, string][] {
  const keepChannel = (c: string) =>
    c === DEFAULT_SCOPE || !options.channelCode || c === options.channelCode;
  const keepLocale = (l: string) =>
    l === DEFAULT_SCOPE || !options.locales || options.locales.includes(l);
  const localesFor = (codes: readonly string[]) =>
    attribute.value_per_locale
      ? [...new Set(codes.flatMap((code) => localesOf.get(code) ?? []))]
      : [DEFAULT_SCOPE];
  const pairs: [string, string][] = attribute.value_per_channel
    ? channels.flatMap((channel) =>
        localesFor([channel]).map((locale): [string, string] => [channel, locale]),
      )
    : localesFor(channels).map((locale): [string, string] => [DEFAULT_SCOPE, locale]);
  return pairs.filter(([channel, locale]) => keepChannel(channel) && keepLocale(locale));
}

export async function readProductStructure(
  { db, tenantId }: TenantScope,
  options: Pick<ExportOptions, 'channelCode' | 'locales'>,
): Promise<ProductStructure> {
  const attributes = await db.sql.query<ExportAttribute>(sql`
    SELECT id::text AS id, code, type::text AS type, value_per_channel, value_per_locale
      FROM attributes
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL
     ORDER BY sort_order, code`);
  const channels = await db.sql.query<{ code: string; locales: string[] }>(sql`
    SELECT c.code,
           ARRAY(SELECT l.code FROM channel_locales cl JOIN locales l ON l.id = cl.locale_id
                  WHERE cl.tenant_id = c.tenant_id AND cl.channel_id = c.id
                  ORDER BY cl.position) AS locales
      FROM channels c
     WHERE c.tenant_id = ${tenantId}::uuid AND c.deleted_at IS NULL
     ORDER BY c.code`);
  const members = await db.sql.query<{
    family_id: string;
    attribute_id: string;
    is_overridable: boolean;
    channels: string[];
  }>(sql`
    SELECT fa.family_id::text AS family_id, fa.attribute_id::text AS attribute_id,
           fa.is_overridable,
           ARRAY(SELECT c.code FROM family_attribute_channels fac
                   JOIN channels c ON c.tenant_id = fac.tenant_id AND c.id = fac.channel_id
                  WHERE fac.tenant_id = fa.tenant_id AND fac.family_id = fa.family_id
                    AND fac.attribute_id = fa.attribute_id AND c.deleted_at IS NULL
                  ORDER BY c.code) AS channels
      FROM family_attributes fa
     WHERE fa.tenant_id = ${tenantId}::uuid`);
  const axes = await db.sql.query<{ id: string; attribute_ids: string[] }>(sql`
    SELECT vf.id::text AS id,
           ARRAY(SELECT x.attribute_id::text FROM variant_family_axes x
                  WHERE x.tenant_id = vf.tenant_id AND x.variant_family_id = vf.id
                  ORDER BY x.level, x.position) AS attribute_ids
      FROM variant_families vf
     WHERE vf.tenant_id = ${tenantId}::uuid AND vf.deleted_at IS NULL`);

  const byId = new Map(attributes.map((a) => [a.id, a]));
  const localesOf = new Map(channels.map((c) => [c.code, c.locales]));
  const families = new Map<string, Map<string, FamilyMember>>();
  for (const member of members) {
    const attribute = byId.get(member.attribute_id);
    if (!attribute) continue;
    const ordered = scopesOf(attribute, member.channels, localesOf, options);
    let family = families.get(member.family_id);
    if (!family) families.set(member.family_id, (family = new Map()));
    family.set(attribute.id, {
      overridable: member.is_overridable,
      scopes: new Set(ordered.map(([c, l]) => scopeKey(c, l))),
      ordered,
    });
  }
  return {
    attributes,
    byId,
    families,
    axes: new Map(axes.map((vf) => [vf.id, vf.attribute_ids])),
  };
}

/**
 * The value columns of every attribute (in order) × the scopes some family allows it, among
 * the members `keep` accepts (variants: the overridable ones).
 */
export function valueColumns(
  structure: ProductStructure,
  keep: (member: FamilyMember, attributeId: string) => boolean = () => true,
): { column: string; attribute: ExportAttribute; channel: string; locale: string }[] {
  const columns = [];
  for (const attribute of structure.attributes) {
    const seen = new Set<string>();
    const pairs: [string, string][] = [];
    for (const family of structure.families.values()) {
      const member = family.get(attribute.id);
      if (!member || !keep(member, attribute.id)) continue;
      for (const pair of member.ordered) {
        const key = scopeKey(...pair);
        if (!seen.has(key)) {
          seen.add(key);
          pairs.push(pair);
        }
      }
    }
    pairs.sort(([c1, l1], [c2, l2]) => byScope(c1, c2) || byScope(l1, l2));
    for (const [channel, locale] of pairs) {
      columns.push({
        column: valueColumn(attribute.code, channel, locale),
        attribute,
        channel,
        locale,
      });
    }
  }
  return columns;
}

/** $default first, then code order (as document.ts orders scoped values). */
const byScope = (a: string, b: string) =>
  a === b ? 0 : a === DEFAULT_SCOPE ? -1 : b === DEFAULT_SCOPE ? 1 : a < b ? -1 : 1;

/**
 * A document's values as a record's `values` (by attribute code; `$default` scopes left out),
 * keeping those of attributes the family holds (and `keep` accepts) on scopes it allows
 * within the export's filters: exactly what the importer takes back.
 */
export function recordValuesOf(
  structure: ProductStructure,
  familyId: string,
  raw: RawValues,
  keep: (member: FamilyMember, attributeId: string) => boolean = () => true,
): RecordValues {
  const family = structure.families.get(familyId);
  const values: RecordValues = {};
  if (!family) return values;
  for (const [attributeId, scoped] of Object.entries(raw)) {
    const member = family.get(attributeId);
    const attribute = structure.byId.get(attributeId);
    if (!member || !attribute || !keep(member, attributeId)) continue;
    const list: RecordValues[string] = [];
    for (const channel of Object.keys(scoped).sort(byScope)) {
      const locales = scoped[channel]!;
      for (const locale of Object.keys(locales).sort(byScope)) {
        if (!member.scopes.has(scopeKey(channel, locale))) continue;
        list.push({
          ...(channel === DEFAULT_SCOPE ? {} : { channel }),
          ...(locale === DEFAULT_SCOPE ? {} : { locale }),
          data: locales[locale]!,
        });
      }
    }
    if (list.length > 0) values[attribute.code] = list;
  }
  return values;
}

export type { FamilyMember };
