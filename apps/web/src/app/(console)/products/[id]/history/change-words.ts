// A revision's change summary in the merchandiser's words. The API writes each entry's path
// with codes and ids (packages/core/src/products/revisions/summary.ts):
//   product.<field>                                     code, product_family_id, product_type,
//                                                       product_variant_family_id, status
//   category_ids                                        a category id added or removed
//   attributes.<code>.<channel>.<locale>                a value ($default: not per channel/locale)
//   variants.<sku>                                      a variant added or removed
//   variants.<sku>.<code|status|is_default>             a variant's own fields
//   variants.<sku>.attributes.<code>.<channel>.<locale> a variant's value
//   "" (empty)                                          "<n> more changes" past the bound
// Here each becomes a subject (an attribute's label, "Family", "Status"…), the channel and
// locale by name, and the before and after as words (names for ids, labels for statuses and
// for the option codes of select and multiselect values).
// Pure, for the History tab and its unit tests.
import type { ProductStatus } from '@pim/core/schemas';
import { deletedOption, optionCodesOf } from '../../option-labels';
import { STATUS_LABELS } from '../../product-status';
import { shortValue } from './snapshot-diff';

const DEFAULT_SCOPE = '$default';

/** Names for the codes and ids a summary holds; undefined: not known (deleted, or not read). */
export interface HistoryTerms {
  attributeName: (code: string) => string | undefined;
  channelName: (code: string) => string | undefined;
  localeName: (code: string) => string | undefined;
  familyName: (id: string) => string | undefined;
  variantFamilyName: (id: string) => string | undefined;
  /** "Clothing / Men / Shirts". */
  categoryPath: (id: string) => string | undefined;
  /** The attribute's id (for reading its options). */
  attributeId: (code: string) => string | undefined;
  /** Whether the attribute's values are option codes (select and multiselect). */
  hasOptions: (attributeCode: string) => boolean;
  /** An option's label; undefined: no option of the attribute has the code any more. */
  optionLabel: (attributeCode: string, optionCode: string) => string | undefined;
}

export interface ChangeWords {
  action: 'added' | 'changed' | 'removed';
  /** What changed: "Name", "Family", "Variant TS-RED-M: Status". */
  subject: string;
  /** The attribute no longer exists (or cannot be read): the subject says so. */
  unknown?: boolean;
  /** Channel and locale by name, when the value is per channel or locale. */
  channel?: string;
  locale?: string;
  before?: string;
  after?: string;
}

export const ACTION_WORDS = { added: 'Added', changed: 'Changed', removed: 'Removed' } as const;

/** Where a summary came from, in words ("Import", "Bulk update", "Restore"). */
export const SOURCE_LABELS: Record<string, string> = {
  api: 'API',
  console: 'Console',
  import: 'Import',
  bulk_update: 'Bulk update',
  clone: 'Copy',
  revert: 'Restore',
};

const statusLabel = (value: unknown) =>
  typeof value === 'string' && value in STATUS_LABELS
    ? STATUS_LABELS[value as ProductStatus]
    : shortValue(value);

const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : '—');

/** `fn(value)` for a present value, undefined for an absent one. */
function word(value: unknown, fn: (v: unknown) => string): string | undefined {
  return value === undefined ? undefined : fn(value);
}

/**
 * `<code>.<channel>.<locale>`: the locale is the last part (locale codes have no dot); codes
 * may hold dots, so the split between attribute and channel is the one whose parts are known.
 */
export function splitValuePath(
  rest: string,
  terms: HistoryTerms,
): { code: string; channel: string; locale: string } {
  const cut = rest.lastIndexOf('.');
  const locale = rest.slice(cut + 1);
  const head = rest.slice(0, Math.max(cut, 0));
  const splits: { code: string; channel: string }[] = [];
  for (let i = head.indexOf('.'); i !== -1; i = head.indexOf('.', i + 1)) {
    splits.push({ code: head.slice(0, i), channel: head.slice(i + 1) });
  }
  const known = splits.find(
    (s) =>
      terms.attributeName(s.code) !== undefined &&
      (s.channel === DEFAULT_SCOPE || terms.channelName(s.channel) !== undefined),
  );
  return { ...(known ?? splits.at(-1) ?? { code: head, channel: DEFAULT_SCOPE }), locale };
}

/** A select's or multiselect's value as its options' labels ("Deleted option (x)" for a gone one). */
function optionWords(value: unknown, attribute: string, terms: HistoryTerms): string {
  const codes = optionCodesOf(value);
  if (!codes.length) return shortValue(value);
  return codes.map((code) => terms.optionLabel(attribute, code) ?? deletedOption(code)).join(', ');
}

/** The attribute code of a value's path (`attributes.…` or `variants.<sku>.attributes.…`). */
function valueAttribute(path: string, terms: HistoryTerms): string | undefined {
  if (path.startsWith('attributes.')) return splitValuePath(path.slice(11), terms).code;
  const marker = path.startsWith('variants.') ? path.indexOf('.attributes.') : -1;
  return marker === -1 ? undefined : splitValuePath(path.slice(marker + 12), terms).code;
}

/**
 * The option codes the entries' select and multiselect values name, by attribute code: the
 * options whose labels a page of revisions needs (and no others).
 */
export function optionCodesNamed(
  entries: readonly { path: string; before?: unknown; after?: unknown }[],
  terms: HistoryTerms,
): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  for (const entry of entries) {
    const attribute = valueAttribute(entry.path, terms);
    if (attribute === undefined || !terms.hasOptions(attribute)) continue;
    const codes = named.get(attribute) ?? new Set<string>();
    for (const code of [...optionCodesOf(entry.before), ...optionCodesOf(entry.after)]) {
      codes.add(code);
    }
    named.set(attribute, codes);
  }
  return named;
}

function valueWords(
  entry: { action: ChangeWords['action']; before?: unknown; after?: unknown },
  rest: string,
  terms: HistoryTerms,
  prefix = '',
): ChangeWords {
  const { code, channel, locale } = splitValuePath(rest, terms);
  const name = terms.attributeName(code);
  const show = terms.hasOptions(code)
    ? (value: unknown) => optionWords(value, code, terms)
    : shortValue;
  return {
    action: entry.action,
    subject: `${prefix}${name ?? `Deleted attribute (${code})`}`,
    ...(name === undefined ? { unknown: true } : {}),
    ...(channel !== DEFAULT_SCOPE ? { channel: terms.channelName(channel) ?? channel } : {}),
    ...(locale !== DEFAULT_SCOPE ? { locale: terms.localeName(locale) ?? locale } : {}),
    before: word(entry.before, show),
    after: word(entry.after, show),
  };
}

const PRODUCT_FIELDS: Record<
  string,
  { subject: string; show: (v: unknown, t: HistoryTerms) => string }
> = {
  code: { subject: 'Code', show: (v) => shortValue(v) },
  product_type: { subject: 'Product type', show: (v) => shortValue(v) },
  status: { subject: 'Status', show: statusLabel },
  product_family_id: {
    subject: 'Family',
    show: (v, t) => t.familyName(String(v)) ?? 'A family that no longer exists',
  },
  product_variant_family_id: {
    subject: 'Variant family',
    show: (v, t) => t.variantFamilyName(String(v)) ?? 'A variant family that no longer exists',
  },
};

const VARIANT_FIELDS: Record<string, { subject: string; show: (v: unknown) => string }> = {
  code: { subject: 'SKU', show: (v) => shortValue(v) },
  status: { subject: 'Status', show: statusLabel },
  is_default: { subject: 'Default variant', show: yesNo },
};

function variantWords(
  entry: { action: ChangeWords['action']; before?: unknown; after?: unknown },
  rest: string,
  terms: HistoryTerms,
): ChangeWords {
  const value = entry.after ?? entry.before;
  // Added or removed: the value is the variant itself ({id, code}).
  if (value && typeof value === 'object' && 'code' in value) {
    return { action: entry.action, subject: `Variant ${String(value.code)}` };
  }
  const marker = rest.indexOf('.attributes.');
  if (marker !== -1) {
    const sku = rest.slice(0, marker);
    return valueWords(entry, rest.slice(marker + 12), terms, `Variant ${sku}: `);
  }
  const cut = rest.lastIndexOf('.');
  const field = VARIANT_FIELDS[rest.slice(cut + 1)];
  const sku = rest.slice(0, cut);
  return {
    action: entry.action,
    subject: `Variant ${sku}: ${field?.subject ?? rest.slice(cut + 1)}`,
    before: word(entry.before, field?.show ?? shortValue),
    after: word(entry.after, field?.show ?? shortValue),
  };
}

/** One summary entry in words. */
export function describeChange(
  entry: { path: string; action: ChangeWords['action']; before?: unknown; after?: unknown },
  terms: HistoryTerms,
): ChangeWords {
  const { path } = entry;
  if (path === '') {
    return { action: entry.action, subject: 'More changes', after: word(entry.after, shortValue) };
  }
  if (path === 'category_ids') {
    const path = (v: unknown) => terms.categoryPath(String(v)) ?? 'A deleted category';
    return {
      action: entry.action,
      subject: 'Category',
      before: word(entry.before, path),
      after: word(entry.after, path),
    };
  }
  if (path.startsWith('product.')) {
    const field = PRODUCT_FIELDS[path.slice(8)];
    const show = (v: unknown) => (field ? field.show(v, terms) : shortValue(v));
    return {
      action: entry.action,
      subject: field?.subject ?? path.slice(8),
      before: word(entry.before, show),
      after: word(entry.after, show),
    };
  }
  if (path.startsWith('attributes.')) return valueWords(entry, path.slice(11), terms);
  if (path.startsWith('variants.')) return variantWords(entry, path.slice(9), terms);
  return {
    action: entry.action,
    subject: path,
    before: word(entry.before, shortValue),
    after: word(entry.after, shortValue),
  };
}
