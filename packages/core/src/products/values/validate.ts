// A scoped value's `data.value` checked against its attribute's type and config. Checks that need
// the database (option codes, assets) are collected as look-ups and answered for the whole request
// at once by the service. An empty value (empty string, empty list, null) is no value: the scope is
// left without one.
import {
  compileAttributeRegex,
  PATTERN_COST_LIMIT,
  patternCost,
} from '../../catalog/attributes/index.ts';
import type { ErrorCode, ErrorDetail } from '../../platform/errors/index.ts';
import { fault, Lru } from '../../platform/shared/index.ts';
import type { ValueData } from './document.ts';
import { MAX_TAG_DEPTH, sanitizeRichText, tagDepth } from './rich-text.ts';
import type { AttributeDef } from './sql.ts';

/**
 * What the database must confirm (option codes of an attribute, assets of the tenant), and
 * the rich text the request has had sanitized so far (one object for the whole request).
 */
export interface Lookups {
  options: { attributeId: string; code: string; field: string }[];
  assets: { id: string; field: string }[];
  budget: { richText: number };
}

/** The most rich text (characters, markup included) one request may have sanitized. */
export const RICH_TEXT_PER_REQUEST = 1_000_000;

/** A request's look-ups, empty. */
export const newLookups = (): Lookups => ({ options: [], assets: [], budget: { richText: 0 } });

/** The most options one multiselect value may hold. */
export const MAX_MULTISELECT = 100;
const TEXT_MAX = 255;
const TEXTAREA_MAX = 65_535;
const DECIMAL_MAX_LENGTH = 32;
const PRICE_AMOUNT = /^\d+(\.\d{1,4})?$/;
const METRIC_AMOUNT = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Compiled `regex` settings, by pattern (compiling is the costly part). */
const patterns = new Lru<string, ReturnType<typeof compileAttributeRegex> | null>(500);

function matches(source: string, text: string, field: string): boolean {
  let compiled = patterns.get(source);
  if (compiled === undefined) {
    compiled = compileAttributeRegex(source) ?? null;
    patterns.set(source, compiled);
  }
  // A stored pattern RE2 cannot run (set before patterns were checked with it) refuses nothing.
  if (!compiled) return true;
  // A pattern stored before its cost was bounded (attributes/config.ts) checks no value that
  // would take longer than a new one may.
  if (patternCost(compiled, text.length) > PATTERN_COST_LIMIT) {
    const longest = Math.floor(PATTERN_COST_LIMIT / compiled.programSize());
    refuse(
      'too_long',
      field,
      `${field} must be at most ${longest} characters to be checked against the pattern`,
    );
  }
  return compiled.matcher(text).find();
}

class Refusal {
  constructor(readonly detail: ErrorDetail) {}
}
const refuse = (code: ErrorCode, field: string, message: string): never => {
  throw new Refusal(fault(code, field, message));
};

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function expectType(value: unknown, type: string, field: string): void {
  if (typeOf(value) !== type) refuse('invalid_type', field, `${field} must be of type ${type}`);
}

/** A strict object with exactly these keys, all given. */
function expectShape(value: unknown, keys: readonly string[], field: string) {
  expectType(value, 'object', field);
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!keys.includes(key))
      refuse('unknown_field', `${field}.${key}`, `${field}.${key} is not a known field`);
  }
  for (const key of keys) {
    if (record[key] === undefined)
      refuse('required', `${field}.${key}`, `${field}.${key} is required`);
  }
  return record;
}

function decimal(value: unknown, pattern: RegExp, field: string, example: string): string {
  expectType(value, 'string', field);
  const text = value as string;
  if (text.length > DECIMAL_MAX_LENGTH) {
    refuse('too_long', field, `${field} must be at most ${DECIMAL_MAX_LENGTH} characters`);
  }
  if (pattern === PRICE_AMOUNT && text.startsWith('-')) {
    refuse('out_of_range', field, `${field} must not be negative`);
  }
  if (!pattern.test(text))
    refuse('invalid_format', field, `${field} must be a decimal such as ${example}`);
  return text;
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Whether `text` has more than `max` characters (code points), counted without building an
 * array of them: a code point takes one or two UTF-16 units.
 */
function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    if (++count > max) return true;
  }
  return false;
}

function text(def: AttributeDef, value: unknown, field: string, lookups: Lookups): string | null {
  expectType(value, 'string', field);
  const max = Number(def.config.max_length ?? (def.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX));
  // Checked on the value as sent, before any sanitizing (whose cost grows with the input).
  if (longerThan(value as string, max))
    refuse('too_long', field, `${field} must be at most ${max} characters`);
  if (def.type === 'textarea') checkRichTextCost(value as string, field, lookups);
  const stored = def.type === 'textarea' ? sanitizeRichText(value as string) : (value as string);
  if (stored === '') return null;
  if (longerThan(stored, max))
    refuse('too_long', field, `${field} must be at most ${max} characters once sanitized`);
  const regex = def.config.regex;
  if (def.type === 'text' && typeof regex === 'string' && !matches(regex, stored, field)) {
    refuse('invalid_format', field, `${field} must match the pattern ${regex} of ${def.code}`);
  }
  return stored;
}

/**
 * Sanitizing costs time that grows with the square of how deep unclosed tags nest, and with
 * the amount of markup: a value may nest at most MAX_TAG_DEPTH tags, and a request may carry
 * at most RICH_TEXT_PER_REQUEST characters of rich text, so no request holds the server up.
 */
function checkRichTextCost(html: string, field: string, lookups: Lookups): void {
  lookups.budget.richText += html.length;
  if (lookups.budget.richText > RICH_TEXT_PER_REQUEST) {
    refuse(
      'too_long',
      field,
      `A request may carry at most ${RICH_TEXT_PER_REQUEST.toLocaleString('en')} characters of rich text; send the rest in another request`,
    );
  }
  if (tagDepth(html) > MAX_TAG_DEPTH) {
    refuse('invalid_value', field, `${field} nests tags more than ${MAX_TAG_DEPTH} deep`);
  }
}

function number(def: AttributeDef, value: unknown, field: string): number {
  expectType(value, 'number', field);
  const n = value as number;
  if (!Number.isFinite(n)) refuse('out_of_range', field, `${field} must be a finite number`);
  if (def.config.decimals_allowed !== true && !Number.isInteger(n)) {
    refuse(
      'invalid_type',
      field,
      `${field} must be a whole number (${def.code} takes no decimals)`,
    );
  }
  const { min, max } = def.config as { min?: number; max?: number };
  if (typeof min === 'number' && n < min)
    refuse('out_of_range', field, `${field} must be at least ${min}`);
  if (typeof max === 'number' && n > max)
    refuse('out_of_range', field, `${field} must be at most ${max}`);
  return n;
}

function optionCode(def: AttributeDef, value: unknown, field: string, lookups: Lookups): string {
  expectType(value, 'string', field);
  lookups.options.push({ attributeId: def.id, code: value as string, field });
  return value as string;
}

function multiselect(def: AttributeDef, value: unknown, field: string, lookups: Lookups) {
  expectType(value, 'array', field);
  const codes = value as unknown[];
  if (codes.length > MAX_MULTISELECT) {
    refuse('too_long', field, `${field} must be at most ${MAX_MULTISELECT} items`);
  }
  const seen = new Set<string>();
  codes.forEach((code, index) => {
    const at = `${field}.${index}`;
    optionCode(def, code, at, lookups);
    if (seen.has(code as string))
      refuse('invalid_value', at, `The option ${String(code)} is given twice`);
    seen.add(code as string);
  });
  return codes.length ? (codes as string[]) : null;
}

function price(def: AttributeDef, value: unknown, field: string) {
  expectType(value, 'array', field);
  const currencies = (def.config.currencies as string[] | undefined) ?? [];
  const items = value as unknown[];
  const seen = new Set<string>();
  const prices = items.map((item, index) => {
    const at = `${field}.${index}`;
    const record = expectShape(item, ['amount', 'currency'], at);
    const amount = decimal(
      record.amount,
      PRICE_AMOUNT,
      `${at}.amount`,
      '12.50 (at most 4 decimals)',
    );
    expectType(record.currency, 'string', `${at}.currency`);
    const currency = record.currency as string;
    if (!currencies.includes(currency)) {
      refuse(
        'invalid_value',
        `${at}.currency`,
        `${def.code} takes the currencies ${currencies.join(', ')}`,
      );
    }
    if (seen.has(currency))
      refuse('invalid_value', `${at}.currency`, `The currency ${currency} is given twice`);
    seen.add(currency);
    return { amount, currency };
  });
  return prices.length ? prices : null;
}

function metric(def: AttributeDef, value: unknown, field: string) {
  const record = expectShape(value, ['amount', 'unit'], field);
  const amount = decimal(record.amount, METRIC_AMOUNT, `${field}.amount`, '1.5');
  expectType(record.unit, 'string', `${field}.unit`);
  const units = (def.config.units as string[] | undefined) ?? [];
  if (!units.includes(record.unit as string)) {
    refuse('invalid_value', `${field}.unit`, `${def.code} takes the units ${units.join(', ')}`);
  }
  return { amount, unit: record.unit as string };
}

function stored(def: AttributeDef, value: unknown, field: string, lookups: Lookups): unknown {
  switch (def.type) {
    case 'text':
    case 'textarea':
      return text(def, value, field, lookups);
    case 'number':
      return number(def, value, field);
    case 'boolean':
      expectType(value, 'boolean', field);
      return value;
    case 'date':
      expectType(value, 'string', field);
      if (value === '') return null;
      if (!isCalendarDate(value as string)) {
        refuse('invalid_format', field, `${field} must be a calendar date as YYYY-MM-DD`);
      }
      return value;
    case 'select':
      return value === '' ? null : optionCode(def, value, field, lookups);
    case 'multiselect':
      return multiselect(def, value, field, lookups);
    case 'price':
      return price(def, value, field);
    case 'metric':
      return metric(def, value, field);
    case 'media':
      expectType(value, 'string', field);
      if (value === '') return null;
      if (!UUID.test(value as string))
        refuse('invalid_format', field, `${field} must be an asset id (UUID)`);
      lookups.assets.push({ id: (value as string).toLowerCase(), field });
      return (value as string).toLowerCase();
  }
}

/**
 * The data to store for `value` (null: no value, the scope is emptied), or the detail that
 * refuses it. `field` is the value's path (`attributes.0.values.1.data.value`).
 */
export function checkValue(
  def: AttributeDef,
  value: unknown,
  field: string,
  lookups: Lookups,
): { data: ValueData | null } | { fault: ErrorDetail } {
  if (value === undefined) return { fault: fault('required', field, `${field} is required`) };
  if (value === null) return { data: null };
  // Look-ups of a refused value are dropped: it is refused once, for its first problem.
  const own: Lookups = { options: [], assets: [], budget: lookups.budget };
  try {
    const result = stored(def, value, field, own);
    lookups.options.push(...own.options);
    lookups.assets.push(...own.assets);
    return { data: result === null ? null : { value: result } };
  } catch (error) {
    if (error instanceof Refusal) return { fault: error.detail };
    throw error;
  }
}
