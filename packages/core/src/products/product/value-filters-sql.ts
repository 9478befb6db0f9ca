// A checked value condition (value-filters.ts) as SQL on the product's own document. The
// value is read at one path; each type compares what it stores: text as text, numbers as
// numbers, a price by any of its amounts, a metric by its amount, a date as its YYYY-MM-DD
// text (which sorts as the dates do), a select by its option code, a multiselect by any of its
// codes. Every cast is guarded by the JSON type (and amounts by their form), so no stored value
// can make the list fail. "Empty" is no value, or an empty string or array.
import { sql, type SqlFragment } from '@pim/db';
import type { ValueCondition } from './value-filters.ts';

/** `%text%` for ILIKE, with LIKE's wildcards meaning themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A decimal's text as numeric, or null when it is not one. */
const numericOf = (text: SqlFragment) =>
  sql`(CASE WHEN ${text} ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN (${text})::numeric END)`;

/** `expr <op> value` for equals, gte, lte and between, with the value cast as `cast`. */
function compare(expr: SqlFragment, condition: ValueCondition, cast: 'numeric' | 'text') {
  const as = sql.raw(cast);
  const { op, value } = condition;
  if (op === 'between') {
    const [min, max] = value as [unknown, unknown];
    return sql`${expr} BETWEEN ${min}::${as} AND ${max}::${as}`;
  }
  const sign = sql.raw(op === 'gte' ? '>=' : op === 'lte' ? '<=' : '=');
  return sql`${expr} ${sign} ${value}::${as}`;
}

export function valueConditionSql(condition: ValueCondition): SqlFragment {
  const path = sql`${[...condition.path, 'value']}::text[]`;
  const json = sql`(p.raw_values #> ${path})`;
  const text = sql`(p.raw_values #>> ${path})`;
  const { op, type, value } = condition;
  const empty = sql`(${json} IS NULL OR ${json} IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb))`;
  if (op === 'empty') return empty;
  if (op === 'not_empty') return sql`NOT ${empty}`;
  switch (type) {
    case 'text':
    case 'textarea':
      return op === 'contains'
        ? sql`(jsonb_typeof(${json}) = 'string' AND ${text} ILIKE ${containing(value as string)})`
        : sql`${json} = to_jsonb(${value}::text)`;
    case 'boolean':
      return sql`${json} = to_jsonb(${value}::boolean)`;
    case 'select':
      return sql`(jsonb_typeof(${json}) = 'string' AND ${text} = ANY(${value}::text[]))`;
    case 'multiselect':
      return sql`(jsonb_typeof(${json}) = 'array' AND ${json} ?| ${value}::text[])`;
    case 'number':
      return compare(
        sql`(CASE WHEN jsonb_typeof(${json}) = 'number' THEN (${json})::numeric END)`,
        condition,
        'numeric',
      );
    case 'metric':
      return compare(numericOf(sql`(${json} ->> 'amount')`), condition, 'numeric');
    case 'date':
      return compare(
        sql`(CASE WHEN jsonb_typeof(${json}) = 'string' THEN ${text} END)`,
        condition,
        'text',
      );
    case 'price':
      return sql`EXISTS (
        SELECT 1 FROM jsonb_array_elements(
                 CASE WHEN jsonb_typeof(${json}) = 'array' THEN ${json} ELSE '[]'::jsonb END) AS e
         WHERE ${compare(numericOf(sql`(e ->> 'amount')`), condition, 'numeric')})`;
    case 'media':
      // Media takes empty and not_empty only (value-filters.ts).
      return sql`false`;
  }
}
