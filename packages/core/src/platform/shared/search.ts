// `search` parameters match text anywhere, case-insensitively. Prisma's `contains` passes
// LIKE wildcards through, so `%` and `_` are escaped to mean themselves.
export function containsText(search: string) {
  return { contains: search.replace(/[\\%_]/g, '\\$&'), mode: 'insensitive' as const };
}

/** `OR` over code and name, or nothing without a search. */
export function codeOrNameMatches(search: string | undefined) {
  return search ? { OR: [{ code: containsText(search) }, { name: containsText(search) }] } : {};
}
