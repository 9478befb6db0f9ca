// Code → id lookups of the tenant's live catalog records: records name what they refer to by
// code (so a file moves between tenants), the services take ids. Hits are kept in the run's
// memo, so a file naming the same family 100,000 times reads it once; misses are not kept,
// because a later record of the same run may create the code.
//
// The API, in short:
//   idByCode(scope, memo, 'family', 'shoes')             id | undefined
//   idsByCode(scope, memo, 'category', ['a', 'b'])       Map code → id (found ones only)
//   referenceId(scope, memo, 'attribute', code, field)   id, or invalid_reference on `field`
//   variantFamilyIdByCode(scope, memo, familyId, code)   id | undefined (codes are per family)
//
// Only reads are kept: writers never put what they wrote here (the memo is dropped when a
// batch rolls back).
import type { TenantScope } from '../access/index.ts';
import { AppError } from '../errors/index.ts';
import { idsOfCodes, variantFamilyIdOf, type CodedTable } from './sql.ts';

/**
 * Per run (an import job): lookups kept between records (codes to ids, definitions). Values
 * written by a batch that later rolls back can be wrong afterwards, so only what was read is
 * kept, never what was written.
 */
export type Memo = Map<string, unknown>;

/** What can be looked up by a tenant-wide code, and its table. */
const TABLES = {
  attribute_group: 'attribute_groups',
  attribute: 'attributes',
  channel: 'channels',
  category_tree: 'category_trees',
  category: 'categories',
  family: 'product_families',
} as const satisfies Record<string, CodedTable>;

export type LookupKind = keyof typeof TABLES;

/** How a kind reads in a message: "No category tree has the code x". */
const NAMES: Record<LookupKind, string> = {
  attribute_group: 'attribute group',
  attribute: 'attribute',
  channel: 'channel',
  category_tree: 'category tree',
  category: 'category',
  family: 'product family',
};

function cacheOf(memo: Memo, key: string): Map<string, string> {
  let cache = memo.get(key) as Map<string, string> | undefined;
  if (!cache) {
    cache = new Map();
    memo.set(key, cache);
  }
  return cache;
}

/** The ids of the live records with these codes (those found), in one query for the misses. */
export async function idsByCode(
  scope: TenantScope,
  memo: Memo,
  kind: LookupKind,
  codes: readonly string[],
): Promise<Map<string, string>> {
  const cache = cacheOf(memo, `lookup:${kind}`);
  const found = new Map<string, string>();
  const missing = new Set<string>();
  for (const code of codes) {
    const id = cache.get(code);
    if (id !== undefined) found.set(code, id);
    else missing.add(code);
  }
  if (missing.size === 0) return found;
  for (const row of await idsOfCodes(scope, TABLES[kind], [...missing])) {
    cache.set(row.code, row.id);
    found.set(row.code, row.id);
  }
  return found;
}

/** The id of the live record with this code, or undefined. */
export async function idByCode(
  scope: TenantScope,
  memo: Memo,
  kind: LookupKind,
  code: string,
): Promise<string | undefined> {
  return (await idsByCode(scope, memo, kind, [code])).get(code);
}

/** The id of the record a field names by code; invalid_reference on `field` when none. */
export async function referenceId(
  scope: TenantScope,
  memo: Memo,
  kind: LookupKind,
  code: string,
  field: string,
): Promise<string> {
  const id = await idByCode(scope, memo, kind, code);
  if (id === undefined) throw unknownReference(kind, code, field);
  return id;
}

/** invalid_reference on `field`: no live record of `kind` has `code` in this tenant. */
export function unknownReference(kind: LookupKind, code: string, field: string): AppError {
  return new AppError('invalid_reference', `No ${NAMES[kind]} has the code ${code}`, { field });
}

/** The id of a live variant family of the product family with this code, or undefined. */
export async function variantFamilyIdByCode(
  scope: TenantScope,
  memo: Memo,
  familyId: string,
  code: string,
): Promise<string | undefined> {
  const cache = cacheOf(memo, `lookup:variant_family:${familyId}`);
  const cached = cache.get(code);
  if (cached !== undefined) return cached;
  const id = await variantFamilyIdOf(scope, familyId, code);
  if (id !== undefined) cache.set(code, id);
  return id;
}
