// The cell readers and record helpers of the codecs (platform/codecs), here for the product
// and variant importers that read them by this path.
export {
  cellBoolean,
  cellInteger,
  cellJson,
  cellLabels,
  cellList,
  cellText,
  checkColumns,
  definedOnly,
  existingOrMissing,
  LABEL_PREFIX,
  parseRecord,
  renamingFields,
  requiredOnCreate,
  textFieldOf,
  type Cells,
} from '../../platform/codecs/index.ts';
