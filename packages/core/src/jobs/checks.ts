// What a job start checks before anything is queued. Starting a job needs its one
// permission (`jobs.<type>.write`, checked by the procedure); on top of it, like
// `catalog.products.approve` on top of a product's status change, the caller must be allowed
// to do what the job will do: write the imported entity, read the exported one, write
// products (and approve them) for a bulk update. The worker acts with these permissions.
// The tables below are what is checked, and what the OpenAPI document lists.
import type { PermissionCode } from '@pim/db';
import { actorOf, type TenantScope, requirePermission } from '../platform/access/index.ts';
import { AppError } from '../platform/errors/index.ts';
import { liveAttributeCodesAmong } from '../catalog/attributes/index.ts';
import { findChannelByCode } from '../catalog/channels/index.ts';
import { liveIdsAmong } from '../platform/shared/index.ts';
import { resolveLocales } from '../catalog/locales/index.ts';
import { APPROVE_PERMISSION, checkBulkAttributes, selectionFiltersOf } from '../products/index.ts';
import type {
  ExportEntity,
  ImportEntity,
  StartBulkUpdateInput,
  StartExportInput,
  StartImportInput,
} from './schemas.ts';

/** What starting an import needs besides `jobs.imports.write`, by entity. */
export const IMPORT_PERMISSIONS: Record<ImportEntity, readonly PermissionCode[]> = {
  // Category records without a tree are trees.
  categories: ['catalog.categories.write', 'catalog.category_trees.write'],
  attributes: ['catalog.attributes.write'],
  attribute_options: ['catalog.attributes.write'],
  families: ['catalog.families.write'],
  products: ['catalog.products.write'],
  variants: ['catalog.products.write'],
};

/** What starting an export needs besides `jobs.exports.write`, by entity. */
export const EXPORT_PERMISSIONS: Record<ExportEntity, readonly PermissionCode[]> = {
  categories: ['catalog.categories.read'],
  attributes: ['catalog.attributes.read'],
  attribute_options: ['catalog.attributes.read'],
  families: ['catalog.families.read'],
  products: ['catalog.products.read'],
  variants: ['catalog.products.read'],
};

/**
 * What starting a bulk update needs besides `jobs.bulk_updates.write` (and, for an action
 * that sets `approved`, `catalog.products.approve`).
 */
export const BULK_UPDATE_PERMISSIONS: readonly PermissionCode[] = ['catalog.products.write'];

export function checkImport(scope: TenantScope, input: StartImportInput): void {
  for (const code of IMPORT_PERMISSIONS[input.entity]) requirePermission(scope.principal, code);
}

export async function checkExport(scope: TenantScope, input: StartExportInput): Promise<void> {
  for (const code of EXPORT_PERMISSIONS[input.entity]) requirePermission(scope.principal, code);
  const productLike = input.entity === 'products' || input.entity === 'variants';
  for (const field of ['channel_code', 'locales', 'attributes'] as const) {
    if (!productLike && input[field] !== undefined) {
      throw new AppError('invalid_combination', `${field} applies to products and variants only`, {
        field,
      });
    }
  }
  if (input.channel_code) {
    const channel = await findChannelByCode(scope.db.prisma, scope.tenantId, input.channel_code);
    if (!channel) {
      throw new AppError('invalid_reference', `No channel ${input.channel_code} in this tenant`, {
        field: 'channel_code',
      });
    }
  }
  if (input.locales) {
    await resolveLocales(scope.db.prisma, input.locales, (index) => `locales.${index}`);
  }
  if (input.attributes) await checkAttributeCodes(scope, input.attributes, 'attributes');
  await checkSelection(scope, input.filters ?? {}, 'filters');
}

export async function checkBulkUpdate(
  scope: TenantScope,
  input: StartBulkUpdateInput,
): Promise<void> {
  for (const code of BULK_UPDATE_PERMISSIONS) requirePermission(scope.principal, code);
  if (input.actions.some((a) => a.type === 'set_status' && a.status === 'approved')) {
    requirePermission(scope.principal, APPROVE_PERMISSION);
  }
  await checkSelection(scope, input.filter, 'filter');
  // The grid's filters are read as the list reads them: a scope or condition it would refuse
  // is a 400 here, before any job.
  await selectionFiltersOf(scope, input.filter, actorOf(scope.principal));
  await checkBulkAttributes(scope, input.actions);
  for (const [index, action] of input.actions.entries()) {
    if (action.type === 'add_categories' || action.type === 'remove_categories') {
      await refuseUnknown(
        scope,
        'categories',
        action.category_ids,
        `actions.${index}.category_ids`,
      );
    }
  }
}

/** The ids a selection names must be the tenant's (400 invalid_reference otherwise). */
async function checkSelection(
  scope: TenantScope,
  selection: { product_family_id?: string; category_id?: string },
  field: string,
): Promise<void> {
  if (selection.product_family_id) {
    await refuseUnknown(
      scope,
      'product_families',
      [selection.product_family_id],
      `${field}.product_family_id`,
    );
  }
  if (selection.category_id) {
    await refuseUnknown(scope, 'categories', [selection.category_id], `${field}.category_id`);
  }
}

async function refuseUnknown(
  scope: TenantScope,
  table: 'categories' | 'product_families',
  ids: readonly string[],
  field: string,
): Promise<void> {
  const live = await liveIdsAmong(scope.db.sql, table, scope.tenantId, ids, { lock: false });
  const missing = ids.filter((id) => !live.has(id));
  if (missing.length > 0) {
    throw new AppError('invalid_reference', `${missing.join(', ')} names nothing in this tenant`, {
      field,
    });
  }
}

/** Attribute codes an export names must be live attributes of the tenant (400 otherwise). */
export async function checkAttributeCodes(
  scope: TenantScope,
  codes: readonly string[],
  field: string,
): Promise<void> {
  const live = await liveAttributeCodesAmong(scope.db.prisma, scope.tenantId, codes);
  const index = codes.findIndex((code) => !live.has(code));
  if (index >= 0) {
    throw new AppError('invalid_reference', `No attribute ${codes[index]} in this tenant`, {
      field: `${field}.${index}`,
    });
  }
}
