// The attribute options codec: {attribute, code, name, sort_order?, labels?}, `attribute` the
// code of a select or multiselect attribute; the item key is `<attribute>.<code>`. Labels are
// merged by locale into the option's own (the given ones set, the others kept), as the option
// PATCH does. Writes go through the attribute option service. The export goes by attribute
// code, then option sort order and code, so a catalog's options travel with its attributes;
// `filters.code` matches the attribute's code.
import {
  codeRef,
  defineCodec,
  definedOnly,
  integer,
  keysetPages,
  labels,
  renamingFields,
  requiredOnCreate,
  text,
  type CodecQuery,
  type EntityWrites,
  type RecordOf,
} from '../../platform/codecs/index.ts';
import { zCode, zName } from '../../platform/shared/index.ts';
import { zSortOrder } from '../attribute-groups/index.ts';
import { zLabels } from '../translations/index.ts';
import { labelsOf } from './mappers.ts';
import { findOption, findOptionByCode, type AttributeOptionRow } from './repository.ts';
import * as attributeOptions from './service.ts';
import {
  countExportedOptions,
  exportedOptionLocales,
  optionExportPage,
  type OptionExportRow,
} from './sql.ts';

export const attributeOptionCodec = defineCodec(
  {
    attribute: codeRef(zCode(100), 'attribute'),
    code: text(zCode(100)),
    name: text(zName.optional()),
    sort_order: integer(zSortOrder.optional()),
    labels: labels(zLabels.optional(), (row) => labelsOf(row.labels)),
  },
  {
    keyColumns: ['attribute', 'code'],
    keyOf(record) {
      const { attribute, code } = (record ?? {}) as { attribute?: unknown; code?: unknown };
      if (typeof code !== 'string') return null;
      return typeof attribute === 'string' ? `${attribute}.${code}` : code;
    },
  },
);

type OptionRecord = RecordOf<typeof attributeOptionCodec.fields>;

/** The service's errors without a field (not a select attribute) are about `attribute`. */
const recordField = (field: string) => (field === '' || field === 'id' ? 'attribute' : field);

export const attributeOptionWrites: EntityWrites<OptionRecord, AttributeOptionRow> = {
  what: 'option',
  keyOf: (record) => `${record.attribute}.${record.code}`,

  async find({ db, tenantId }, record, refs) {
    const attributeId = refs.attribute!;
    const found = await findOptionByCode(db.prisma, tenantId, attributeId, record.code);
    return found && findOption(db.prisma, tenantId, attributeId, found.id);
  },

  async create(scope, record, refs) {
    const created = await renamingFields(recordField, () =>
      attributeOptions.createAttributeOption(scope, {
        id: refs.attribute!,
        code: record.code,
        name: requiredOnCreate(record.name, 'name'),
        ...definedOnly({ labels: record.labels, sort_order: record.sort_order }),
      }),
    );
    return created.id;
  },

  async update(scope, current, record, refs) {
    const stored = labelsOf(current.labels);
    const labels = Object.entries(record.labels ?? {}).filter(([l, name]) => stored[l] !== name);
    const changes = definedOnly({
      name: record.name !== current.name ? record.name : undefined,
      sort_order: record.sort_order !== current.sortOrder ? record.sort_order : undefined,
      labels: labels.length > 0 ? Object.fromEntries(labels) : undefined,
    });
    if (Object.keys(changes).length === 0) return false;
    await renamingFields(recordField, () =>
      attributeOptions.updateAttributeOption(scope, {
        id: refs.attribute!,
        optionId: current.id,
        ...changes,
      }),
    );
    return true;
  },
};

export const attributeOptionQuery: CodecQuery = {
  count: ({ db, tenantId }, code) => countExportedOptions(db.sql, tenantId, code),
  labelLocales: ({ db, tenantId }, code) => exportedOptionLocales(db.sql, tenantId, code),
  rows: ({ db, tenantId }, code) =>
    keysetPages<OptionExportRow>((after) => optionExportPage(db.sql, tenantId, code, after)),
};
