// The stored form of a product's or variant's values (`raw_values`, see products.prisma):
//   {"<attribute id>": {"<channel code or $default>": {"<locale code or $default>": <data>}}}
// and its audit beside it (`value_audit`): {"<attribute id>": {"at": "<ISO time>", "by": actor}}
// for the values written after the row was made; a value without an entry was written with the
// row and carries its `created_at` / `created_by` (an import of 100,000 products does not
// write the same stamp 2,000,000 times).
// Everything that reads or writes values goes through these helpers, so the layout is said once.
import { createHash } from 'node:crypto';
import type { ActorRef } from '../../platform/access/index.ts';

/** The literal that stands for "no channel" or "no locale". */
export const DEFAULT_SCOPE = '$default';

/** A value's `data` as stored and answered: `{value: ...}`, whatever the type. */
export type ValueData = { value: unknown };
export type ScopedValues = Record<string, Record<string, ValueData>>;
export type RawValues = Record<string, ScopedValues>;
export type ValueAudit = Record<string, { at: string; by: ActorRef | null }>;

/** One scoped value as the API shows it. */
export interface ScopedValue {
  channel: string;
  locale: string;
  data: ValueData;
}

/** A stored JSON column read back as a document (anything else reads as empty). */
export function rawValuesOf(column: unknown): RawValues {
  return column && typeof column === 'object' && !Array.isArray(column)
    ? (column as RawValues)
    : {};
}

export function valueAuditOf(column: unknown): ValueAudit {
  return column && typeof column === 'object' && !Array.isArray(column)
    ? (column as ValueAudit)
    : {};
}

/** Each valued attribute's stamp: its audit entry, or the row's creation stamp (`made`). */
export function valueStampsOf(
  raw: RawValues,
  column: unknown,
  made: { at: Date | string; by: unknown },
): ValueAudit {
  const audit = valueAuditOf(column);
  const at = new Date(made.at).toISOString();
  const by = (made.by ?? null) as ActorRef | null;
  const stamps: ValueAudit = {};
  for (const id of Object.keys(raw)) stamps[id] = audit[id] ?? { at, by };
  return stamps;
}

/** Channel or locale codes in order, $default first. */
const byScope = (a: string, b: string) =>
  a === b ? 0 : a === DEFAULT_SCOPE ? -1 : b === DEFAULT_SCOPE ? 1 : a < b ? -1 : 1;

/** The scoped values of one attribute, ordered by channel then locale ($default first). */
export function scopedValuesOf(scoped: ScopedValues | undefined): ScopedValue[] {
  if (!scoped) return [];
  return Object.keys(scoped)
    .sort(byScope)
    .flatMap((channel) =>
      Object.keys(scoped[channel]!)
        .sort(byScope)
        .map((locale) => ({ channel, locale, data: scoped[channel]![locale]! })),
    );
}

/** The document form of a list of scoped values (a later value for the same scope wins). */
export function scopedValuesFrom(values: readonly ScopedValue[]): ScopedValues {
  const scoped: ScopedValues = {};
  for (const { channel, locale, data } of values) (scoped[channel] ??= {})[locale] = data;
  return scoped;
}

/** Sets (data) or removes (null) one scoped value; returns the attribute's values, or undefined when none is left. */
export function withScopedValue(
  scoped: ScopedValues | undefined,
  channel: string,
  locale: string,
  data: ValueData | null,
): ScopedValues | undefined {
  const next: ScopedValues = { ...scoped };
  const locales = { ...next[channel] };
  if (data === null) delete locales[locale];
  else locales[locale] = data;
  if (Object.keys(locales).length > 0) next[channel] = locales;
  else delete next[channel];
  return Object.keys(next).length > 0 ? next : undefined;
}

/** The value of one scope, if any. */
export const valueAt = (
  raw: RawValues,
  attributeId: string,
  channel: string,
  locale: string,
): ValueData | undefined => raw[attributeId]?.[channel]?.[locale];

/**
 * The `uniqueness_hash` of an `is_unique` value (text, number, date): sha256 of its canonical
 * JSON, so "12" and 12 differ and equal values hash alike. `unique_values` is keyed by it.
 */
export function uniquenessHash(data: ValueData): string {
  return createHash('sha256').update(JSON.stringify(data.value)).digest('hex');
}
