// English names of a locale's language and country, from the code itself (Intl.DisplayNames
// over the ICU data Node ships), not from a table: `sr_Latn_RS` is "Serbian (Latin)",
// "Serbia". A part ICU does not know stays as its code.
const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

function nameOf(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Legacy (Windows) language codes of the locale list, as ICU knows them. */
const ICU_LANGUAGE = new Map([['qut', 'quc']]);

export function localeNames(code: string): { language_name: string; country_name: string } {
  const parts = code.split('_');
  const country = parts.length > 1 ? parts.pop()! : '';
  parts[0] = ICU_LANGUAGE.get(parts[0]!) ?? parts[0]!;
  return {
    language_name: nameOf(languages, parts.join('-')),
    country_name: country ? nameOf(regions, country) : '',
  };
}
