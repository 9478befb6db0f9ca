// A revision's change_summary: what changed from the previous snapshot to this one, as {path,
// action, before?, after?} entries (action: added, changed or removed). The first revision is
// diffed against an empty product, so it lists what the product was created with. Paths:
//   product.<field>                                     code, product_family_id, product_type,
//                                                       product_variant_family_id, status
//   category_ids                                        one entry per category added or removed
//   attributes.<code>.<channel>.<locale>                a scoped value (data before/after)
//   variants.<sku>                                      a variant added or removed
//   variants.<sku>.<code|status|is_default>             a variant's own fields
//   variants.<sku>.attributes.<code>.<channel>.<locale> a variant's scoped value
// At most MAX_SUMMARY_ENTRIES entries; past that, one last {path: "", action: "changed",
// after: "<n> more changes"} says how many were left out.
import {
  type ProductSnapshot,
  type SnapshotAttribute,
  type SnapshotVariant,
  sameJson,
} from './snapshot.ts';

export const MAX_SUMMARY_ENTRIES = 500;

export interface ChangeEntry {
  path: string;
  action: 'added' | 'changed' | 'removed';
  before?: unknown;
  after?: unknown;
}

/** An attribute's code by id (its id when the attribute is gone). */
export type CodeOf = (attributeId: string) => string;

const present = (value: unknown) => value !== undefined && value !== null;

function compare(path: string, before: unknown, after: unknown): ChangeEntry[] {
  if (sameJson(before, after) || (!present(before) && !present(after))) return [];
  if (!present(before)) return [{ path, action: 'added', after }];
  if (!present(after)) return [{ path, action: 'removed', before }];
  return [{ path, action: 'changed', before, after }];
}

/** Scoped values keyed `<code>.<channel>.<locale>`. */
function cellsOf(attributes: readonly SnapshotAttribute[], codeOf: CodeOf) {
  const cells = new Map<string, unknown>();
  for (const attribute of attributes) {
    const code = codeOf(attribute.attribute_id);
    for (const v of attribute.value) cells.set(`${code}.${v.channel}.${v.locale}`, v.data);
  }
  return cells;
}

function diffAttributes(
  prefix: string,
  before: readonly SnapshotAttribute[],
  after: readonly SnapshotAttribute[],
  codeOf: CodeOf,
): ChangeEntry[] {
  const old = cellsOf(before, codeOf);
  const now = cellsOf(after, codeOf);
  const keys = [...new Set([...old.keys(), ...now.keys()])].sort();
  return keys.flatMap((key) => compare(`${prefix}.${key}`, old.get(key), now.get(key)));
}

function diffVariants(
  before: readonly SnapshotVariant[],
  after: readonly SnapshotVariant[],
  codeOf: CodeOf,
): ChangeEntry[] {
  const old = new Map(before.map((v) => [v.id, v]));
  const now = new Map(after.map((v) => [v.id, v]));
  const entries: ChangeEntry[] = [];
  for (const variant of before) {
    if (!now.has(variant.id)) {
      entries.push({
        path: `variants.${variant.code}`,
        action: 'removed',
        before: { id: variant.id, code: variant.code },
      });
    }
  }
  for (const variant of after) {
    const prefix = `variants.${variant.code}`;
    const previous = old.get(variant.id);
    if (!previous) {
      entries.push({
        path: prefix,
        action: 'added',
        after: { id: variant.id, code: variant.code },
      });
    }
    entries.push(
      ...compare(`${prefix}.code`, previous?.code, previous && variant.code),
      ...compare(`${prefix}.status`, previous?.status, variant.status),
      ...compare(`${prefix}.is_default`, previous?.is_default, variant.is_default),
      ...diffAttributes(
        `${prefix}.attributes`,
        previous?.attributes ?? [],
        variant.attributes,
        codeOf,
      ),
    );
  }
  return entries;
}

/** What changed from `before` (undefined: nothing yet) to `after`, bounded. */
export function summarize(
  before: ProductSnapshot | undefined,
  after: ProductSnapshot,
  codeOf: CodeOf,
): ChangeEntry[] {
  const fields = Object.keys(after.product) as (keyof ProductSnapshot['product'])[];
  const oldCategories = new Set(before?.category_ids ?? []);
  const newCategories = new Set(after.category_ids);
  const entries: ChangeEntry[] = [
    ...fields.flatMap((field) =>
      compare(`product.${field}`, before?.product[field], after.product[field]),
    ),
    ...(before?.category_ids ?? [])
      .filter((id) => !newCategories.has(id))
      .map((id): ChangeEntry => ({ path: 'category_ids', action: 'removed', before: id })),
    ...after.category_ids
      .filter((id) => !oldCategories.has(id))
      .map((id): ChangeEntry => ({ path: 'category_ids', action: 'added', after: id })),
    ...diffAttributes(
      'attributes',
      before?.product_attributes ?? [],
      after.product_attributes,
      codeOf,
    ),
    ...diffVariants(before?.variants ?? [], after.variants, codeOf),
  ];
  if (entries.length <= MAX_SUMMARY_ENTRIES) return entries;
  const more = entries.length - MAX_SUMMARY_ENTRIES;
  return [
    ...entries.slice(0, MAX_SUMMARY_ENTRIES),
    { path: '', action: 'changed', after: `${more} more changes` },
  ];
}
