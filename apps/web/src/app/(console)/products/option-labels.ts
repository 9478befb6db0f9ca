// Option labels for the codes a page shows. A select or multiselect value holds option codes;
// the grid, its filter chips, the editor and the history read the labels of exactly the codes
// they show (`?codes=` on the attribute's option list, 100 a request), so an attribute with
// more options than one page holds still reads as words. Pure, for the hook and its tests.

/** The most codes one request names (the option list's largest page). */
export const CODES_PER_REQUEST = 100;

const CODE = /^[A-Za-z0-9_\-.]{1,100}$/;

/**
 * The option codes a value holds: a code, a list of them, or either inside a value's data
 * (`{value}`, as a revision's summary keeps it). Anything else holds none.
 */
export function optionCodesOf(value: unknown): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'value' in value) {
    return optionCodesOf((value as { value: unknown }).value);
  }
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'object' ? [] : [String(v)]));
  return [];
}

/**
 * The codes to ask for, each once and in order, in requests of 100; text that cannot be a code
 * (a hand-edited link) is not asked for, as the API would refuse the whole request.
 */
export function codeChunks(codes: Iterable<string>): string[][] {
  const sorted = [...new Set(codes)].filter((code) => CODE.test(code)).sort();
  const chunks: string[][] = [];
  for (let start = 0; start < sorted.length; start += CODES_PER_REQUEST) {
    chunks.push(sorted.slice(start, start + CODES_PER_REQUEST));
  }
  return chunks;
}

/** An option's label in the locale read (the page's scope), else its name. */
export function optionLabel(
  option: { name: string; labels: Record<string, string> },
  locale: string | undefined,
): string {
  return (locale && option.labels[locale]) || option.name;
}

/** The words for an option that no longer exists. */
export const deletedOption = (code: string) => `Deleted option (${code})`;
