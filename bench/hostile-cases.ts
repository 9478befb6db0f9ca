// The hostile inputs of bench/event-loop.ts, per route of the OpenAPI document: bodies that
// break parsers, every string property and query parameter filled with strings built to make
// a validator, a sanitizer or a pattern go back over the text, at the longest length the
// schema allows. Routes that write values get values of every attribute type on top
// (value-cases.ts).
import { randomUUID } from 'node:crypto';

export interface Case {
  label: string;
  method: string;
  /** With its query string. */
  url: string;
  /** A raw body (sent as is) or a JSON value. */
  raw?: string;
  body?: unknown;
  contentType?: string;
}

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

/** Strings of `n` characters that cost a careless check more than a linear pass. */
export function hostileStrings(n: number): [string, string][] {
  const times = (unit: string) => unit.repeat(Math.max(1, Math.floor(n / unit.length)));
  return [
    ['plain', 'a'.repeat(n)],
    ['< then a name', `<${'a'.repeat(n - 1)}`],
    ['only <', '<'.repeat(n)],
    ['open tags', times('<p>')],
    ['tags without >', times('<a ')],
    ['entities', times('&#')],
    ['letters then !', `${'a'.repeat(n - 1)}!`],
    ['digits then x', `${'1'.repeat(n - 1)}x`],
    ['dots', times('a.')],
    ['spaces then x', `${' '.repeat(n - 1)}x`],
    ['backslashes', '\\'.repeat(n)],
    ['percents', times('%2')],
    ['braces', '{'.repeat(n)],
    ['emoji', times('\u{1F600}')],
    ['url-like', `http://${'a.'.repeat(Math.floor((n - 8) / 2))}`],
    ['email-like', `${'a'.repeat(n - 6)}@b.c`],
  ];
}

export const RAW_BODIES: [string, string][] = [
  ['empty', ''],
  ['broken JSON', '{"a":'],
  ['10 MB of [', '['.repeat(10 * 1024 * 1024 - 16)],
  ['deep arrays', `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`],
  ['deep objects', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
  ['many keys', `{${Array.from({ length: 200_000 }, (_, i) => `"k${i}":1`).join(',')}}`],
  ['long array', `[${'{},'.repeat(300_000)}{}]`],
  ['huge number', `{"a":1${'0'.repeat(1_000_000)}}`],
  ['long key', `{"${'k'.repeat(1_000_000)}":1}`],
  ['escapes', `{"a":"${'\\u0041'.repeat(300_000)}"}`],
];

const typeOf = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

function variantOf(schema: Schema): Schema {
  const choices = schema.anyOf ?? schema.oneOf;
  return choices ? (choices.find((s) => typeOf(s) !== 'null') ?? choices[0]!) : schema;
}

/** The smallest valid-looking value of a schema (required properties only). */
function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const s = variantOf(schema);
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sampleOf(s.properties?.[k])]));
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () => sampleOf(s.items));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return s.format === 'uuid' ? randomUUID() : `b_${randomUUID().slice(0, 8)}`;
    default:
      return null;
  }
}

/**
 * Every string a body may carry, as a path of property names and array indexes with its
 * longest allowed length: top-level properties and those of the objects in top-level arrays.
 */
function stringSlots(schema: Schema, prefix: (string | number)[] = [], depth = 0) {
  const slots: { path: (string | number)[]; max: number }[] = [];
  const s = variantOf(schema);
  if (typeOf(s) === 'string' && !s.enum && s.format !== 'uuid') {
    slots.push({ path: prefix, max: s.maxLength ?? 100_000 });
  } else if (typeOf(s) === 'array' && s.items && depth < 3) {
    slots.push(...stringSlots(s.items, [...prefix, 0], depth + 1));
  } else if (typeOf(s) === 'object' && depth < 3) {
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      slots.push(...stringSlots(property, [...prefix, name], depth + 1));
    }
  }
  return slots;
}

function withValueAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) && value.length > 0 ? [...value] : [{}];
    list[0] = withValueAt(list[0], rest, leaf);
    return list;
  }
  const object = value && typeof value === 'object' ? { ...(value as object) } : {};
  return {
    ...object,
    [head!]: withValueAt((object as Record<string, unknown>)[head!], rest, leaf),
  };
}

/** The cases of one operation of the document, its path parameters already filled in. */
export function casesOf(
  method: string,
  url: string,
  operation: {
    parameters?: { name: string; in: string; schema?: Schema }[];
    requestBody?: { content?: Record<string, { schema?: Schema }> };
  },
): Case[] {
  const cases: Case[] = [];
  for (const param of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
    // A URL stays under Node's 16 KB header limit.
    const max = Math.min(param.schema?.maxLength ?? 4000, 4000);
    for (const [label, text] of hostileStrings(max)) {
      const query = `${param.name}=${encodeURIComponent(text).slice(0, 12_000)}`;
      cases.push({ label: `query ${param.name}: ${label}`, method, url: `${url}?${query}` });
    }
  }
  if (method === 'GET' || method === 'DELETE') return cases;
  for (const [label, raw] of RAW_BODIES) cases.push({ label: `body: ${label}`, method, url, raw });
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return cases;
  const base = sampleOf(schema);
  for (const slot of stringSlots(schema)) {
    const max = Math.min(slot.max, 1_000_000);
    for (const [label, text] of hostileStrings(max)) {
      const body = withValueAt(base, slot.path, text);
      cases.push({ label: `${slot.path.join('.') || 'body'}: ${label}`, method, url, body });
    }
  }
  return cases;
}
