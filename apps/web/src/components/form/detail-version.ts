/**
 * A DetailForm's `version`: the record and its translations as last loaded. A save that
 * changes any of them changes it, and the form's fields start again from the saved values.
 */
export function versionOf(
  record: { modified_at: string; status?: string },
  translations: readonly { locale: string; modified_at: string }[] = [],
): string {
  return [
    record.modified_at,
    record.status ?? '',
    ...translations.map((t) => `${t.locale}@${t.modified_at}`),
  ].join('|');
}
