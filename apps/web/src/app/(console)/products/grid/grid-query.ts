// The grid's attribute columns and value filters as the URL holds them (`?columns=a,b` and
// `?value_filters=<JSON>`), the operators each attribute type offers, and a filter in words.
// Plain functions: the server's first load and the client's grid read the URL alike.
import { z } from 'zod';
import {
  PRODUCT_LIST_COLUMNS_MAX,
  VALUE_FILTER_OPS,
  VALUE_FILTERS_MAX,
  type AttributeType,
  type ValueFilterOp,
} from '@pim/core/schemas';

/** What the grid knows of an attribute: enough to pick it, show its values and filter them. */
export interface GridAttribute {
  id: string;
  code: string;
  name: string;
  type: AttributeType;
  value_per_channel: boolean;
  value_per_locale: boolean;
}

/** The API's limits: 20 attribute columns, 10 value filters. */
export const MAX_COLUMNS = PRODUCT_LIST_COLUMNS_MAX;
export const MAX_VALUE_FILTERS = VALUE_FILTERS_MAX;
export { VALUE_FILTER_OPS, type ValueFilterOp };

const zCode = z.string().regex(/^[A-Za-z0-9_\-.]{1,100}$/);

const ZValueFilter = z.strictObject({
  attribute: zCode,
  op: z.enum(VALUE_FILTER_OPS),
  value: z
    .union([
      z.string().max(255),
      z.number(),
      z.boolean(),
      z.array(z.union([z.string().max(255), z.number()])).max(100),
    ])
    .optional(),
  channel: zCode.optional(),
  locale: zCode.optional(),
});
export type ValueFilter = z.infer<typeof ZValueFilter>;

/** The attribute codes of `?columns=`, each once, at most 20; anything else is dropped. */
export function parseColumns(text: string | undefined): string[] {
  const codes = (text ?? '').split(',').filter((code) => zCode.safeParse(code).success);
  return [...new Set(codes)].slice(0, MAX_COLUMNS);
}

/** The filters of `?value_filters=`: the well-formed ones, at most 10 (a bad URL is no error). */
export function parseValueFilters(text: string | undefined): ValueFilter[] {
  if (!text) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  return json
    .flatMap((item) => {
      const parsed = ZValueFilter.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, MAX_VALUE_FILTERS);
}

/** The URL's value of a list of filters (undefined: none). */
export function serializeValueFilters(filters: readonly ValueFilter[]): string | undefined {
  return filters.length ? JSON.stringify(filters) : undefined;
}

/** The operators the API takes for an attribute type, in the order the picker offers them. */
export function opsFor(type: AttributeType): ValueFilterOp[] {
  switch (type) {
    case 'text':
    case 'textarea':
      return ['empty', 'not_empty', 'contains', 'equals'];
    case 'number':
    case 'price':
    case 'metric':
    case 'date':
      return ['empty', 'not_empty', 'equals', 'gte', 'lte', 'between'];
    case 'boolean':
      return ['empty', 'not_empty', 'equals'];
    case 'select':
    case 'multiselect':
      return ['empty', 'not_empty', 'in'];
    default:
      return ['empty', 'not_empty'];
  }
}

export const OP_LABELS: Record<ValueFilterOp, string> = {
  empty: 'is empty',
  not_empty: 'is not empty',
  equals: 'is',
  contains: 'contains',
  gte: 'is at least',
  lte: 'is at most',
  between: 'is between',
  in: 'is one of',
};

/** Whether the operator takes a value (empty and not empty do not). */
export const takesValue = (op: ValueFilterOp) => op !== 'empty' && op !== 'not_empty';

/** The channel and locale a filter reads: its own, else the grid's (for scoped attributes). */
export function filterScope(
  filter: ValueFilter,
  attribute: Pick<GridAttribute, 'value_per_channel' | 'value_per_locale'> | undefined,
  grid: { channel: string; locale: string },
): { channel?: string; locale?: string } {
  return {
    channel: attribute?.value_per_channel ? (filter.channel ?? grid.channel) : undefined,
    locale: attribute?.value_per_locale ? (filter.locale ?? grid.locale) : undefined,
  };
}

function valueWords(filter: ValueFilter, labelOf: (code: string) => string): string {
  const { value } = filter;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (filter.op === 'between' && Array.isArray(value)) return `${value[0]} and ${value[1]}`;
  if (filter.op === 'in' && Array.isArray(value)) {
    return value.map((code) => labelOf(String(code))).join(', ');
  }
  if (filter.op === 'contains' || filter.op === 'equals') {
    return typeof value === 'string' ? `“${value}”` : String(value);
  }
  return String(value);
}

/**
 * A filter in words, as its chip says it: "Description is empty in de_DE · E-commerce",
 * "Price is between 10 and 20", "Color is one of Black, White".
 */
export function describeFilter(
  filter: ValueFilter,
  attribute: GridAttribute | undefined,
  grid: { channel: string; locale: string },
  channelName: (code: string) => string,
  labelOf: (code: string) => string = (code) => code,
): string {
  const name = attribute?.name ?? filter.attribute;
  const what = takesValue(filter.op)
    ? `${name} ${OP_LABELS[filter.op]} ${valueWords(filter, labelOf)}`
    : `${name} ${OP_LABELS[filter.op]}`;
  const { channel, locale } = filterScope(filter, attribute, grid);
  const where = [locale, channel && channelName(channel)].filter(Boolean).join(' · ');
  return where ? `${what} in ${where}` : what;
}
