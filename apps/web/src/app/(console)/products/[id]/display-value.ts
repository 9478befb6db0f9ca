// The product's name and picture as the editor's header shows them: chosen from the family's
// display attributes' values the way the product list's SQL chooses them (list-sql.ts
// `displayValue`), so the header and the grid show the same name and picture.

/** The scoped values of one attribute, as a value row of the editor has them. */
interface DisplayRow {
  values: readonly { channel: string; locale: string; data: { value?: unknown } }[];
}

const rank = (v: { channel: string; locale: string }) =>
  [v.channel !== '$default', v.channel, v.locale !== '$default', v.locale] as const;

/**
 * A display attribute's value: the unscoped one, else the first by channel then locale,
 * `$default` first, codes compared byte by byte (as `COLLATE "C"`).
 */
export function displayValue(row: DisplayRow | undefined): unknown {
  const first = [...(row?.values ?? [])].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) {
      if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    }
    return 0;
  })[0];
  return first?.data.value;
}

/** The name a product shows: its name attribute's display value. */
export function displayName(row: DisplayRow | undefined): string | null {
  const value = displayValue(row);
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The asset of the product's picture (its image attribute's display value), or null. */
export function displayPicture(row: DisplayRow | undefined): string | null {
  const value = displayValue(row);
  return typeof value === 'string' && value ? value : null;
}
