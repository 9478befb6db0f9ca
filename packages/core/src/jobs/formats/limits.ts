// Bounds that keep a reader's memory small whatever the file: one record (a CSV row, an NDJSON
// line) above this size makes the file unreadable rather than being gathered without end.
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;
