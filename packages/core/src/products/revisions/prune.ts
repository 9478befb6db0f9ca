// What a restore may not bring back: option codes deleted since (their delete was allowed
// because no live value used them) and assets deleted since. Select values and media values
// naming them are dropped, multiselect values lose those codes; a variant's axis value naming
// a deleted option cannot be dropped (it tells the variant apart), so that restore is refused.
// The attributes and assets still there are locked FOR SHARE, as a value write locks them, so
// an option or asset delete running meanwhile waits for the restore and then sees the values.
import type { Sql } from '@pim/db';
import { AppError } from '../../platform/errors/index.ts';
import { liveIdsAmong } from '../../platform/shared/index.ts';
import { DEFAULT_SCOPE, type RawValues, type ScopedValues } from '../values/document.ts';
import { attributesOfTypes, knownOptions } from '../values/sql.ts';

interface Kinds {
  options: Set<string>; // select and multiselect attribute ids
  media: Set<string>;
}

async function kindsOf(db: Sql, tenantId: string, ids: readonly string[]): Promise<Kinds> {
  const rows = await attributesOfTypes(db, tenantId, ids, ['select', 'multiselect', 'media']);
  return {
    options: new Set(rows.filter((r) => r.type !== 'media').map((r) => r.id)),
    media: new Set(rows.filter((r) => r.type === 'media').map((r) => r.id)),
  };
}

/** Every (attribute, value) of the documents' attributes in `ids`. */
function* valuesOf(docs: readonly RawValues[], ids: ReadonlySet<string>) {
  for (const doc of docs) {
    for (const [attributeId, scoped] of Object.entries(doc)) {
      if (!ids.has(attributeId)) continue;
      for (const locales of Object.values(scoped)) {
        for (const data of Object.values(locales)) yield { attributeId, value: data.value };
      }
    }
  }
}

async function liveOptions(db: Sql, tenantId: string, docs: readonly RawValues[], ids: Kinds) {
  const pairs = [...valuesOf(docs, ids.options)].flatMap(({ attributeId, value }) =>
    (Array.isArray(value) ? value : [value]).map((code) => ({ attributeId, code: String(code) })),
  );
  return knownOptions(db, tenantId, pairs);
}

/** `scoped` with each value passed through `keep` (null drops it); undefined when none is left. */
function mapScoped(
  scoped: ScopedValues,
  keep: (value: unknown) => unknown,
): ScopedValues | undefined {
  const next: ScopedValues = {};
  for (const [channel, locales] of Object.entries(scoped)) {
    for (const [locale, data] of Object.entries(locales)) {
      const value = keep(data.value);
      if (value !== null) (next[channel] ??= {})[locale] = { value };
    }
  }
  return Object.keys(next).length > 0 ? next : undefined;
}

/**
 * The documents without values naming deleted options or assets (in place of the originals,
 * same order). `axes` are the variant family's axis attribute ids: in `variantDocs` a deleted
 * axis option refuses the restore (400 invalid_reference on revisionId).
 */
export async function pruneGoneReferences(
  db: Sql,
  tenantId: string,
  productDoc: RawValues,
  variantDocs: readonly RawValues[],
  axes: readonly string[],
): Promise<{ product: RawValues; variants: RawValues[] }> {
  const docs = [productDoc, ...variantDocs];
  const kinds = await kindsOf(db, tenantId, [...new Set(docs.flatMap(Object.keys))]);
  // Locked FOR SHARE: an option delete locks its attribute FOR UPDATE, an asset delete the asset.
  await liveIdsAmong(db, 'attributes', tenantId, [...kinds.options]);
  const options = await liveOptions(db, tenantId, docs, kinds);
  const assetIds = [...valuesOf(docs, kinds.media)].map(({ value }) => String(value));
  const assets = await liveIdsAmong(db, 'assets', tenantId, [...new Set(assetIds)]);
  for (const doc of variantDocs) {
    for (const axis of axes) {
      const code = doc[axis]?.[DEFAULT_SCOPE]?.[DEFAULT_SCOPE]?.value;
      if (kinds.options.has(axis) && !options.has(`${axis}:${String(code)}`)) {
        throw new AppError(
          'invalid_reference',
          `A variant of the revision has the axis option ${String(code)}, which no longer exists: it cannot be restored`,
          { field: 'revisionId' },
        );
      }
    }
  }
  const liveOption = (attributeId: string, value: unknown): unknown => {
    const known = (code: unknown) => options.has(`${attributeId}:${String(code)}`);
    if (!Array.isArray(value)) return known(value) ? value : null;
    const codes = value.filter(known);
    return codes.length > 0 ? codes : null;
  };
  const prune = (doc: RawValues): RawValues => {
    const next: RawValues = {};
    for (const [attributeId, scoped] of Object.entries(doc)) {
      const kept = kinds.options.has(attributeId)
        ? mapScoped(scoped, (value) => liveOption(attributeId, value))
        : kinds.media.has(attributeId)
          ? mapScoped(scoped, (value) => (assets.has(String(value)) ? value : null))
          : scoped;
      if (kept) next[attributeId] = kept;
    }
    return next;
  };
  return { product: prune(productDoc), variants: variantDocs.map(prune) };
}
