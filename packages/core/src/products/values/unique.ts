// `is_unique` values (text, number, date): besides the owner's raw_values, each distinct value
// is a row of `unique_values`, whose primary key (tenant, attribute, value hash) refuses the
// same value on two owners of the tenant. `syncUniqueValues` recomputes one owner's rows from
// its document (delete, then insert); a value another owner holds is 409 already_exists.
// Inserting with ON CONFLICT DO NOTHING waits for a concurrent writer of the same value and
// then skips, so the refusal is an answer, not an aborted statement.
import type { TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { DEFAULT_SCOPE, uniquenessHash, type RawValues } from './document.ts';
import { deleteUniqueValuesOf, insertUniqueValues, uniqueAttributesAmong } from './sql.ts';

export interface UniqueOwner {
  productId: string;
  /** Set for a variant's own values (its overrides); null or absent for the product's. */
  variantId?: string | null;
}

/** The request field of one scoped value, for the 409 (e.g. `0.values.1.data.value`). */
export type UniqueFieldOf = (attributeId: string, channel: string, locale: string) => string;

export interface Held {
  attributeId: string;
  hash: string;
  channel: string;
  locale: string;
}

/** One entry per distinct (attribute, value) of the owner's `is_unique` attributes. */
export function heldValues(raw: RawValues, uniqueIds: ReadonlySet<string>): Held[] {
  const held = new Map<string, Held>();
  for (const [attributeId, scoped] of Object.entries(raw)) {
    if (!uniqueIds.has(attributeId)) continue;
    for (const [channel, locales] of Object.entries(scoped)) {
      for (const [locale, data] of Object.entries(locales)) {
        if (!data || data.value === undefined || data.value === null) continue;
        const hash = uniquenessHash(data);
        const key = `${attributeId}:${hash}`;
        if (!held.has(key)) held.set(key, { attributeId, hash, channel, locale });
      }
    }
  }
  return [...held.values()];
}

/**
 * Recomputes the `unique_values` rows of one owner (a product, or one variant) from its
 * document. Call it inside the change's transaction after the owner's raw_values are final.
 * 409 already_exists when another product or variant of the tenant holds one of the values
 * (field from `fieldOf`, else `values`).
 */
export async function syncUniqueValues(
  scope: TenantScope,
  owner: UniqueOwner,
  raw: RawValues,
  fieldOf?: UniqueFieldOf,
): Promise<void> {
  const { db, tenantId } = scope;
  const where = { productId: owner.productId, variantId: owner.variantId ?? null };
  await deleteUniqueValuesOf(db.sql, tenantId, where);
  const ids = Object.keys(raw);
  if (ids.length === 0) return;
  const unique = await uniqueAttributesAmong(db.sql, tenantId, ids);
  if (unique.length === 0) return;
  const held = heldValues(raw, new Set(unique.map((a) => a.id)));
  if (held.length === 0) return;
  const inserted = await insertUniqueValues(db.sql, tenantId, where, held);
  if (inserted.length === held.length) return;
  const done = new Set(inserted.map((row) => `${row.attribute_id}:${row.value_hash}`));
  const codeOf = new Map(unique.map((a) => [a.id, a.code]));
  const details = held
    .filter((h) => !done.has(`${h.attributeId}:${h.hash}`))
    .map((h) => {
      const code = codeOf.get(h.attributeId) ?? h.attributeId;
      const where =
        h.channel === DEFAULT_SCOPE && h.locale === DEFAULT_SCOPE
          ? ''
          : ` (${h.channel}, ${h.locale})`;
      return {
        code: 'already_exists' as const,
        field: fieldOf ? fieldOf(h.attributeId, h.channel, h.locale) : 'values',
        message: `Another product or variant already has this value for the unique attribute ${code}${where}`,
      };
    });
  throw new AppError('already_exists', details[0]!.message, { details });
}
