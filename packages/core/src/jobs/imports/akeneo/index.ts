// `format: "akeneo_csv"`: Akeneo's CSV exports imported as they are. The import kind reads
// the file (`;`, quoted newlines) and hands each row to this adapter, which answers native
// records (the shapes of the other importers) or a skip with its reason; the native importers
// write them. Which Akeneo file a job takes follows from its entity and, where one entity
// takes two files, from the header:
//   categories         categories.csv
//   attributes         attributes.csv
//   attribute_options  attribute_options.csv
//   families           families.csv, or family_variants.csv (a `variant-axes_1` column)
//   products           product_models.csv (a `family_variant` column), or products.csv
//   variants           products.csv, its variant rows only
// The mapping, the quirks of Akeneo's data and what is left out: README, Akeneo import.
import type { TenantScope } from '../../../platform/access/index.ts';
import { AppError } from '../../../platform/errors/index.ts';
import { requireColumns } from '../../formats/index.ts';
import type { ImportEntity } from '../../schemas.ts';
import type { ImportMemo, RecordAdapter } from '../importer.ts';
import type { AkeneoRow } from './mapping.ts';
import { modelRecord } from './model-rows.ts';
import { identifierColumn, productRecord } from './product-rows.ts';
import type { AkeneoRecord } from './rows.ts';
import {
  attributeRecordOf,
  categoryRecord,
  familyRecordOf,
  familyVariantRecord,
  optionRecord,
} from './structure-rows.ts';

export type AdaptOutcome = AkeneoRecord | { skip: string; key: string };

/** The adapter, and the item key of a row (its code or identifier) for items that fail. */
export interface AkeneoAdapter extends RecordAdapter {
  adapt(scope: TenantScope, cells: AkeneoRow, memo: ImportMemo): Promise<AdaptOutcome>;
  keyOf(cells: AkeneoRow): string | null;
  checkHeader(names: readonly string[]): void;
}

interface FileShape {
  /** The file a person should give, for messages. */
  file: string;
  /** Columns every row of it has. */
  columns: readonly string[];
  adapt(scope: TenantScope, row: AkeneoRow, memo: ImportMemo): Promise<AdaptOutcome> | AdaptOutcome;
}

const FILES = {
  categories: { file: 'categories.csv', columns: ['code', 'parent'], adapt: categoryRecord },
  attributes: { file: 'attributes.csv', columns: ['code', 'type'], adapt: attributeRecordOf },
  options: {
    file: 'attribute_options.csv',
    columns: ['code', 'attribute'],
    adapt: (_scope, row) => optionRecord(row),
  },
  families: {
    file: 'families.csv',
    columns: ['code', 'attributes'],
    adapt: (scope, row) => familyRecordOf(scope, row),
  },
  familyVariants: {
    file: 'family_variants.csv',
    columns: ['code', 'family', 'variant-axes_1'],
    adapt: (scope, row) => familyVariantRecord(scope, row),
  },
  models: { file: 'product_models.csv', columns: ['code', 'family_variant'], adapt: modelRecord },
} satisfies Record<string, FileShape>;

const productsFile = (entity: ImportEntity): FileShape => ({
  file: 'products.csv',
  columns: ['family', 'parent'],
  adapt: (scope, row, memo) => productRecord(scope, row, memo, entity),
});

/** The Akeneo file a row of this entity's job comes from, told by its header. */
function shapeOf(entity: ImportEntity, row: AkeneoRow): FileShape {
  switch (entity) {
    case 'categories':
      return FILES.categories;
    case 'attributes':
      return FILES.attributes;
    case 'attribute_options':
      return FILES.options;
    case 'families':
      return 'variant-axes_1' in row ? FILES.familyVariants : FILES.families;
    case 'products':
    case 'variants':
      return 'family_variant' in row && entity === 'products' ? FILES.models : productsFile(entity);
  }
}

export function akeneoAdapter(entity: ImportEntity): AkeneoAdapter {
  return {
    checkHeader(names) {
      // The header decides which file this is, as it does for each row.
      const shape = shapeOf(entity, Object.fromEntries(names.map((name) => [name, ''])));
      requireColumns(names, shape.columns, `Akeneo's ${shape.file} (the file for ${entity})`);
    },
    async adapt(scope, cells, memo) {
      const shape = shapeOf(entity, cells);
      const missing = shape.columns.filter((column) => !(column in cells));
      if (missing.length > 0) {
        throw new AppError(
          'invalid_value',
          `This is not a row of Akeneo's ${shape.file} (the file for ${entity}): it has no ` +
            `column ${missing.join(', ')}`,
          { field: '' },
        );
      }
      return shape.adapt(scope, cells, memo);
    },
    keyOf(cells) {
      const code = cells.code?.trim() || cells[identifierColumn(cells)]?.trim();
      if (!code) return null;
      return entity === 'attribute_options' && cells.attribute
        ? `${cells.attribute.trim()}.${code}`
        : code;
    },
  };
}
