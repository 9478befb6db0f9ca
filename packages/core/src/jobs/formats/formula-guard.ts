// Spreadsheet programs evaluate a cell that starts with `=`, `+`, `-` or `@` (and some a tab or
// carriage return before them) as a formula, even in a CSV: a product text such as
// `=HYPERLINK("http://…?x="&A2,"Click")` would run in whoever opens the export. CSV and XLSX
// exports therefore write such a text with one `'` in front (the spreadsheet sign for "text"),
// and CSV and XLSX imports remove it again. Texts already starting with `'`s before such a sign
// get one more, so every text, quotes included, comes back exactly as it was exported.

/** A text a spreadsheet could take for a formula, after any number of leading quotes. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** An exported cell whose first quote was added by `neutralizeFormula`. */
const QUOTED_FORMULA_START = /^'+[=+\-@\t\r]/;
/** A negative number as plain digits: a spreadsheet reads it as that number, never a formula. */
const NEGATIVE_NUMERAL = /^-\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** The cell an export writes for `text`: `'` before anything a spreadsheet would evaluate. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) && !NEGATIVE_NUMERAL.test(text) ? `'${text}` : text;
}

/** The text an exported cell stood for: the inverse of `neutralizeFormula`. */
export function restoreFormula(cell: string): string {
  return QUOTED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}
