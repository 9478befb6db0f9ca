import type { SCHEMA_ATTRIBUTE_TYPES } from '@pim/core/schemas';

type SchemaAttributeType = (typeof SCHEMA_ATTRIBUTE_TYPES)[number];

// The attribute editor's rows: what each row holds, how the set is posted, and where the
// API's errors (`attributes.N.field`) land once the rows have moved.

export interface AttributeRow {
  /** Stable across reorders: React's key, and how errors follow their row. */
  key: string;
  code: string;
  name: string;
  type: SchemaAttributeType;
  required: boolean;
  description: string;
  enum_values: string[];
  source_attribute_code: string | null;
}

export interface SavedAttribute {
  code: string;
  name: string;
  type: SchemaAttributeType;
  required: boolean;
  description: string | null;
  enum_values: string[];
  source_attribute_code: string | null;
}

let next = 0;
export const newKey = () => `row-${(next += 1)}`;

export function rowsOf(saved: readonly SavedAttribute[]): AttributeRow[] {
  return saved.map((attribute) => ({
    ...attribute,
    key: newKey(),
    description: attribute.description ?? '',
  }));
}

export function emptyRow(): AttributeRow {
  return {
    key: newKey(),
    code: '',
    name: '',
    type: 'string',
    required: false,
    description: '',
    enum_values: [],
    source_attribute_code: null,
  };
}

/** The set as the API takes it, in order: enum values only on enums, empty texts left out. */
export function payloadOf(rows: readonly AttributeRow[]) {
  return rows.map((row) => ({
    code: row.code.trim(),
    name: row.name.trim(),
    type: row.type,
    required: row.required,
    description: row.description.trim() || null,
    ...(row.type === 'enum' ? { enum_values: row.enum_values } : {}),
    source_attribute_code: row.source_attribute_code,
  }));
}

/** Moves the row at `index` one place up (-1) or down (+1). */
export function moved<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const copy = [...rows];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/**
 * The API's errors by position (`attributes.2.code`) turned into errors by row key and field,
 * for the rows as they were posted; an error of the whole set (`attributes`) stays apart.
 */
export function errorsByRow(
  errors: Readonly<Record<string, string>>,
  rows: readonly AttributeRow[],
): { rows: Record<string, Record<string, string>>; set?: string } {
  const byRow: Record<string, Record<string, string>> = {};
  let set: string | undefined;
  for (const [path, message] of Object.entries(errors)) {
    const match = /^attributes\.(\d+)\.([a-z_]+)$/.exec(path);
    const row = match ? rows[Number(match[1])] : undefined;
    if (match && row) (byRow[row.key] ??= {})[match[2]!] = message;
    else set ??= message;
  }
  return { rows: byRow, set };
}
