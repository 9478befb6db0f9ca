// The face of codecs: the building blocks of the catalog entities' codecs (their fields, the
// cells they read and write, the references they look up) and of the jobs that import and
// export through them. The rest of this folder is private to it; lint keeps it so.
export {
  cellBoolean,
  cellInteger,
  cellJson,
  cellLabels,
  cellList,
  cellText,
  checkColumns,
  LABEL_PREFIX,
  type Cells,
} from './cells.ts';
export {
  defineCodec,
  keysetPageLists,
  keysetPages,
  labelColumns,
  PAGE_SIZE,
  type Codec,
  type CodecQuery,
  type EntityWrites,
  type Fields,
  type RecordOf,
  type References,
} from './codec.ts';
export {
  boolean,
  codeList,
  codeRef,
  field,
  integer,
  json,
  labels,
  text,
  type ExportRow,
  type Field,
} from './fields.ts';
export {
  definedOnly,
  differs,
  differsNullable,
  existingOrMissing,
  parseRecord,
  renamingFields,
  requiredOnCreate,
  sameSet,
  textFieldOf,
  type WriteMode,
} from './records.ts';
export {
  idByCode,
  idsByCode,
  referenceId,
  unknownReference,
  variantFamilyIdByCode,
  type LookupKind,
  type Memo,
} from './references.ts';
export { codeMatches, countLive, labelLocales, type CodedTable } from './sql.ts';
