// The value editor's state model, pure (no React): the values as loaded, the user's changes
// by scope, and the PATCH body made of the changed scoped values only.
import type { RouterOutputs } from '@/lib/api/router';

type VariantRow = RouterOutputs['variantValues']['list']['items'][number];

/** A product's value row, or a variant's (which says whether it is inherited or overridden). */
export type ValueRow = RouterOutputs['productValues']['list']['items'][number] &
  Partial<Pick<VariantRow, 'is_inherited' | 'is_overridden'>>;

export const DEFAULT_SCOPE = '$default';

/** The channel and locale the editor shows. */
export interface EditorScope {
  channel: string;
  locale: string;
}

/** A value as stored (`{value}`); null removes it. */
export type ValueData = { value: unknown };

/** One scoped value of one attribute: `<attribute id>|<channel>|<locale>`. */
export type ValueKey = string;

export const keyOf = (attributeId: string, channel: string, locale: string): ValueKey =>
  `${attributeId}|${channel}|${locale}`;

export function partsOf(key: ValueKey): { attributeId: string; channel: string; locale: string } {
  const [attributeId = '', channel = '', locale = ''] = key.split('|');
  return { attributeId, channel, locale };
}

/** Where a row's value for the shown channel and locale lives ($default when not scoped). */
export function scopeOf(row: ValueRow, shown: EditorScope): EditorScope {
  return {
    channel: row.value_per_channel ? shown.channel : DEFAULT_SCOPE,
    locale: row.value_per_locale ? shown.locale : DEFAULT_SCOPE,
  };
}

/** Whether the family uses the attribute in the shown channel. */
export function enabledIn(row: ValueRow, channel: string): boolean {
  return row.channel_settings.some((c) => c.channel_code === channel && c.enabled);
}

/** The loaded value of a row at a scope (undefined: none). */
export function loadedValue(row: ValueRow, scope: EditorScope): unknown {
  return row.values.find((v) => v.channel === scope.channel && v.locale === scope.locale)?.data
    .value;
}

/** Empty text, an empty list or nothing: stored as no value at all. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes after the user set `value` at `key`: a value equal to the loaded one (or empty
 * where nothing was loaded) is no change at all, so undoing an edit by hand leaves nothing to save.
 */
export function withEdit(
  edits: ReadonlyMap<ValueKey, unknown>,
  key: ValueKey,
  value: unknown,
  loaded: unknown,
): Map<ValueKey, unknown> {
  const next = new Map(edits);
  const cleared = isEmptyValue(value);
  if ((cleared && isEmptyValue(loaded)) || (!cleared && same(value, loaded))) next.delete(key);
  else next.set(key, cleared ? null : value);
  return next;
}

/** One item of the PATCH body. */
export interface PatchItem {
  attribute_id: string;
  values: { channel: string; locale: string; data: ValueData | null }[];
}

/**
 * The PATCH body (changed scoped values only; `data: null` for a cleared one) and, in the
 * same order, the key of each value, to put the API's errors (`attributes.0.values.1...`)
 * back under their fields.
 */
export function patchOf(edits: ReadonlyMap<ValueKey, unknown>): {
  attributes: PatchItem[];
  keys: ValueKey[][];
} {
  const byAttribute = new Map<string, { item: PatchItem; keys: ValueKey[] }>();
  for (const [key, value] of edits) {
    const { attributeId, channel, locale } = partsOf(key);
    const entry = byAttribute.get(attributeId) ?? {
      item: { attribute_id: attributeId, values: [] },
      keys: [],
    };
    entry.item.values.push({ channel, locale, data: value === null ? null : { value } });
    entry.keys.push(key);
    byAttribute.set(attributeId, entry);
  }
  const entries = [...byAttribute.values()];
  return { attributes: entries.map((e) => e.item), keys: entries.map((e) => e.keys) };
}

/**
 * The value an API error names (`attributes.0.values.1.data.value`, `0.values.1.channel` over
 * REST), or the attribute's first changed value when it names the item only.
 */
export function keyOfError(field: string, keys: readonly ValueKey[][]): ValueKey | undefined {
  const match = /^(?:attributes\.)?(\d+)(?:\.values\.(\d+))?/.exec(field);
  if (!match) return undefined;
  const item = keys[Number(match[1])];
  return item?.[match[2] === undefined ? 0 : Number(match[2])];
}

/** Rows by attribute group, in the API's order (group order, attribute order, code). */
export function groupsOf(
  rows: readonly ValueRow[],
): { key: string; name: string; rows: ValueRow[] }[] {
  const groups: { key: string; name: string; rows: ValueRow[] }[] = [];
  for (const row of rows) {
    const key = row.is_custom ? '$custom' : (row.attribute_group?.id ?? '$none');
    let group = groups.find((g) => g.key === key);
    if (!group) {
      const name = row.is_custom
        ? 'No longer in the family'
        : (row.attribute_group?.name ?? 'Other attributes');
      group = { key, name, rows: [] };
      groups.push(group);
    }
    group.rows.push(row);
  }
  return groups;
}
