/**
 * Labels that tell records apart: a record's name, followed by its code in parentheses when
 * another record of the list has the same name (any case, spaces trimmed). Pickers and
 * matrices use it so two channels both named "Web" read "Web (web_eu)" and "Web (web_us)".
 */
export function distinctNames<T extends { code: string; name: string }>(
  items: readonly T[],
): Map<string, string> {
  const key = (name: string) => name.trim().toLowerCase();
  const seen = new Map<string, number>();
  for (const item of items) seen.set(key(item.name), (seen.get(key(item.name)) ?? 0) + 1);
  return new Map(
    items.map((item) => [
      item.code,
      (seen.get(key(item.name)) ?? 0) > 1 ? `${item.name.trim()} (${item.code})` : item.name,
    ]),
  );
}
