/** A page's search params as Next hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A positive page number from `?<name>=`, 1 when absent or malformed. */
export function pageParam(params: SearchParams, name = 'page'): number {
  const page = Number.parseInt(first(params[name]) ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function textParam(params: SearchParams, name: string): string | undefined {
  const value = first(params[name])?.trim();
  return value ? value.slice(0, 255) : undefined;
}

/** One of `allowed`, or undefined (every status). */
export function statusParam<T extends string>(
  params: SearchParams,
  allowed: readonly T[],
  name = 'status',
): T | undefined {
  const value = first(params[name]);
  return allowed.find((s) => s === value);
}

/** The params as a flat record, for links that keep the current filters. */
export function flatParams(params: SearchParams): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const v = first(value);
    if (v) flat[key] = v;
  }
  return flat;
}
