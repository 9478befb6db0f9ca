// What the product and variant exporters need of the catalog's structure, read once per export
// (four statements, whatever the number of products): the live attributes, the channels and
// their locales, each family's attributes with the scopes a value may have there (the rules
// of product-values/check.ts: a channel the family enables the attribute for, a locale of
// that channel), and each variant family's axes. From it come the CSV columns (every
// attribute × the scopes it can have, as the family settings allow, restricted by the
// export's channel and locales) and the values a record keeps: those the importer takes back.
import type { TenantScope } from '../../platform/access/index.ts';
import { DEFAULT_SCOPE, type RawValues } from '../values/document.ts';
import { readValueStructure, type StructureAttribute } from '../values/sql.ts';
import type { RecordValues } from './record-values.ts';
import { valueColumn } from './value-cells.ts';

/**
 * The values an export keeps: of this channel only, of these locales only, of these
 * attributes only (each when given).
 */
export interface ValueView {
  channelCode?: string;
  locales?: readonly string[];
  /** Attribute codes: the export's value columns and values are those attributes' alone. */
  attributes?: readonly string[];
  /** A family's id: the value columns are that family's alone (an import template's). */
  familyId?: string;
}

export type ExportAttribute = StructureAttribute;

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

export const scopeKey = (channel: string, locale: string) => `${channel}\u0000${locale}`;

/** The scopes a family attribute allows (check.ts), kept when the export's filters keep them. */
function scopesOf(
  attribute: ExportAttribute,
  channels: readonly string[],
  localesOf: ReadonlyMap<string, string[]>,
  options: ValueView,
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
  options: ValueView,
): Promise<ProductStructure> {
  const { attributes, channels, members, axes } = await readValueStructure(db.sql, tenantId);

  const byId = new Map(attributes.map((a) => [a.id, a]));
  const localesOf = new Map(channels.map((c) => [c.code, c.locales]));
  // Attributes left out keep their place in byId (a variant family's axes are read there).
  const chosen = options.attributes ? new Set(options.attributes) : undefined;
  const families = new Map<string, Map<string, FamilyMember>>();
  for (const member of members) {
    const attribute = byId.get(member.attribute_id);
    if (!attribute || (chosen && !chosen.has(attribute.code))) continue;
    if (options.familyId && member.family_id !== options.familyId) continue;
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
    attributes: chosen ? attributes.filter((a) => chosen.has(a.code)) : attributes,
    byId,
    families,
    axes: new Map(axes.map((vf) => [vf.id, vf.attribute_ids])),
  };
}

/** A value column, and the scoped value it holds. */
export interface ValueColumnOf {
  column: string;
  attribute: ExportAttribute;
  channel: string;
  locale: string;
}

/**
 * The value columns of every attribute (in order) × the scopes some family allows it, among
 * the members `keep` accepts (variants: the overridable ones).
 */
export function valueColumns(
  structure: ProductStructure,
  keep: (member: FamilyMember, attributeId: string) => boolean = () => true,
): ValueColumnOf[] {
  const columns: ValueColumnOf[] = [];
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
