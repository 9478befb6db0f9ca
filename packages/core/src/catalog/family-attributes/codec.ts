// A product family's attributes in the families codec (product-families/codec.ts): the
// `attributes` entries {code, channels?, is_mandatory?, is_overridable?} (absent channels =
// every channel, absent flags = false), a JSON cell or a plain comma list of codes. An import
// makes the family's attributes exactly the listed ones (added, updated, then the others
// removed), through the family attribute service, with its errors on the record's entries;
// the export leaves `channels` out when the attribute is enabled for every live channel.
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import {
  cellJson,
  cellList,
  cellText,
  field,
  renamingFields,
  sameSet,
} from '../../platform/codecs/index.ts';
import { zCode } from '../../platform/shared/index.ts';
import { MAX_FAMILY_ATTRIBUTES_PER_REQUEST } from './schemas.ts';
import * as familyAttributes from './service.ts';
import {
  exportedFamilyAttributes,
  heldAttributes,
  liveChannelCount,
  liveChannelIds,
  type HeldAttribute,
} from './sql.ts';

export const ZFamilyAttributeEntry = z.strictObject({
  code: zCode(100),
  /** Channel codes; absent: every channel of the tenant. */
  channels: z.array(zCode(100)).max(MAX_FAMILY_ATTRIBUTES_PER_REQUEST).optional(),
  is_mandatory: z.boolean().optional(),
  is_overridable: z.boolean().optional(),
});

export type FamilyAttributeEntry = z.infer<typeof ZFamilyAttributeEntry>;

/** The `attributes` field: a JSON array of entries, or a plain comma list of codes. */
export const familyAttributesField = field({
  schema: z.array(ZFamilyAttributeEntry).max(MAX_FAMILY_ATTRIBUTES_PER_REQUEST).optional(),
  keepEmpty: true,
  read(cells, column) {
    const text = cellText(cells, column);
    if (text === undefined) return undefined;
    if (text.startsWith('[')) return cellJson(cells, column);
    return cellList(cells, column)!.map((code) => ({ code }));
  },
  write(value, column, cells) {
    const entries = (value ?? []) as FamilyAttributeEntry[];
    // A plain list of codes reads best when no entry says more than its code.
    const plain = entries.every(
      (entry) => !entry.channels && !entry.is_mandatory && !entry.is_overridable,
    );
    cells[column] = plain ? entries.map((entry) => entry.code).join(',') : JSON.stringify(entries);
  },
});

/** The codes an entry names, as ids: attributes and channels. */
export interface MemberIds {
  attributes: ReadonlyMap<string, string>;
  channels: ReadonlyMap<string, string>;
}

/** The family's attributes as they are before the record is written. */
export const attributesHeld = ({ db, tenantId }: TenantScope, familyId: string) =>
  heldAttributes(db.sql, tenantId, familyId);

/** Renames `attributes.<n>.attribute_id|channel_ids` of a service call to the record's entry. */
const entryFields = (recordIndex: readonly number[]) => (field: string) => {
  const match = /^attributes\.(\d+)\.(attribute_id|channel_ids)$/.exec(field);
  if (!match) return field === '' ? 'attributes' : field;
  const index = recordIndex[Number(match[1])];
  return `attributes.${index}.${match[2] === 'attribute_id' ? 'code' : 'channels'}`;
};

/** Adds the listed attributes the family lacks and updates those that differ. */
export async function addOrUpdateAttributes(
  scope: TenantScope,
  familyId: string,
  entries: readonly FamilyAttributeEntry[],
  ids: MemberIds,
  held: readonly HeldAttribute[],
): Promise<boolean> {
  const byId = new Map(held.map((one) => [one.attribute_id, one]));
  const everyChannel = await liveChannelIds(scope.db.sql, scope.tenantId);
  const added: { index: number; item: HeldAttribute }[] = [];
  const updated: typeof added = [];
  entries.forEach((entry, index) => {
    const attributeId = ids.attributes.get(entry.code)!;
    const channelIds = entry.channels?.map((code) => ids.channels.get(code)!);
    const item = {
      attribute_id: attributeId,
      channel_ids: channelIds ?? everyChannel,
      is_mandatory: entry.is_mandatory ?? false,
      is_overridable: entry.is_overridable ?? false,
    };
    const current = byId.get(attributeId);
    if (!current) added.push({ index, item });
    else if (
      current.is_mandatory !== item.is_mandatory ||
      current.is_overridable !== item.is_overridable ||
      !sameSet(current.channel_ids, [...new Set(item.channel_ids)])
    ) {
      updated.push({ index, item });
    }
  });
  if (added.length > 0) {
    await renamingFields(entryFields(added.map((one) => one.index)), () =>
      familyAttributes.createFamilyAttributes(scope, {
        productFamilyId: familyId,
        attributes: added.map((one) => one.item),
      }),
    );
  }
  if (updated.length > 0) {
    await renamingFields(entryFields(updated.map((one) => one.index)), () =>
      familyAttributes.updateFamilyAttributes(scope, {
        productFamilyId: familyId,
        attributes: updated.map((one) => one.item),
      }),
    );
  }
  return added.length + updated.length > 0;
}

/** Takes out the family's attributes `entries` does not list (a used one fails the record). */
export async function removeUnlisted(
  scope: TenantScope,
  familyId: string,
  entries: readonly FamilyAttributeEntry[],
  ids: MemberIds,
  held: readonly HeldAttribute[],
): Promise<boolean> {
  const listed = new Set(entries.map((entry) => ids.attributes.get(entry.code)));
  const unlisted = held.filter((one) => !listed.has(one.attribute_id));
  for (const one of unlisted) {
    await renamingFields(
      () => 'attributes',
      () =>
        familyAttributes.deleteFamilyAttribute(scope, {
          productFamilyId: familyId,
          attributeId: one.attribute_id,
        }),
    );
  }
  return unlisted.length > 0;
}

/**
 * The exported entries of these families' attributes, by family id, in attribute code order;
 * `channelCount`: the tenant's live channels (exportedChannelCount).
 */
export async function exportedAttributeEntries(
  { db, tenantId }: TenantScope,
  familyIds: readonly string[],
  channelCount: number,
): Promise<Map<string, FamilyAttributeEntry[]>> {
  const byFamily = new Map<string, FamilyAttributeEntry[]>();
  if (familyIds.length === 0) return byFamily;
  const rows = await exportedFamilyAttributes(db.sql, tenantId, familyIds);
  for (const { family_id: familyId, channels, ...entry } of rows) {
    const list = byFamily.get(familyId) ?? [];
    list.push({ ...entry, ...(channels.length === channelCount ? {} : { channels }) });
    byFamily.set(familyId, list);
  }
  return byFamily;
}

/** How many live channels the tenant has: an entry with all of them leaves `channels` out. */
export const exportedChannelCount = ({ db, tenantId }: TenantScope) =>
  liveChannelCount(db.sql, tenantId);
