// Variant family rules: the axes that tell a product's variants apart are select or boolean
// attributes of the product family, with one value per product (neither per channel nor per
// locale), each once, on level 1 or on level 2 below a level 1; codes are unique among the
// family's live variant families. A variant family still used by a live product is kept.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { AppError, notFound, type ErrorDetail } from '../../platform/errors/index.ts';
import {
  fault,
  faultsOf,
  refuseFaults,
  lockLiveRow,
  withUniqueField,
} from '../../platform/shared/index.ts';
import {
  type TranslationListDto,
  translationsOf,
  updateTranslations,
} from '../translations/index.ts';
import { toVariantFamilyDto } from './mappers.ts';
import * as repo from './repository.ts';
import {
  VARIANT_AXIS_TYPES,
  type CreateVariantFamilyInput,
  type ProductFamilyVariantsInput,
  type VariantAxisInput,
  type VariantFamilyDto,
  type VariantFamilyIdInput,
  type VariantFamilyListDto,
  type VariantFamilyTranslationsInput,
} from './schemas.ts';
import * as store from './sql.ts';

const FAMILY = 'Product family';
const WHAT = 'Variant family';
const duplicateCode = (code: string) =>
  `A variant family with the code ${code} already exists in this product family`;

/** The rules the axes keep among themselves (400 invalid_value), checked before any lookup. */
function checkAxes(axes: readonly VariantAxisInput[]): void {
  const attributes = new Set<string>();
  const places = new Set<string>();
  const problems = axes.flatMap((axis, index) => {
    const found: ErrorDetail[] = [];
    if (attributes.has(axis.attribute_id)) {
      found.push(
        fault(
          'invalid_value',
          `axes.${index}.attribute_id`,
          `The attribute ${axis.attribute_id} is given twice`,
        ),
      );
    }
    const place = `${axis.level}:${axis.position}`;
    if (places.has(place)) {
      found.push(
        fault(
          'invalid_value',
          `axes.${index}.position`,
          `Two axes are at level ${axis.level}, position ${axis.position}`,
        ),
      );
    }
    attributes.add(axis.attribute_id);
    places.add(place);
    return found;
  });
  if (axes.some((a) => a.level === 2) && !axes.some((a) => a.level === 1)) {
    problems.push(fault('invalid_value', 'axes', 'Level 2 axes need at least one axis on level 1'));
  }
  refuseFaults(problems);
}

/** 400 unless each axis is a select or boolean attribute of the family with one value per product. */
function checkAxisAttributes(
  axes: readonly VariantAxisInput[],
  held: Map<string, store.AxisAttribute>,
): void {
  refuseFaults(
    faultsOf(axes, (axis, index) => {
      const field = `axes.${index}.attribute_id`;
      const attribute = held.get(axis.attribute_id);
      if (!attribute) {
        return fault(
          'invalid_reference',
          field,
          `The attribute ${axis.attribute_id} is not in this product family`,
        );
      }
      if (!(VARIANT_AXIS_TYPES as readonly string[]).includes(attribute.type)) {
        return fault('invalid_value', field, `${field} must be a select or boolean attribute`);
      }
      if (attribute.value_per_channel || attribute.value_per_locale) {
        return fault(
          'invalid_value',
          field,
          `${field} must not have a value per channel or per locale`,
        );
      }
      return undefined;
    }),
  );
}

async function loadVariantFamily({ db, tenantId }: TenantScope, input: VariantFamilyIdInput) {
  const row = await repo.findVariantFamily(
    db.prisma,
    tenantId,
    input.productFamilyId,
    input.variantFamilyId,
  );
  if (!row) throw notFound(WHAT);
  return row;
}

export async function listVariantFamilies(
  { db, tenantId }: TenantScope,
  input: ProductFamilyVariantsInput,
): Promise<VariantFamilyListDto> {
  if (!(await repo.familyExists(db.prisma, tenantId, input.productFamilyId))) {
    throw notFound(FAMILY);
  }
  const rows = await repo.listVariantFamilies(db.prisma, tenantId, input.productFamilyId);
  return { items: rows.map(toVariantFamilyDto) };
}

export async function getVariantFamily(
  scope: TenantScope,
  input: VariantFamilyIdInput,
): Promise<VariantFamilyDto> {
  return toVariantFamilyDto(await loadVariantFamily(scope, input));
}

/**
 * Creates a variant family with its axes, under a FOR SHARE lock of the product family and of
 * the family's rows of the axis attributes: an attribute cannot leave the family meanwhile.
 */
export async function createVariantFamily(
  scope: TenantScope,
  input: CreateVariantFamilyInput,
): Promise<VariantFamilyDto> {
  const familyId = input.productFamilyId;
  checkAxes(input.axes);
  return inTransaction(scope, async ({ db, tenantId, principal }) => {
    if (!(await lockLiveRow(db.sql, 'product_families', tenantId, familyId, 'share'))) {
      throw notFound(FAMILY);
    }
    const held = await store.lockFamilyAxisAttributes(
      db.sql,
      tenantId,
      familyId,
      input.axes.map((axis) => axis.attribute_id),
    );
    checkAxisAttributes(input.axes, held);
    if (await repo.findVariantFamilyByCode(db.prisma, tenantId, familyId, input.code)) {
      throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
    }
    const row = await withUniqueField('code', duplicateCode(input.code), () =>
      repo.createVariantFamily(
        db.prisma,
        tenantId,
        familyId,
        {
          code: input.code,
          name: input.name,
          axes: input.axes.map((axis) => ({
            attributeId: axis.attribute_id,
            level: axis.level,
            position: axis.position,
          })),
        },
        actorOf(principal),
      ),
    );
    return toVariantFamilyDto(row);
  });
}

/** Soft delete, under a FOR UPDATE lock, unless live products are built on it (409 in_use). */
export async function deleteVariantFamily(
  scope: TenantScope,
  input: VariantFamilyIdInput,
): Promise<void> {
  await inTransaction(scope, async ({ db, tenantId, principal }) => {
    const { productFamilyId, variantFamilyId } = input;
    if (!(await store.lockVariantFamily(db.sql, tenantId, productFamilyId, variantFamilyId))) {
      throw notFound(WHAT);
    }
    const products = await repo.countVariantFamilyProducts(db.prisma, tenantId, variantFamilyId);
    if (products) {
      throw new AppError(
        'in_use',
        `${products} product(s) use this variant family: give them another variant family or none first`,
      );
    }
    await repo.softDeleteVariantFamily(db.prisma, tenantId, variantFamilyId, actorOf(principal));
  });
}

export async function getVariantFamilyTranslations(
  scope: TenantScope,
  input: VariantFamilyIdInput,
): Promise<TranslationListDto> {
  return translationsOf((await loadVariantFamily(scope, input)).translations);
}

/** The variant family must be one of the path's product family (404 otherwise). */
export async function updateVariantFamilyTranslations(
  scope: TenantScope,
  input: VariantFamilyTranslationsInput,
): Promise<TranslationListDto> {
  await loadVariantFamily(scope, input);
  return updateTranslations(
    scope,
    { table: 'variant_families', id: input.variantFamilyId, what: WHAT },
    input.translations,
  );
}
