// What a restore may not bring back because the API would refuse to write it now (the rules
// of product-values/check.ts): values of attributes no longer in the family (on a variant: no
// longer overridable), values on a channel or locale the attribute no longer takes (a channel
// deleted or no longer enabled for it in the family, a locale taken off the channel), and data
// the attribute's type and configuration no longer accept. They are left out, as deleted
// options and assets are (prune.ts); the revert revision's snapshot shows what the product
// holds. Axis values are kept as they are: they tell the variants apart (prune.ts refuses a
// restore whose axis option is gone).
import type { Sql } from '@pim/db';
import { scopeFault } from '../values/check.ts';
import type { RawValues, ScopedValues } from '../values/document.ts';
import { loadDefinitions, type AttributeDef } from '../values/sql.ts';
import { checkValue, newLookups } from '../values/validate.ts';
import { turnTaker } from '../../platform/shared/index.ts';

/** The values of `scoped` the API would write for `def` today; undefined when none is left. */
function admissibleValues(
  def: AttributeDef,
  localesOf: ReadonlyMap<string, readonly string[]>,
  scoped: ScopedValues,
): ScopedValues | undefined {
  const next: ScopedValues = {};
  for (const [channel, locales] of Object.entries(scoped)) {
    for (const [locale, data] of Object.entries(locales)) {
      if (scopeFault(def, localesOf, channel, locale, 'value')) continue;
      // Each value on its own budget: a restore is not one request's worth of rich text.
      const checked = checkValue(def, data.value, 'value', newLookups());
      if ('fault' in checked || checked.data === null) continue;
      (next[channel] ??= {})[locale] = data;
    }
  }
  return Object.keys(next).length > 0 ? next : undefined;
}

/**
 * The documents (the product's, then its variants' in the same order) without the values the
 * API would refuse today for the family `familyId` and its variant family.
 */
export async function keepAdmissibleValues(
  db: Sql,
  tenantId: string,
  familyId: string,
  variantFamilyId: string | null,
  product: RawValues,
  variants: readonly RawValues[],
): Promise<{ product: RawValues; variants: RawValues[] }> {
  const ids = [...new Set([product, ...variants].flatMap(Object.keys))];
  const defs = await loadDefinitions(db, tenantId, familyId, variantFamilyId, ids, true);
  const byId = new Map(defs.attributes.map((def) => [def.id, def]));
  const localesOf = new Map(defs.channels.map((c) => [c.code, c.locales]));
  // Checked in turns, as a value write is: a product may hold many long values.
  const turn = turnTaker();
  const keep = async (doc: RawValues, forVariant: boolean): Promise<RawValues> => {
    const next: RawValues = {};
    for (const [id, scoped] of Object.entries(doc)) {
      await turn();
      const def = byId.get(id);
      if (!def) continue;
      if (forVariant && def.is_axis) {
        next[id] = scoped;
        continue;
      }
      if (!def.in_family || (forVariant && !def.is_overridable)) continue;
      const kept = admissibleValues(def, localesOf, scoped);
      if (kept) next[id] = kept;
    }
    return next;
  };
  const kept = { product: await keep(product, false), variants: [] as RawValues[] };
  for (const doc of variants) kept.variants.push(await keep(doc, true));
  return kept;
}
