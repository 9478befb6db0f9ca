// The attributes codec: {code, name, type, group?, description?, value_per_channel?,
// value_per_locale?, is_unique?, sort_order?, status?, config?, labels?}, `group` an attribute
// group code (null: none), `config` the type's settings (a JSON cell in CSV and XLSX). A new
// attribute is checked by the API's create schema (config by type, is_unique rules); an
// existing one is updated through the attribute service, which refuses a different type or
// flag (`invalid_value` on it), as PATCH does. The export writes `config` as stored (with the
// type's defaults).
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { TenantScope } from '../../platform/access/index.ts';
import {
  boolean,
  codeRef,
  countLive,
  defineCodec,
  definedOnly,
  differs,
  differsNullable,
  integer,
  json,
  keysetPages,
  labelLocales,
  parseRecord,
  renamingFields,
  text,
  type CodecQuery,
  type EntityWrites,
  type RecordOf,
} from '../../platform/codecs/index.ts';
import { zCatalogDescription, zCode, zName } from '../../platform/shared/index.ts';
import { zSortOrder } from '../attribute-groups/index.ts';
import { zCatalogStatus } from '../category-trees/index.ts';
import { translatedLabels, writeLabels, writeStatusAndLabels } from '../translations/index.ts';
import { parseAttributeConfig } from './config.ts';
import { findAttribute, findAttributeByCode, type AttributeRow } from './repository.ts';
import { ZCreateAttributeInput, zAttributeType, type UpdateAttributeInput } from './schemas.ts';
import * as attributes from './service.ts';
import { attributeExportPage, type AttributeExportRow } from './sql.ts';

export const attributeCodec = defineCodec({
  code: text(zCode(100), { akeneo: 'code' }),
  name: text(zName.optional()),
  type: text(zAttributeType.optional()),
  group: codeRef(zCode(100).nullish(), 'attribute_group', { akeneo: 'group' }),
  description: text(zCatalogDescription.nullish()),
  value_per_channel: boolean({ akeneo: 'scopable' }),
  value_per_locale: boolean({ akeneo: 'localizable' }),
  is_unique: boolean({ akeneo: 'unique' }),
  sort_order: integer(zSortOrder.optional(), { akeneo: 'sort_order' }),
  status: text(zCatalogStatus.optional()),
  config: json(z.record(z.string(), z.unknown()).optional()),
  labels: translatedLabels(),
});

type AttributeRecord = RecordOf<typeof attributeCodec.fields>;

const recordField = (field: string) =>
  field === 'attribute_group_id' ? 'group' : field.startsWith('translations') ? 'labels' : field;

export const attributeWrites: EntityWrites<AttributeRecord, AttributeRow> = {
  what: 'attribute',

  async find({ db, tenantId }, record) {
    const found = await findAttributeByCode(db.prisma, tenantId, record.code);
    return found && findAttribute(db.prisma, tenantId, found.id);
  },

  async create(scope, record, refs) {
    const created = await renamingFields(recordField, () => {
      const input = parseRecord(
        ZCreateAttributeInput,
        definedOnly({
          code: record.code,
          name: record.name,
          type: record.type,
          description: record.description,
          attribute_group_id: refs.group,
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
    return id;
  },

  async update(scope, current, record, refs) {
    const id = current.id;
    // Fixed fields (type, flags) are passed on only when they differ, so the service refuses
    // them with its own error.
    const changes = definedOnly({
      name: differs(record.name, current.name),
      description: differsNullable(record.description, current.description),
      attribute_group_id: differs(refs.group, current.attributeGroupId),
      config: configChange(record.config, current),
      sort_order: differs(record.sort_order, current.sortOrder),
      type: differs(record.type, current.type),
      value_per_channel: differs(record.value_per_channel, current.valuePerChannel),
      value_per_locale: differs(record.value_per_locale, current.valuePerLocale),
      is_unique: differs(record.is_unique, current.isUnique),
    }) as Omit<UpdateAttributeInput, 'id'>;
    const changed = Object.keys(changes).length > 0;
    if (changed) {
      await renamingFields(recordField, () =>
        attributes.updateAttribute(scope, { id, ...changes }),
      );
    }
    const written = await writeStatusAndLabels(current, record, {
      status: (status) => attributes.setAttributeStatus(scope, { id, status }),
      translations: (translations) =>
        attributes.updateAttributeTranslations(scope, { id, translations }),
    });
    return changed || written;
  },
};

/** The record's config when, with the type's defaults, it differs from the stored one. */
function configChange(
  config: Record<string, unknown> | undefined,
  current: AttributeRow,
): Record<string, unknown> | undefined {
  if (config === undefined) return undefined;
  const parsed = parseAttributeConfig(current.type, config);
  // A config the type refuses goes to the service, which answers with its error.
  if (!parsed.success) return config;
  // As JSON (undefined keys dropped), key order aside.
  const same = isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), current.config);
  return same ? undefined : config;
}

/** The attributes export, by code, `group` the attribute group's code. */
export const attributeQuery: CodecQuery = {
  count: (scope, code) => countLive(scope, 'attributes', code),
  labelLocales: (scope, code) => labelLocales(scope, 'attributes', code),
  rows: ({ db, tenantId }: TenantScope, code) =>
    keysetPages<AttributeExportRow>((after) => attributeExportPage(db.sql, tenantId, code, after)),
};
