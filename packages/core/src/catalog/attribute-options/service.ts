// Option rules: only select and multiselect attributes have options; codes are unique per
// attribute and fixed once created; labels name known locales and are merged by locale on
// update (null removes one). Adding an option locks its attribute FOR SHARE, so a concurrent
// attribute delete waits for it. Options are deleted for good, except while a product or
// variant value uses the code (409 in_use).
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { OPTION_TYPES } from '../attributes/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import type { AttributeType } from '../../platform/limits.ts';
import { resolveLocales } from '../locales/index.ts';
import { listSome, pageOf, type Page, withUniqueField } from '../../platform/shared/index.ts';
import { SORT_ORDER_MAX } from '../attribute-groups/index.ts';
import { labelsOf, toAttributeOptionDto } from './mappers.ts';
import { productHooks } from '../product-hooks.ts';
import * as repo from './repository.ts';
import type {
  AttributeOptionDto,
  AttributeOptionIdInput,
  CreateAttributeOptionInput,
  ListAttributeOptionsInput,
  UpdateAttributeOptionInput,
} from './schemas.ts';
import * as store from './sql.ts';

/** Products and variants a refused option delete names. */
const USES_SHOWN = 10;
const WHAT = 'Attribute option';
const duplicateCode = (code: string) =>
  `This attribute already has an option with the code ${code}`;
const hasOptions = (type: AttributeType) => OPTION_TYPES.includes(type);

/** The type of the live attribute of the path; 404 when the tenant has none. */
async function attributeType({ db, tenantId }: TenantScope, id: string) {
  const type = await repo.findAttributeType(db.prisma, tenantId, id);
  if (!type) throw notFound('Attribute');
  return type;
}

/** Every label locale must be one the service knows: 400 invalid_value on `labels.<locale>`. */
async function checkLocales({ db }: TenantScope, labels: Record<string, unknown> | undefined) {
  const locales = Object.keys(labels ?? {});
  await resolveLocales(db.prisma, locales, (index) => `labels.${locales[index]}`);
}

export async function listAttributeOptions(
  scope: TenantScope,
  input: ListAttributeOptionsInput,
): Promise<Page<AttributeOptionDto>> {
  const type = await attributeType(scope, input.id);
  if (!hasOptions(type)) return pageOf([], input.page, input.page_size, 0);
  const { db, tenantId } = scope;
  const search = input.search?.trim();
  const labelMatches = search
    ? await store.optionIdsByLabel(db.sql, tenantId, input.id, search)
    : [];
  const { rows, total } = await repo.listOptions(db.prisma, tenantId, input, labelMatches);
  return pageOf(rows.map(toAttributeOptionDto), input.page, input.page_size, total);
}

export async function getAttributeOption(
  scope: TenantScope,
  input: AttributeOptionIdInput,
): Promise<AttributeOptionDto> {
  await attributeType(scope, input.id);
  const row = await repo.findOption(scope.db.prisma, scope.tenantId, input.id, input.optionId);
  if (!row) throw notFound(WHAT);
  return toAttributeOptionDto(row);
}

export async function createAttributeOption(
  scope: TenantScope,
  input: CreateAttributeOptionInput,
): Promise<AttributeOptionDto> {
  return inTransaction(scope, async (tx) => {
    const { db, tenantId } = tx;
    // Without a sort_order the option goes after the last one: creates on one attribute then
    // take turns (FOR UPDATE), so two of them never read the same last one.
    const mode = input.sort_order === undefined ? 'update' : 'share';
    const type = await store.lockAttributeType(db.sql, tenantId, input.id, mode);
    if (!type) throw notFound('Attribute');
    if (!hasOptions(type)) {
      throw new AppError(
        'invalid_value',
        `Only select and multiselect attributes have options; this attribute is a ${type} attribute`,
      );
    }
    await checkLocales(tx, input.labels);
    if (await repo.findOptionByCode(db.prisma, tenantId, input.id, input.code)) {
      throw new AppError('already_exists', duplicateCode(input.code), { field: 'code' });
    }
    const highest = await repo.highestSortOrder(db.prisma, tenantId, input.id);
    const row = await withUniqueField('code', duplicateCode(input.code), () =>
      repo.createOption(
        db.prisma,
        tenantId,
        input.id,
        {
          code: input.code,
          name: input.name,
          labels: input.labels ?? {},
          sortOrder:
            input.sort_order ?? (highest === null ? 0 : Math.min(highest + 1, SORT_ORDER_MAX)),
        },
        actorOf(tx.principal),
      ),
    );
    return toAttributeOptionDto(row);
  });
}

/** Stored labels with the given ones set, and those given as null removed. */
function mergeLabels(stored: unknown, changes: Record<string, string | null>) {
  const next = labelsOf(stored);
  for (const [locale, label] of Object.entries(changes)) {
    if (label === null) delete next[locale];
    else next[locale] = label;
  }
  return next;
}

export async function updateAttributeOption(
  scope: TenantScope,
  input: UpdateAttributeOptionInput,
): Promise<AttributeOptionDto> {
  return inTransaction(scope, async (tx) => {
    const { db, tenantId } = tx;
    await attributeType(tx, input.id);
    const current = await store.lockOption(db.sql, tenantId, input.id, input.optionId);
    if (!current) throw notFound(WHAT);
    if (input.code !== undefined && input.code !== current.code) {
      throw new AppError(
        'invalid_value',
        'code cannot change after the option is created (values name the option by it): create another option instead',
        { field: 'code' },
      );
    }
    await checkLocales(tx, input.labels);
    const row = await repo.updateOption(db.prisma, tenantId, input.id, input.optionId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.labels !== undefined ? { labels: mergeLabels(current.labels, input.labels) } : {}),
      ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
      modifiedBy: actorOf(tx.principal),
    });
    if (!row) throw notFound(WHAT);
    return toAttributeOptionDto(row);
  });
}

/**
 * Deletes an option for good, unless a value of a live product or variant uses its code (409
 * in_use naming them). The attribute is locked FOR UPDATE first; value writes lock the
 * attributes they write FOR SHARE before checking option codes, so a value cannot take the
 * option between this check and the delete.
 */
export async function deleteAttributeOption(
  scope: TenantScope,
  input: AttributeOptionIdInput,
): Promise<void> {
  await inTransaction(scope, async (tx) => {
    const { db, tenantId } = tx;
    if (!(await store.lockAttributeType(db.sql, tenantId, input.id, 'update'))) {
      throw notFound('Attribute');
    }
    const option = await store.lockOption(db.sql, tenantId, input.id, input.optionId);
    if (!option) throw notFound(WHAT);
    const uses = await productHooks().optionUses(
      db,
      tenantId,
      { attributeId: input.id, code: option.code },
      USES_SHOWN + 1,
    );
    if (uses.products.length || uses.variants.length) {
      const named = [
        ...uses.products.map((code) => `product ${code}`),
        ...uses.variants.map((sku) => `variant ${sku}`),
      ];
      throw new AppError(
        'in_use',
        `The option ${option.code} is used by the values of ${listSome(named, USES_SHOWN)}`,
      );
    }
    await repo.deleteOption(db.prisma, tenantId, input.id, input.optionId);
  });
}
