// The product and variant codecs, whole: the static fields' codec, how a row's cells read,
// how a record is written, and the export's header and records.
import { countProducts } from '../product/list-sql.ts';
import { countSelectedVariants } from '../product/selection-sql.ts';
import type { ValuedCodec } from './entity.ts';
import { productFromCells, productCodec } from './product.ts';
import { productColumns, productRecords } from './product-export.ts';
import { writeProduct } from './product-writes.ts';
import { variantCodec, variantFromCells } from './variant.ts';
import { variantColumns, variantRecords } from './variant-export.ts';
import { writeVariant } from './variant-writes.ts';

export const productEntity: ValuedCodec = {
  codec: productCodec,
  fromCells: productFromCells,
  write: writeProduct,
  count: (scope, filters) => countProducts(scope.db.sql, filters),
  columns: productColumns,
  records: productRecords,
};

export const variantEntity: ValuedCodec = {
  codec: variantCodec,
  fromCells: variantFromCells,
  write: writeVariant,
  count: (scope, filters) => countSelectedVariants(scope.db.sql, filters),
  columns: variantColumns,
  records: variantRecords,
};
