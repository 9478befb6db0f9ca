/** Raised for a file that cannot be read at all (not a CSV/XLSX/JSON file, a JSON array broken
 *  mid-way, no header row, duplicate header names). The job then fails with this message. */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
}
