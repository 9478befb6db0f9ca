// The differences between two product snapshots (the whole product a revision keeps: its
// fields, categories, values and variants), as path, then and now: what a restore of the older
// one would change. Pure, for the History tab's diff.
import type { RouterOutputs } from '@/lib/api/router';
import { plainTextOf } from '@/lib/plain-text';

export type Snapshot = RouterOutputs['productRevisions']['get']['snapshot'];
type SnapshotAttribute = Snapshot['product_attributes'][number];

export interface Difference {
  path: string;
  /** In the older snapshot (undefined: absent there). */
  then: unknown;
  /** Now (undefined: absent now). */
  now: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `<code>.<channel>.<locale>` → value, for one owner's attributes. */
function flatValues(attributes: readonly SnapshotAttribute[], codeOf: (id: string) => string) {
  const values = new Map<string, unknown>();
  for (const attribute of attributes) {
    for (const v of attribute.value) {
      values.set(`${codeOf(attribute.attribute_id)}.${v.channel}.${v.locale}`, v.data.value);
    }
  }
  return values;
}

function compareMaps(
  prefix: string,
  then: ReadonlyMap<string, unknown>,
  now: ReadonlyMap<string, unknown>,
  out: Difference[],
) {
  const keys = [...new Set([...then.keys(), ...now.keys()])].sort();
  for (const key of keys) {
    if (!same(then.get(key), now.get(key))) {
      out.push({ path: `${prefix}${key}`, then: then.get(key), now: now.get(key) });
    }
  }
}

/**
 * What differs between `then` (an earlier revision) and `now` (the latest): product fields,
 * categories, values by attribute code, channel and locale, and variants (by SKU).
 */
export function diffSnapshots(
  then: Snapshot,
  now: Snapshot,
  codeOf: (attributeId: string) => string,
  categoryName: (categoryId: string) => string,
): Difference[] {
  const out: Difference[] = [];
  for (const field of Object.keys({
    ...then.product,
    ...now.product,
  }) as (keyof Snapshot['product'])[]) {
    if (!same(then.product[field], now.product[field])) {
      out.push({ path: `product.${field}`, then: then.product[field], now: now.product[field] });
    }
  }
  const removed = then.category_ids.filter((id) => !now.category_ids.includes(id));
  const added = now.category_ids.filter((id) => !then.category_ids.includes(id));
  for (const id of removed)
    out.push({ path: 'categories', then: categoryName(id), now: undefined });
  for (const id of added) out.push({ path: 'categories', then: undefined, now: categoryName(id) });
  compareMaps(
    'attributes.',
    flatValues(then.product_attributes, codeOf),
    flatValues(now.product_attributes, codeOf),
    out,
  );
  const variantsThen = new Map(then.variants.map((v) => [v.id, v]));
  const variantsNow = new Map(now.variants.map((v) => [v.id, v]));
  for (const id of new Set([...variantsThen.keys(), ...variantsNow.keys()])) {
    const a = variantsThen.get(id);
    const b = variantsNow.get(id);
    const sku = (b ?? a)!.code;
    if (!a || !b) {
      out.push({
        path: `variants.${sku}`,
        // The variant itself, as the summary writes it: it reads as its SKU.
        then: a ? { id: a.id, code: a.code } : undefined,
        now: b ? { id: b.id, code: b.code } : undefined,
      });
      continue;
    }
    if (a.status !== b.status)
      out.push({ path: `variants.${sku}.status`, then: a.status, now: b.status });
    if (a.is_default !== b.is_default) {
      out.push({ path: `variants.${sku}.is_default`, then: a.is_default, now: b.is_default });
    }
    compareMaps(
      `variants.${sku}.attributes.`,
      flatValues(a.attributes, codeOf),
      flatValues(b.attributes, codeOf),
      out,
    );
  }
  return out;
}

/** A value of a summary or a diff, short and plain (HTML as its text). */
export function shortValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  // A value's data (`{value}`) reads as the value itself.
  if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).join() === 'value') {
    return shortValue((value as { value: unknown }).value);
  }
  if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'currency' in v)) {
    return value
      .map((v: { amount: string; currency: string }) => `${v.amount} ${v.currency}`)
      .join(' · ');
  }
  if (typeof value === 'object' && value && 'unit' in value && 'amount' in value) {
    return `${String(value.amount)} ${String(value.unit).toLowerCase()}`;
  }
  // A variant added or removed reads as its SKU.
  if (typeof value === 'object' && value && 'code' in value) return String(value.code);
  const text = typeof value === 'string' ? plainTextOf(value) : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
