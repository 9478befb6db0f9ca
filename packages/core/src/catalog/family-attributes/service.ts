// A product family's attributes: which attributes the family holds, for which channels, and
// whether they are mandatory (completeness) and overridable by variants. Bulk writes are all
// or nothing: every item is checked, under row locks, before anything is written.
import { actorOf, inTransaction, type TenantScope } from '../../platform/access/index.ts';
import { productHooks } from '../product-hooks.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import {
  fault,
  faultsOf,
  refuseFaults,
  listSome,
  pageOf,
  type Page,
  lockLiveRow,
  liveIdsAmong,
  withUniqueField,
} from '../../platform/shared/index.ts';
import { toFamilyAttributeDto } from './mappers.ts';
import * as repo from './repository.ts';
import type {
  CreateFamilyAttributesInput,
  FamilyAttributeDto,
  FamilyAttributeIdInput,
  ListFamilyAttributesInput,
  UpdateFamilyAttributesInput,
} from './schemas.ts';
import * as store from './sql.ts';

const FAMILY = 'Product family';
/**
 * A bulk write of up to 1,000 attributes, each on every channel of the tenant, may take more
 * than Prisma's 5 s default; it holds locks only on what it names.
 */
const BULK_WRITE = { timeout: 30_000 };

type Item = { attribute_id: string; channel_ids?: string[] | undefined };

const attributeField = (index: number) => `attributes.${index}.attribute_id`;

/** 400 invalid_value for an attribute named twice in one request. */
function checkRepeats(items: readonly Item[]): void {
  const seen = new Set<string>();
  refuseFaults(
    faultsOf(items, (item, index) => {
      if (!seen.has(item.attribute_id)) {
        seen.add(item.attribute_id);
        return undefined;
      }
      return fault(
        'invalid_value',
        attributeField(index),
        `The attribute ${item.attribute_id} is given twice`,
      );
    }),
  );
}

/**
 * Locks the live channels the items name FOR SHARE. Returns each item's channel ids (repeats
 * dropped; undefined where none are given) and a 400 invalid_reference on
 * `attributes.<n>.channel_ids` for each item naming a channel that is not the tenant's.
 */
async function lockChannels({ db, tenantId }: TenantScope, items: readonly Item[]) {
  const named = [...new Set(items.flatMap((item) => item.channel_ids ?? []))];
  const live = await liveIdsAmong(db.sql, 'channels', tenantId, named);
  const problems = faultsOf(items, (item, index) => {
    const missing = (item.channel_ids ?? []).filter((id) => !live.has(id));
    return missing.length
      ? fault(
          'invalid_reference',
          `attributes.${index}.channel_ids`,
          `No channel ${listSome(missing)} in this tenant`,
        )
      : undefined;
  });
  return {
    channelIds: items.map((item) => item.channel_ids && [...new Set(item.channel_ids)]),
    problems,
  };
}

async function lockFamily({ db, tenantId }: TenantScope, familyId: string) {
  if (!(await lockLiveRow(db.sql, 'product_families', tenantId, familyId, 'share'))) {
    throw notFound(FAMILY);
  }
}

export async function listFamilyAttributes(
  { db, tenantId }: TenantScope,
  input: ListFamilyAttributesInput,
): Promise<Page<FamilyAttributeDto>> {
  if (!(await repo.findFamily(db.prisma, tenantId, input.productFamilyId))) throw notFound(FAMILY);
  const { rows, total } = await repo.listFamilyAttributes(db.prisma, tenantId, input);
  return pageOf(rows.map(toFamilyAttributeDto), input.page, input.page_size, total);
}

/**
 * Adds attributes to the family. Each must be a live attribute of the tenant that the family
 * does not hold yet; `channel_ids` omitted enables it for every live channel of the tenant.
 */
export async function createFamilyAttributes(
  scope: TenantScope,
  input: CreateFamilyAttributesInput,
): Promise<null> {
  const familyId = input.productFamilyId;
  const items = input.attributes;
  checkRepeats(items);
  await inTransaction(
    scope,
    async (tx) => {
      const { db, tenantId, principal } = tx;
      await lockFamily(tx, familyId);
      const ids = items.map((item) => item.attribute_id);
      const live = await liveIdsAmong(db.sql, 'attributes', tenantId, ids);
      const unknown = faultsOf(items, (item, index) =>
        live.has(item.attribute_id)
          ? undefined
          : fault(
              'invalid_reference',
              attributeField(index),
              `No attribute ${item.attribute_id} in this tenant`,
            ),
      );
      const { channelIds, problems } = await lockChannels(tx, items);
      refuseFaults([...unknown, ...problems]);
      const held = await repo.findFamilyAttributeIds(db.prisma, tenantId, familyId, ids);
      refuseFaults(
        faultsOf(items, (item, index) =>
          held.has(item.attribute_id)
            ? fault(
                'already_exists',
                attributeField(index),
                `The attribute ${item.attribute_id} is already in this product family`,
              )
            : undefined,
        ),
      );
      const everyChannel = channelIds.some((c) => !c)
        ? await store.lockAllLiveChannels(db.sql, tenantId)
        : [];
      const rows = items.map((item, index) => ({
        attributeId: item.attribute_id,
        channelIds: channelIds[index] ?? everyChannel,
        isMandatory: item.is_mandatory,
        isOverridable: item.is_overridable,
      }));
      await withUniqueField('attributes', 'An attribute is already in this product family', () =>
        repo.createFamilyAttributes(db.prisma, tenantId, familyId, rows, actorOf(principal)),
      );
      await store.insertChannels(db.sql, tenantId, familyId, rows);
      await productHooks().familyRequirementsChanged(db, tenantId, familyId);
    },
    BULK_WRITE,
  );
  return null;
}

type Flags = { isMandatory?: boolean; isOverridable?: boolean };

/** The items by the flags they set, so one statement updates each group (at most nine). */
function groupByFlags(items: UpdateFamilyAttributesInput['attributes']) {
  const groups = new Map<string, { data: Flags; ids: string[] }>();
  for (const item of items) {
    const data: Flags = {
      ...(item.is_mandatory !== undefined ? { isMandatory: item.is_mandatory } : {}),
      ...(item.is_overridable !== undefined ? { isOverridable: item.is_overridable } : {}),
    };
    const key = JSON.stringify(data);
    const group = groups.get(key) ?? { data, ids: [] };
    group.ids.push(item.attribute_id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Changes attributes the family holds: the fields given replace the stored ones
 * (`channel_ids` the whole set), the others stay.
 */
export async function updateFamilyAttributes(
  scope: TenantScope,
  input: UpdateFamilyAttributesInput,
): Promise<null> {
  const familyId = input.productFamilyId;
  const items = input.attributes;
  checkRepeats(items);
  await inTransaction(
    scope,
    async (tx) => {
      const { db, tenantId, principal } = tx;
      await lockFamily(tx, familyId);
      const ids = items.map((item) => item.attribute_id);
      const held = await store.lockFamilyAttributes(db.sql, tenantId, familyId, ids);
      const outside = faultsOf(items, (item, index) =>
        held.has(item.attribute_id)
          ? undefined
          : fault(
              'invalid_reference',
              attributeField(index),
              `The attribute ${item.attribute_id} is not in this product family`,
            ),
      );
      const { channelIds, problems } = await lockChannels(tx, items);
      refuseFaults([...outside, ...problems]);
      for (const { data, ids: groupIds } of groupByFlags(items)) {
        await repo.updateFamilyAttributes(db.prisma, tenantId, familyId, groupIds, {
          ...data,
          modifiedBy: actorOf(principal),
        });
      }
      const replaced = items.flatMap((item, index) => {
        const given = channelIds[index];
        return given ? [{ attributeId: item.attribute_id, channelIds: given }] : [];
      });
      if (replaced.length) {
        const attributeIds = replaced.map((item) => item.attributeId);
        await repo.deleteChannels(db.prisma, tenantId, familyId, attributeIds);
        await store.insertChannels(db.sql, tenantId, familyId, replaced);
      }
      await productHooks().familyRequirementsChanged(db, tenantId, familyId);
    },
    BULK_WRITE,
  );
  return null;
}

/**
 * Takes an attribute out of the family, unless it is the family's name or image attribute or
 * an axis of one of its live variant families (409 in_use). The family is locked FOR UPDATE,
 * so neither a display attribute nor a variant family axis can take the attribute meanwhile
 * (both lock the family first).
 */
export async function deleteFamilyAttribute(
  scope: TenantScope,
  input: FamilyAttributeIdInput,
): Promise<void> {
  const { productFamilyId: familyId, attributeId } = input;
  await inTransaction(scope, async ({ db, tenantId }) => {
    if (!(await lockLiveRow(db.sql, 'product_families', tenantId, familyId, 'update'))) {
      throw notFound(FAMILY);
    }
    if (!(await repo.findFamilyAttribute(db.prisma, tenantId, familyId, attributeId))) {
      throw notFound('Product family attribute');
    }
    const family = await repo.findFamily(db.prisma, tenantId, familyId);
    const role =
      family?.nameAttributeId === attributeId
        ? 'name'
        : family?.imageAttributeId === attributeId
          ? 'image'
          : undefined;
    if (role) {
      throw new AppError(
        'in_use',
        `The attribute is the ${role} display attribute of this product family: choose another first`,
      );
    }
    const variantFamilies = await repo.findVariantFamiliesWithAxis(
      db.prisma,
      tenantId,
      familyId,
      attributeId,
    );
    if (variantFamilies.length) {
      throw new AppError(
        'in_use',
        `The attribute is an axis of the variant famil${variantFamilies.length > 1 ? 'ies' : 'y'} ${listSome(variantFamilies)} of this product family`,
      );
    }
    await repo.deleteFamilyAttribute(db.prisma, tenantId, familyId, attributeId);
    await productHooks().familyRequirementsChanged(db, tenantId, familyId);
  });
}
