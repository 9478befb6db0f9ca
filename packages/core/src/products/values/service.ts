// Attribute values of products and variants: list the attribute value rows, replace (POST) or patch
// (PATCH) the values of the listed attributes, remove one attribute's values. Every write runs in
// `changeProduct` (the product locked, one revision) and is one UPDATE of the owner's document.
import { actorOf, type TenantScope } from '../../platform/access/index.ts';
import { liveIdsAmong, pageOf, type Page } from '../../platform/shared/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import { changeProduct, type LockedProduct } from '../write/change.ts';
import { checkItems, checkRepeats, type CheckedItem } from './check.ts';
import {
  rawValuesOf,
  scopedValuesFrom,
  valueStampsOf,
  withScopedValue,
  type RawValues,
  type ScopedValue,
  type ValueAudit,
} from './document.ts';
import { productRows, variantRows } from './mappers.ts';
import type {
  AttributeValueRowDto,
  ListProductValuesInput,
  ListVariantValuesInput,
  PatchProductValuesInput,
  PatchVariantValuesInput,
  ProductValueIdInput,
  ReplaceProductValuesInput,
  ReplaceVariantValuesInput,
  ValueItem,
  VariantAttributeValueRowDto,
  VariantValueIdInput,
} from './schemas.ts';
import * as store from './sql.ts';
import { syncUniqueValues } from './unique.ts';

export type Mode = 'replace' | 'patch';
export interface Owner {
  productId: string;
  variantId: string | null;
}

/** One page of rows built in memory (a family has hundreds of attributes at most). */
function pageFrom<T>(rows: T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return pageOf(rows.slice(start, start + pageSize), page, pageSize, rows.length);
}

export async function listProductValues(
  { db, tenantId }: TenantScope,
  input: ListProductValuesInput,
): Promise<Page<AttributeValueRowDto>> {
  const doc = await store.findDocuments(db.sql, tenantId, input.productId, null);
  if (!doc) throw notFound('Product');
  const raw = rawValuesOf(doc.raw_values);
  const defs = await store.loadDefinitions(
    db.sql,
    tenantId,
    doc.product_family_id,
    doc.variant_family_id,
    Object.keys(raw),
  );
  const stamps = valueStampsOf(raw, doc.value_audit, { at: doc.created_at, by: doc.created_by });
  const rows = productRows(defs.attributes, defs.channels, raw, stamps);
  return pageFrom(rows, input.page, input.page_size);
}

export async function listVariantValues(
  { db, tenantId }: TenantScope,
  input: ListVariantValuesInput,
): Promise<Page<VariantAttributeValueRowDto>> {
  const doc = await store.findDocuments(db.sql, tenantId, input.productId, input.variantId);
  if (!doc) throw notFound('Variant');
  const productRaw = rawValuesOf(doc.raw_values);
  const variantRaw = rawValuesOf(doc.variant_raw_values);
  const product = {
    raw: productRaw,
    audit: valueStampsOf(productRaw, doc.value_audit, { at: doc.created_at, by: doc.created_by }),
  };
  const variant = {
    raw: variantRaw,
    audit: valueStampsOf(variantRaw, doc.variant_value_audit, {
      at: doc.variant_created_at ?? doc.created_at,
      by: doc.variant_created_by,
    }),
  };
  const defs = await store.loadDefinitions(
    db.sql,
    tenantId,
    doc.product_family_id,
    doc.variant_family_id,
    [...new Set([...Object.keys(product.raw), ...Object.keys(variant.raw)])],
  );
  let rows = variantRows(defs.attributes, defs.channels, product, variant);
  const search = input.search?.trim().toLowerCase();
  if (search) rows = rows.filter((row) => row.attribute_name.toLowerCase().includes(search));
  return pageFrom(rows, input.page, input.page_size);
}

/** JSON text with keys in order, so equal documents compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The document after the items: replaced or patched attribute by attribute. */
export function applyItems(
  before: RawValues,
  items: readonly CheckedItem[],
  mode: Mode,
): RawValues {
  const after: RawValues = { ...before };
  for (const { def, values } of items) {
    let scoped =
      mode === 'replace'
        ? scopedValuesFrom(values.filter((v): v is ScopedValue => v.data !== null))
        : before[def.id];
    if (mode === 'patch') {
      for (const v of values) scoped = withScopedValue(scoped, v.channel, v.locale, v.data);
    }
    if (scoped && Object.keys(scoped).length > 0) after[def.id] = scoped;
    else delete after[def.id];
  }
  return after;
}

/** The request field of a scoped value, for a uniqueness refusal. */
function fieldFinder(items: readonly ValueItem[]) {
  return (attributeId: string, channel: string, locale: string) => {
    const index = items.findIndex((item) => item.attribute_id === attributeId);
    const at = items[index]?.values.findIndex((v) => v.channel === channel && v.locale === locale);
    if (index < 0) return 'attributes';
    return at === undefined || at < 0
      ? `attributes.${index}.attribute_id`
      : `attributes.${index}.values.${at}.data.value`;
  };
}

/**
 * Writes the owner's new document, the audit of what changed, and (when an `is_unique`
 * attribute changed) its rows in unique_values. Nothing is written when nothing changed
 * (false).
 */
export interface DocumentChange {
  owner: Owner;
  before: RawValues;
  after: RawValues;
  /** The `is_unique` attributes among those the change touched. */
  uniqueIds: ReadonlySet<string>;
  /** The input field of a scoped value, for a uniqueness refusal. */
  fieldOf?: (attributeId: string, channel: string, locale: string) => string;
}

export async function saveDocument(
  scope: TenantScope,
  { owner, before, after, uniqueIds, fieldOf }: DocumentChange,
): Promise<boolean> {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (id) => canonical(before[id]) !== canonical(after[id]),
  );
  if (changed.length === 0) return false;
  const by = actorOf(scope.principal);
  const at = new Date().toISOString();
  const audit: ValueAudit = {};
  const removed: string[] = [];
  for (const id of changed) {
    if (after[id]) audit[id] = { at, by };
    else removed.push(id);
  }
  await store.writeDocument(scope.db.sql, scope.tenantId, owner, after, audit, removed, by);
  if (changed.some((id) => uniqueIds.has(id))) await syncUniqueValues(scope, owner, after, fieldOf);
  return true;
}

/** The owner's values: the locked product's, or its variant's (locked; 404 when not its). */
async function ownerDocument(
  tx: TenantScope,
  owner: Owner,
  product: LockedProduct,
): Promise<RawValues> {
  if (!owner.variantId) return rawValuesOf(product.raw_values);
  const variant = await store.lockVariant(tx.db.sql, tx.tenantId, owner.productId, owner.variantId);
  if (!variant) throw notFound('Variant');
  return rawValuesOf(variant.raw_values);
}

async function writeValues(
  scope: TenantScope,
  owner: Owner,
  items: readonly ValueItem[],
  mode: Mode,
): Promise<null> {
  checkRepeats(items);
  await changeProduct(scope, owner.productId, async (tx, product) => {
    const before = await ownerDocument(tx, owner, product);
    const ids = items.map((item) => item.attribute_id);
    const live = await liveIdsAmong(tx.db.sql, 'attributes', tx.tenantId, ids);
    const defs = await store.loadDefinitions(
      tx.db.sql,
      tx.tenantId,
      product.product_family_id,
      product.variant_family_id,
      ids,
      true,
    );
    const checked = await checkItems(tx, items, live, defs, owner.variantId !== null);
    const after = applyItems(before, checked, mode);
    const uniqueIds = new Set(checked.filter((c) => c.def.is_unique).map((c) => c.def.id));
    await saveDocument(tx, { owner, before, after, uniqueIds, fieldOf: fieldFinder(items) });
  });
  return null;
}

/** POST: each listed attribute's values become the given ones; others are untouched. */
export const replaceProductValues = (scope: TenantScope, input: ReplaceProductValuesInput) =>
  writeValues(scope, { productId: input.productId, variantId: null }, input.attributes, 'replace');

/** PATCH: each listed scoped value is set (`data: null` removes it); others stay. */
export const patchProductValues = (scope: TenantScope, input: PatchProductValuesInput) =>
  writeValues(scope, { productId: input.productId, variantId: null }, input.attributes, 'patch');

export const replaceVariantValues = (scope: TenantScope, input: ReplaceVariantValuesInput) =>
  writeValues(scope, input, input.attributes, 'replace');

export const patchVariantValues = (scope: TenantScope, input: PatchVariantValuesInput) =>
  writeValues(scope, input, input.attributes, 'patch');

/** Removes every value of one attribute from the owner; 404 when it holds none. */
async function deleteValues(scope: TenantScope, owner: Owner, attributeId: string): Promise<void> {
  await changeProduct(scope, owner.productId, async (tx, product) => {
    const before = await ownerDocument(tx, owner, product);
    if (owner.variantId) {
      const defs = await store.loadDefinitions(
        tx.db.sql,
        tx.tenantId,
        product.product_family_id,
        product.variant_family_id,
        [attributeId],
        true,
      );
      if (defs.attributes.some((def) => def.is_axis)) {
        throw new AppError(
          'invalid_value',
          'The attribute is an axis of the variant family: a variant keeps its axis values',
          { field: 'id' },
        );
      }
    }
    if (!before[attributeId]) throw notFound('Attribute value');
    const after = { ...before };
    delete after[attributeId];
    await saveDocument(tx, { owner, before, after, uniqueIds: new Set([attributeId]) });
  });
}

export const deleteProductValue = (scope: TenantScope, input: ProductValueIdInput) =>
  deleteValues(scope, { productId: input.productId, variantId: null }, input.id);

export const deleteVariantValue = (scope: TenantScope, input: VariantValueIdInput) =>
  deleteValues(scope, { productId: input.productId, variantId: input.variantId }, input.id);
