// The attributes importer: {code, name, type, group?, description?, value_per_channel?,
// value_per_locale?, is_unique?, sort_order?, status?, config?, labels?}, `group` an
// attribute group code (null: none). A new attribute is checked by the API's create schema
// (config by type, is_unique rules); an existing one is updated through the attribute service,
// which refuses a different type or flag (`invalid_value` on it), as PATCH does.
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import { zSortOrder } from '../../catalog/attribute-groups/index.ts';
import {
  parseAttributeConfig,
  findAttributeByCode,
  findAttribute,
  type AttributeRow,
  zAttributeType,
  ZCreateAttributeInput,
  type UpdateAttributeInput,
  attributes,
} from '../../catalog/attributes/index.ts';
import { zCatalogStatus } from '../../catalog/category-trees/index.ts';
import { zCatalogDescription, zCode, zName } from '../../platform/shared/index.ts';
import {
  cellBoolean,
  cellInteger,
  cellJson,
  cellLabels,
  cellText,
  checkColumns,
  definedOnly,
  existingOrMissing,
  parseRecord,
  renamingFields,
  writeLabels,
  zLabels,
  textFieldOf,
  writeStatusAndLabels,
} from './cells.ts';
import type { EntityImporter, ImportedRecord, ImportMemo } from './importer.ts';
import { referenceId } from './lookups.ts';
import { sameJson } from '../../products/index.ts';

/** The CSV columns, besides `label-<locale>`. */
export const ATTRIBUTE_COLUMNS = [
  'code',
  'name',
  'type',
  'group',
  'description',
  'value_per_channel',
  'value_per_locale',
  'is_unique',
  'sort_order',
  'status',
  'config',
] as const;

const ZAttributeRecord = z.strictObject({
  code: zCode(100),
  name: zName.optional(),
  type: zAttributeType.optional(),
  group: zCode(100).nullish(),
  description: zCatalogDescription.nullish(),
  value_per_channel: z.boolean().optional(),
  value_per_locale: z.boolean().optional(),
  is_unique: z.boolean().optional(),
  sort_order: zSortOrder.optional(),
  status: zCatalogStatus.optional(),
  config: z.record(z.string(), z.unknown()).optional(),
  labels: zLabels.optional(),
});
type AttributeRecord = z.infer<typeof ZAttributeRecord>;

const recordField = (field: string) =>
  field === 'attribute_group_id' ? 'group' : field.startsWith('translations') ? 'labels' : field;

export const attributesImporter: EntityImporter = {
  keyColumns: ['code'],
  keyOf: (record) => textFieldOf(record, 'code'),

  fromCells(cells) {
    checkColumns(cells, ATTRIBUTE_COLUMNS, { labels: true });
    return Promise.resolve(
      definedOnly({
        code: cellText(cells, 'code'),
        name: cellText(cells, 'name'),
        type: cellText(cells, 'type'),
        group: cellText(cells, 'group'),
        description: cellText(cells, 'description'),
        value_per_channel: cellBoolean(cells, 'value_per_channel'),
        value_per_locale: cellBoolean(cells, 'value_per_locale'),
        is_unique: cellBoolean(cells, 'is_unique'),
        sort_order: cellInteger(cells, 'sort_order'),
        status: cellText(cells, 'status'),
        config: cellJson(cells, 'config'),
        labels: cellLabels(cells),
      }),
    );
  },

  async importOne(scope, raw, options, memo) {
    const record = parseRecord(ZAttributeRecord, raw);
    const groupId = await groupIdOf(scope, memo, record.group);
    const { db, tenantId } = scope;
    const found = await findAttributeByCode(db.prisma, tenantId, record.code);
    const current = existingOrMissing(
      found && (await findAttribute(db.prisma, tenantId, found.id)),
      options,
      'attribute',
      record.code,
    );
    if (!current) return createAttribute(scope, record, groupId);
    const id = current.id;
    const changes = changesOf(record, current, groupId);
    if (Object.keys(changes).length > 0) {
      await renamingFields(recordField, () =>
        attributes.updateAttribute(scope, { id, ...changes }),
      );
    }
    const written = await writeStatusAndLabels(current, record, {
      status: (status) => attributes.setAttributeStatus(scope, { id, status }),
      translations: (translations) =>
        attributes.updateAttributeTranslations(scope, { id, translations }),
    });
    const changed = Object.keys(changes).length > 0 || written;
    return { id, action: changed ? 'updated' : 'unchanged' };
  },
};

/** undefined: not given; null: no group; else the group's id (invalid_reference on `group`). */
async function groupIdOf(scope: TenantScope, memo: ImportMemo, group: string | null | undefined) {
  if (group === undefined || group === null) return group;
  return referenceId(scope, memo, 'attribute_group', group, 'group');
}

async function createAttribute(
  scope: TenantScope,
  record: AttributeRecord,
  groupId: string | null | undefined,
): Promise<ImportedRecord> {
  const created = await renamingFields(recordField, async () => {
    const input = parseRecord(
      ZCreateAttributeInput,
      definedOnly({
        code: record.code,
        name: record.name,
        type: record.type,
        description: record.description,
        attribute_group_id: groupId,
        config: record.config,
        value_per_channel: record.value_per_channel,
        value_per_locale: record.value_per_locale,
        is_unique: record.is_unique,
        sort_order: record.sort_order,
      }),
    );
    return attributes.createAttribute(scope, input);
  });
  const id = created.id;
  if (record.status !== undefined && record.status !== created.status) {
    await attributes.setAttributeStatus(scope, { id, status: record.status });
  }
  await writeLabels(undefined, record.labels, (translations) =>
    attributes.updateAttributeTranslations(scope, { id, translations }),
  );
  return { id, action: 'created' };
}

type Changes = Omit<UpdateAttributeInput, 'id'>;

/**
 * The fields of the record that differ from the stored attribute. Fixed fields (type, flags)
 * are passed on only when they differ, so the service refuses them with its own error.
 */
function changesOf(
  record: AttributeRecord,
  current: AttributeRow,
  groupId: string | null | undefined,
): Changes {
  const differs = <T>(given: T | undefined, stored: T) =>
    given !== undefined && given !== stored ? given : undefined;
  return definedOnly({
    name: differs(record.name, current.name),
    description:
      record.description !== undefined && (record.description ?? null) !== current.description
        ? record.description
        : undefined,
    attribute_group_id: differs(groupId, current.attributeGroupId),
    config: configChange(record.config, current),
    sort_order: differs(record.sort_order, current.sortOrder),
    type: differs(record.type, current.type),
    value_per_channel: differs(record.value_per_channel, current.valuePerChannel),
    value_per_locale: differs(record.value_per_locale, current.valuePerLocale),
    is_unique: differs(record.is_unique, current.isUnique),
  }) as Changes;
}

/** The record's config when, with the type's defaults, it differs from the stored one. */
function configChange(
  config: Record<string, unknown> | undefined,
  current: AttributeRow,
): Record<string, unknown> | undefined {
  if (config === undefined) return undefined;
  const parsed = parseAttributeConfig(current.type, config);
  // A config the type refuses goes to the service, which answers with its error.
  if (!parsed.success) return config;
  return sameJson(parsed.data, current.config) ? undefined : config;
}
