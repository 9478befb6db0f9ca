// A checked value condition (value-filters.ts) as SQL on the product's own document. The
// value is read at one path; each type compares what it stores: text as text, numbers as
// numbers, a price by any of its amounts, a metric by its amount, a date as its YYYY-MM-DD
// text (which sorts as the dates do), a select by its option code, a multiselect by any of its
// codes. Every cast is guarded by the JSON type (and amounts by their form), so no stored value
// can make the list fail. "Empty" is no value, or an empty string or array (null, "" and []).
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

/**
 * The product holds a value that is not empty at the condition's path: answered by the GIN
 * index on pim_value_scopes (migration 20261128154500_value_scope_index) without reading
 * the document.
 */
const holdsAt = (alias: string, condition: ValueCondition) =>
  sql`pim_value_scopes(${sql.raw(alias)}.raw_values) @> ARRAY[${condition.path.join('/')}::text]`;

export function valueConditionSql(condition: ValueCondition, tenantId: string): SqlFragment {
  const holds = holdsAt('p', condition);
  if (condition.op === 'not_empty') return holds;
  if (condition.op === 'empty') {
    // The products that hold one, from the index alone, then every other product.
    return sql`p.id NOT IN (SELECT q.id FROM products q
                             WHERE q.tenant_id = ${tenantId}::uuid
                               AND ${holdsAt('q', condition)})`;
  }
  // Only the documents that hold a value there are read to compare it.
  return sql`(${holds} AND ${compared(condition)})`;
}

/** The comparison of a value the product holds (an op other than empty and not_empty). */
function compared(condition: ValueCondition): SqlFragment {
  const path = sql`${[...condition.path, 'value']}::text[]`;
  const json = sql`(p.raw_values #> ${path})`;
  const text = sql`(p.raw_values #>> ${path})`;
  const { type, value, op } = condition;
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
