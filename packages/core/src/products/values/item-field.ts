// The values service names a refused value by its place in the request:
// `attributes.I.attribute_id`, `attributes.I.values.J.data.value`. Imports and bulk updates
// turn that place back into their own record's or action's field.

export interface ItemField {
  /** I: the attribute item. */
  item: number;
  /** J: the scoped value within it, when the field names one. */
  value?: number;
  /** What follows (`.data.value`), or ''. */
  rest: string;
}

/** The parts of a values-service field, or undefined when it is not one. */
export function parseItemField(field: string): ItemField | undefined {
  // The rest starts with a non-digit, so the numbers cannot be split two ways (linear time).
  const match = /^attributes\.(\d+)(?:\.values\.(\d+))?((?:\D.*)?)$/.exec(field);
  if (!match) return undefined;
  return {
    item: Number(match[1]),
    ...(match[2] === undefined ? {} : { value: Number(match[2]) }),
    rest: match[3]!,
  };
}
