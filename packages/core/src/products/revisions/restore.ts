// Restore: the product, its categories, its values and its variants go back to a revision's
// snapshot, in one change (products/change.ts) that writes a `revert` revision pointing at the
// restored one, also when nothing differs. What is no longer there stays out: values of deleted
// attributes, deleted categories, option codes and assets deleted since (prune.ts), and values the
// API would refuse to write today (admissible.ts: an attribute out of the family or no longer
// overridable, a channel or locale it no longer takes, data its configuration no longer accepts). A
// variant family deleted since cannot come back (400 invalid_reference on revisionId). Bringing the
// product or a variant back to `approved` needs catalog.products.approve, as a status change would.
// Values keep their audit where they are unchanged; restored values are stamped with the restorer.
import { actorOf, requirePermission, type TenantScope } from '../../platform/access/index.ts';
import { catalogSettingsOf } from '../../platform/catalog-settings.ts';
import { liveIdsAmong, withUniqueField } from '../../platform/shared/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  DEFAULT_SCOPE,
  rawValuesOf,
  scopedValuesFrom,
  valueAuditOf,
  type RawValues,
  type ValueAudit,
} from '../values/document.ts';
import { syncUniqueValues } from '../values/unique.ts';
import { changeProduct, type LockedProduct } from '../write/change.ts';
import { APPROVE_PERMISSION } from '../product/status.ts';
import { readRevisionSnapshot } from './chain-sql.ts';
import { toProductRevisionWithSnapshotDto } from './mappers.ts';
import { keepAdmissibleValues } from './admissible.ts';
import { pruneGoneReferences } from './prune.ts';
import * as repo from './repository.ts';
import * as store from './restore-sql.ts';
import type { ProductRevisionWithSnapshotDto, RestoreProductRevisionInput } from './schemas.ts';
import { sameJson, type ProductSnapshot, type SnapshotAttribute } from './snapshot.ts';

/** A snapshot's attribute rows as a document, without attributes that are gone. */
function documentOf(rows: readonly SnapshotAttribute[], live: ReadonlySet<string>): RawValues {
  const raw: RawValues = {};
  for (const row of rows) {
    if (live.has(row.attribute_id)) raw[row.attribute_id] = scopedValuesFrom(row.value);
  }
  return raw;
}

/**
 * The audit of a restored document: kept for unchanged attributes (an unchanged value without
 * an entry keeps the row's creation stamp), the restorer's otherwise.
 */
function auditOf(
  restored: RawValues,
  current: unknown,
  currentAudit: unknown,
  stamp: ValueAudit[string],
): ValueAudit {
  const before = rawValuesOf(current);
  const audit = valueAuditOf(currentAudit);
  const next: ValueAudit = {};
  for (const id of Object.keys(restored)) {
    if (!sameJson(before[id], restored[id])) next[id] = stamp;
    else if (audit[id]) next[id] = audit[id];
  }
  return next;
}

function checkApproval(
  scope: TenantScope,
  product: LockedProduct,
  target: ProductSnapshot,
  current: store.RestoreContext['variants'],
): void {
  const statusOf = new Map(current.map((v) => [v.id, v.status]));
  const approves =
    (target.product.status === 'approved' && product.status !== 'approved') ||
    target.variants.some((v) => v.status === 'approved' && statusOf.get(v.id) !== 'approved');
  if (approves) requirePermission(scope.principal, APPROVE_PERMISSION);
}

/** The axis key of a variant's document ("<attribute id>=<option code>;..." in axis order). */
const axisKeyOf = (axes: readonly string[], raw: RawValues) =>
  axes.map((id) => `${id}=${String(raw[id]?.[DEFAULT_SCOPE]?.[DEFAULT_SCOPE]?.value)}`).join(';');

async function restoreState(
  scope: TenantScope,
  product: LockedProduct,
  input: RestoreProductRevisionInput,
): Promise<number> {
  const { db, tenantId } = scope;
  const context = await store.readRestoreContext(db.sql, tenantId, product.id, input.revisionId);
  const target = context.snapshot;
  if (!target) throw notFound('Product revision');
  if (input.expected_revision !== undefined && input.expected_revision !== product.version) {
    throw new AppError(
      'revision_conflict',
      `The latest revision is ${product.version}, not ${input.expected_revision}`,
      { field: 'expected_revision' },
    );
  }
  checkApproval(scope, product, target, context.variants);
  const maxVariants = catalogSettingsOf(scope).maxVariantsPerProduct;
  if (target.variants.length > maxVariants) {
    throw new AppError(
      'out_of_range',
      `The revision has ${target.variants.length} variants, more than a product may have (${maxVariants})`,
      { field: 'revisionId' },
    );
  }
  const familyId = target.product.product_family_id;
  const variantFamilyId = target.product.product_variant_family_id;
  const axes = variantFamilyId
    ? await store.lockVariantFamilyAxes(db.sql, tenantId, familyId, variantFamilyId)
    : [];
  if (!axes) {
    throw new AppError(
      'invalid_reference',
      `The revision's variant family ${variantFamilyId} no longer exists: it cannot be restored`,
      { field: 'revisionId' },
    );
  }
  const named = [
    ...target.product_attributes.map((a) => a.attribute_id),
    ...target.variants.flatMap((v) => v.attributes.map((a) => a.attribute_id)),
  ];
  const live = await liveIdsAmong(db.sql, 'attributes', tenantId, [...new Set(named)], {
    lock: false,
  });
  const actor = actorOf(scope.principal);
  const at = new Date().toISOString();
  const stamp = { at, by: actor };

  const pruned = await pruneGoneReferences(
    db.sql,
    tenantId,
    documentOf(target.product_attributes, live),
    target.variants.map((v) => documentOf(v.attributes, live)),
    axes,
  );
  const admissible = await keepAdmissibleValues(
    db.sql,
    tenantId,
    familyId,
    variantFamilyId,
    pruned.product,
    pruned.variants,
  );
  const rawValues = admissible.product;
  await store.restoreProductRow(db.sql, tenantId, product.id, {
    code: target.product.code,
    productFamilyId: familyId,
    variantFamilyId,
    productType: target.product.product_type,
    status: target.product.status,
    rawValues,
    valueAudit: auditOf(rawValues, product.raw_values, context.value_audit, stamp),
    actor,
  });
  await store.restoreCategories(db.sql, tenantId, product.id, target.category_ids);

  const current = new Map(context.variants.map((v) => [v.id, v]));
  const variants = target.variants.map((v, index): store.RestoredVariant => {
    const raw = admissible.variants[index]!;
    const was = current.get(v.id);
    return {
      id: v.id,
      sku: v.code,
      is_default: v.is_default,
      status: v.status,
      axis_key: axisKeyOf(axes, raw),
      raw_values: raw,
      value_audit: auditOf(raw, was?.raw_values, was?.value_audit, stamp),
      created_at: was ? new Date(was.created_at).toISOString() : at,
      created_by: was ? (was.created_by as store.RestoredVariant['created_by']) : actor,
      modified_at: at,
      modified_by: actor,
    };
  });
  await withUniqueField(
    'revisionId',
    "A sku of the revision's variants is now another variant's: change that one first",
    () => store.replaceVariants(db.sql, tenantId, product.id, variants),
  );
  // A unique value another product took meanwhile refuses the restore (the revision's fault).
  const onRevision = () => 'revisionId';
  await syncUniqueValues(scope, { productId: product.id }, rawValues, onRevision);
  for (const variant of variants) {
    await syncUniqueValues(
      scope,
      { productId: product.id, variantId: variant.id },
      variant.raw_values,
      onRevision,
    );
  }
  return product.version + 1;
}

/** Restores a revision and answers the `revert` revision it wrote, with its snapshot. */
export async function restoreProductRevision(
  scope: TenantScope,
  input: RestoreProductRevisionInput,
): Promise<ProductRevisionWithSnapshotDto> {
  const number = await changeProduct(
    scope,
    input.id,
    (tx, product) => restoreState(tx, product, input),
    {
      source: 'revert',
      restoredFromRevisionId: input.revisionId,
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
    },
  );
  const { db, tenantId } = scope;
  const row = await repo.findRevisionByNumber(db.prisma, tenantId, input.id, number);
  const snapshot = row && (await readRevisionSnapshot(db.sql, tenantId, input.id, number));
  if (!row || !snapshot) throw notFound('Product revision');
  return toProductRevisionWithSnapshotDto(row, snapshot);
}
