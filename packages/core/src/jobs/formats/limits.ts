// Bounds that keep a reader's memory small whatever the file: one record (a CSV row, an NDJSON
// line) above this size makes the file unreadable rather than being gathered without end.
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;
/** Values (objects, arrays and the values in them) of one JSON record: a few bytes each in the
 *  file, tens in memory, so their count rather than the bytes bounds what a record is built into. */
export const MAX_JSON_VALUES = 100_000;
/** Columns a CSV or XLSX file may have (far more than any catalog's value columns). */
export const MAX_COLUMNS = 10_000;
