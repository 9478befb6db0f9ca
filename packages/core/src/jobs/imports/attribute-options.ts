// The attribute options importer: {attribute, code, name, sort_order?, labels?}, `attribute`
// the code of a select or multiselect attribute; the item key is `<attribute>.<code>`. Labels
// are merged by locale into the option's own (the given ones set, the others kept), as the
// option PATCH does. Writes go through the attribute option service.
import { z } from 'zod';
import { zSortOrder } from '../../catalog/attribute-groups/index.ts';
import {
  labelsOf,
  findOptionByCode,
  findOption,
  attributeOptions,
} from '../../catalog/attribute-options/index.ts';
import { zCode, zName } from '../../platform/shared/index.ts';
import {
  cellInteger,
  cellLabels,
  cellText,
  checkColumns,
  definedOnly,
  existingOrMissing,
  parseRecord,
  renamingFields,
  requiredOnCreate,
  zLabels,
} from './cells.ts';
import type { EntityImporter } from './importer.ts';
import { referenceId } from './lookups.ts';

/** The CSV columns, besides `label-<locale>`. */
export const ATTRIBUTE_OPTION_COLUMNS = ['attribute', 'code', 'name', 'sort_order'] as const;

const ZAttributeOptionRecord = z.strictObject({
  attribute: zCode(100),
  code: zCode(100),
  name: zName.optional(),
  sort_order: zSortOrder.optional(),
  labels: zLabels.optional(),
});

/** The service's errors without a field (not a select attribute) are about `attribute`. */
const recordField = (field: string) => (field === '' || field === 'id' ? 'attribute' : field);

export const attributeOptionsImporter: EntityImporter = {
  keyColumns: ['attribute', 'code'],
  keyOf(record) {
    const { attribute, code } = (record ?? {}) as { attribute?: unknown; code?: unknown };
    if (typeof code !== 'string') return null;
    return typeof attribute === 'string' ? `${attribute}.${code}` : code;
  },

  fromCells(cells) {
    checkColumns(cells, ATTRIBUTE_OPTION_COLUMNS, { labels: true });
    return Promise.resolve(
      definedOnly({
        attribute: cellText(cells, 'attribute'),
        code: cellText(cells, 'code'),
        name: cellText(cells, 'name'),
        sort_order: cellInteger(cells, 'sort_order'),
        labels: cellLabels(cells),
      }),
    );
  },

  async importOne(scope, raw, options, memo) {
    const record = parseRecord(ZAttributeOptionRecord, raw);
    const attributeId = await referenceId(scope, memo, 'attribute', record.attribute, 'attribute');
    const { db, tenantId } = scope;
    const found = await findOptionByCode(db.prisma, tenantId, attributeId, record.code);
    const current = existingOrMissing(
      found && (await findOption(db.prisma, tenantId, attributeId, found.id)),
      options,
      'option',
      `${record.attribute}.${record.code}`,
    );
    if (!current) {
      const created = await renamingFields(recordField, () =>
        attributeOptions.createAttributeOption(scope, {
          id: attributeId,
          code: record.code,
          name: requiredOnCreate(record.name, 'name'),
          ...definedOnly({ labels: record.labels, sort_order: record.sort_order }),
        }),
      );
      return { id: created.id, action: 'created' };
    }
    const stored = labelsOf(current.labels);
    const labels = Object.entries(record.labels ?? {}).filter(([l, name]) => stored[l] !== name);
    const changes = definedOnly({
      name: record.name !== current.name ? record.name : undefined,
      sort_order: record.sort_order !== current.sortOrder ? record.sort_order : undefined,
      labels: labels.length > 0 ? Object.fromEntries(labels) : undefined,
    });
    if (Object.keys(changes).length === 0) return { id: current.id, action: 'unchanged' };
    await renamingFields(recordField, () =>
      attributeOptions.updateAttributeOption(scope, {
        id: attributeId,
        optionId: current.id,
        ...changes,
      }),
    );
    return { id: current.id, action: 'updated' };
  },
};
