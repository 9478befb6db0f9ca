// Product family rules: codes unique among the tenant's live families; the display attributes (a
// product's name and image) are a text and a media attribute of the family itself. There is no
// delete: a family no longer wanted is set inactive.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  pageOf,
  type Page,
  lockLiveRow,
  ACTIVE_INACTIVE,
  checkTransition,
  withUniqueField,
} from '../../platform/shared/index.ts';
import {
  type TranslationListDto,
  translationsOf,
  updateTranslations,
} from '../translations/index.ts';
import { toProductFamilyDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  CreateProductFamilyInput,
  ListProductFamiliesInput,
  ProductFamilyDto,
  ProductFamilyIdInput,
  ProductFamilyStatusInput,
  ProductFamilyTranslationsInput,
  UpdateProductFamilyInput,
} from './schemas.ts';

const WHAT = 'Product family';
const duplicateCode = (code: string) => `A product family with the code ${code} already exists`;

/** The list filter's aliases: enabled is active, disabled is inactive. */
const STATUS_OF = {
  active: 'active',
  enabled: 'active',
  inactive: 'inactive',
  disabled: 'inactive',
} as const;

/** The type each display attribute must have. */
const DISPLAY_TYPES = {
  name_attribute_id: { type: 'text', column: 'nameAttributeId' },
  image_attribute_id: { type: 'media', column: 'imageAttributeId' },
} as const;

async function loadFamily({ db, tenantId }: TenantScope, id: string) {
  const row = await repo.findProductFamily(db.prisma, tenantId, id);
  if (!row) throw notFound(WHAT);
  return row;
}

export async function listProductFamilies(
  { db, tenantId }: TenantScope,
  input: ListProductFamiliesInput,
): Promise<Page<ProductFamilyDto>> {
  const statuses = input.status?.length
    ? [...new Set(input.status.map((s) => STATUS_OF[s]))]
    : undefined;
  const { rows, total } = await repo.listProductFamilies(db.prisma, tenantId, input, statuses);
  return pageOf(rows.map(toProductFamilyDto), input.page, input.page_size, total);
}

export async function getProductFamily(
  scope: TenantScope,
  input: ProductFamilyIdInput,
): Promise<ProductFamilyDto> {
  return toProductFamilyDto(await loadFamily(scope, input.id));
}

export async function createProductFamily(
  { db, tenantId, principal }: TenantScope,
  input: CreateProductFamilyInput,
): Promise<ProductFamilyDto> {
  if (await repo.findProductFamilyByCode(db.prisma, tenantId, input.code)) {
    throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
  }
  const row = await withUniqueField('code', duplicateCode(input.code), () =>
    repo.createProductFamily(
      db.prisma,
      tenantId,
      { code: input.code, name: input.name, description: input.description ?? null },
      actorOf(principal),
    ),
  );
  return toProductFamilyDto(row);
}

/**
 * Name, description and display attributes. The family is locked FOR UPDATE first, so an
 * attribute cannot leave the family between the check that it belongs and the write (its
 * removal locks the family too, then refuses a display attribute).
 */
export function updateProductFamily(
  scope: TenantScope,
  input: UpdateProductFamilyInput,
): Promise<ProductFamilyDto> {
  return inTransaction(scope, async (tx) => {
    const { db, tenantId, principal } = tx;
    if (!(await lockLiveRow(db.sql, 'product_families', tenantId, input.id, 'update'))) {
      throw notFound(WHAT);
    }
    const display: Record<string, string | null> = {};
    for (const [field, rule] of Object.entries(DISPLAY_TYPES)) {
      const attributeId = input.display_attributes?.[field as keyof typeof DISPLAY_TYPES];
      if (attributeId === undefined) continue;
      if (attributeId !== null) {
        await checkDisplayAttribute(tx, input.id, attributeId, field, rule.type);
      }
      display[rule.column] = attributeId;
    }
    const row = await repo.updateProductFamily(db.prisma, tenantId, input.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...display,
      modifiedBy: actorOf(principal),
    });
    if (!row) throw notFound(WHAT);
    return toProductFamilyDto(row);
  });
}

/** 400 unless the attribute is in the family (invalid_reference) and of the type (invalid_value). */
async function checkDisplayAttribute(
  { db, tenantId }: TenantScope,
  familyId: string,
  attributeId: string,
  field: string,
  type: 'text' | 'media',
) {
  const path = `display_attributes.${field}`;
  const found = await repo.findFamilyAttributeType(db.prisma, tenantId, familyId, attributeId);
  if (!found) {
    throw new AppError('invalid_reference', `No attribute ${attributeId} in this product family`, {
      field: path,
    });
  }
  if (found.attribute.type !== type) {
    throw new AppError('invalid_value', `${path} must be a ${type} attribute`, { field: path });
  }
}

export async function setProductFamilyStatus(
  scope: TenantScope,
  input: ProductFamilyStatusInput,
): Promise<ProductFamilyDto> {
  const family = await loadFamily(scope, input.id);
  if (!checkTransition(ACTIVE_INACTIVE, family.status, input.status)) {
    return toProductFamilyDto(family);
  }
  const row = await repo.updateProductFamily(scope.db.prisma, scope.tenantId, input.id, {
    status: input.status,
    modifiedBy: actorOf(scope.principal),
  });
  if (!row) throw notFound(WHAT);
  return toProductFamilyDto(row);
}

export async function getProductFamilyTranslations(
  scope: TenantScope,
  input: ProductFamilyIdInput,
): Promise<TranslationListDto> {
  return translationsOf((await loadFamily(scope, input.id)).translations);
}

export const updateProductFamilyTranslations = (
  scope: TenantScope,
  input: ProductFamilyTranslationsInput,
): Promise<TranslationListDto> =>
  updateTranslations(
    scope,
    { table: 'product_families', id: input.id, what: WHAT },
    input.translations,
  );
