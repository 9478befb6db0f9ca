// The list's `value_filters`: a JSON array of conditions on the products' own values, each
// read at one channel and locale (the condition's, else the list's, $default where the
// attribute does not vary). Parsed and checked here, type by type, so a malformed array, an
// op the attribute's type does not take or a value of the wrong shape is a 400 that says
// which condition and what is wrong; then each becomes one SQL condition (value-filters-sql.ts)
// that the page and the count share through conditionsOf.
import type { z } from 'zod';
import { AppError, validationError } from '../../platform/errors/index.ts';
import type { AttributeType } from '../../platform/limits.ts';
import { DEFAULT_SCOPE } from '../values/document.ts';
import {
  attributeNamed,
  channelNamed,
  checkChannelLocale,
  type ListChannel,
  type ListScope,
  type ListStructure,
} from './list-scope.ts';
import {
  VALUE_FILTERS_MAX,
  ZValueFilter,
  type ValueFilter,
  type ValueFilterOp,
} from './schemas.ts';

const FIELD = 'value_filters';

/** A checked condition: where its value is read, how, and against what. */
export interface ValueCondition {
  /** [attribute id, channel or $default, locale or $default]. */
  path: [string, string, string];
  type: AttributeType;
  op: ValueFilterOp;
  /** A string, number or boolean; [min, max] for between; option codes for in. */
  value?: unknown;
}

const PRESENCE: readonly ValueFilterOp[] = ['empty', 'not_empty'];
const TEXT: readonly ValueFilterOp[] = [...PRESENCE, 'equals', 'contains'];
const RANGE: readonly ValueFilterOp[] = [...PRESENCE, 'equals', 'gte', 'lte', 'between'];

/** The ops each attribute type takes. */
export const OPS_BY_TYPE: Record<AttributeType, readonly ValueFilterOp[]> = {
  text: TEXT,
  textarea: TEXT,
  number: RANGE,
  price: RANGE,
  metric: RANGE,
  date: RANGE,
  boolean: [...PRESENCE, 'equals'],
  select: [...PRESENCE, 'in'],
  multiselect: [...PRESENCE, 'in'],
  media: PRESENCE,
};

/** The longest text an equals or contains compares; the most codes an `in` takes. */
const TEXT_MAX = 255;
const CODES_MAX = 100;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const refuse = (
  code: 'invalid_value' | 'invalid_type' | 'required',
  field: string,
  message: string,
) => new AppError(code, message, { field });

/** The array's conditions, each of the right shape (attribute codes not yet looked up). */
export function parseValueFilters(text: string): ValueFilter[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('malformed_json', `${FIELD} must be a JSON array of conditions`, {
      field: FIELD,
    });
  }
  if (!Array.isArray(parsed)) {
    throw refuse('invalid_type', FIELD, `${FIELD} must be a JSON array of conditions`);
  }
  if (parsed.length > VALUE_FILTERS_MAX) {
    throw new AppError('too_long', `${FIELD} may hold at most ${VALUE_FILTERS_MAX} conditions`, {
      field: FIELD,
    });
  }
  return parsed.map((item, index) => {
    const result = ZValueFilter.safeParse(item);
    if (result.success) return result.data;
    const issues = result.error.issues.map(
      (issue) => ({ ...issue, path: [FIELD, index, ...issue.path] }) as z.core.$ZodIssue,
    );
    throw validationError(issues, { [FIELD]: parsed });
  });
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

/** One bound of a range: a finite number, or a YYYY-MM-DD date for a date attribute. */
function bound(type: AttributeType, value: unknown, field: string): number | string {
  if (type === 'date') {
    if (typeof value !== 'string' || !isCalendarDate(value)) {
      throw refuse('invalid_value', field, `${field} must be a date as YYYY-MM-DD`);
    }
    return value;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw refuse('invalid_type', field, `${field} must be a number`);
  }
  return value;
}

/** The value an op takes, checked for the attribute's type. */
function checkedValue(condition: ValueFilter, type: AttributeType, at: string): unknown {
  const field = `${at}.value`;
  const { op, value } = condition;
  if (op === 'empty' || op === 'not_empty') {
    if (value !== undefined) throw refuse('invalid_value', field, `${op} takes no value`);
    return undefined;
  }
  if (value === undefined || value === null) {
    throw refuse('required', field, `${op} needs a value`);
  }
  if (op === 'contains' || (op === 'equals' && (type === 'text' || type === 'textarea'))) {
    if (typeof value !== 'string' || value.length === 0 || value.length > TEXT_MAX) {
      throw refuse('invalid_value', field, `${field} must be text of 1 to ${TEXT_MAX} characters`);
    }
    return value;
  }
  if (type === 'boolean') {
    if (typeof value !== 'boolean')
      throw refuse('invalid_type', field, `${field} must be true or false`);
    return value;
  }
  if (op === 'in') {
    const codes = Array.isArray(value) ? value : [];
    const valid = codes.every((c) => typeof c === 'string' && c.length > 0 && c.length <= 100);
    if (!codes.length || codes.length > CODES_MAX || !valid) {
      throw refuse(
        'invalid_value',
        field,
        `${field} must be an array of 1 to ${CODES_MAX} option codes`,
      );
    }
    return codes;
  }
  if (op === 'between') {
    if (!Array.isArray(value) || value.length !== 2) {
      throw refuse('invalid_value', field, `${field} must be [min, max]`);
    }
    const [min, max] = [bound(type, value[0], `${field}.0`), bound(type, value[1], `${field}.1`)];
    if (min > max) throw refuse('invalid_value', field, `${field}: min is above max`);
    return [min, max];
  }
  return bound(type, value, field);
}

/** The channel and locale a condition reads its attribute at (400 when one is missing). */
function scopeOfCondition(
  condition: ValueFilter,
  attribute: { code: string; value_per_channel: boolean; value_per_locale: boolean },
  structure: ListStructure,
  listScope: ListScope | undefined,
  at: string,
): [string, string] {
  const named: ListChannel | undefined =
    condition.channel !== undefined
      ? channelNamed(structure, condition.channel, `${at}.channel`)
      : undefined;
  if (
    condition.locale !== undefined &&
    !structure.channels.some((c) => c.locales.includes(condition.locale!))
  ) {
    throw refuse(
      'invalid_value',
      `${at}.locale`,
      `No channel of this tenant has the locale ${condition.locale}`,
    );
  }
  let channel = DEFAULT_SCOPE;
  if (attribute.value_per_channel) {
    channel = condition.channel ?? listScope?.channel ?? '';
    if (!channel) {
      throw refuse(
        'required',
        `${at}.channel`,
        `${attribute.code} has a value per channel: give the condition a channel, or the list a channel and locale`,
      );
    }
  }
  let locale = DEFAULT_SCOPE;
  if (attribute.value_per_locale) {
    locale = condition.locale ?? listScope?.locale ?? '';
    if (!locale) {
      throw refuse(
        'required',
        `${at}.locale`,
        `${attribute.code} has a value per locale: give the condition a locale, or the list a channel and locale`,
      );
    }
    // A per-channel value is read at a locale of that channel.
    const channelOfValue = attribute.value_per_channel
      ? (named ?? structure.channels.find((c) => c.code === channel))
      : undefined;
    if (channelOfValue) checkChannelLocale(channelOfValue, locale, `${at}.locale`);
  }
  return [channel, locale];
}

/** The conditions, each checked against its attribute (looked up in `structure`). */
export function resolveValueFilters(
  filters: readonly ValueFilter[],
  structure: ListStructure,
  listScope: ListScope | undefined,
): ValueCondition[] {
  return filters.map((condition, index) => {
    const at = `${FIELD}.${index}`;
    const attribute = attributeNamed(structure, condition.attribute, `${at}.attribute`);
    const ops = OPS_BY_TYPE[attribute.type];
    if (!ops.includes(condition.op)) {
      throw refuse(
        'invalid_value',
        `${at}.op`,
        `${attribute.code} is a ${attribute.type} attribute: its conditions are ${ops.join(', ')}`,
      );
    }
    const [channel, locale] = scopeOfCondition(condition, attribute, structure, listScope, at);
    return {
      path: [attribute.id, channel, locale],
      type: attribute.type,
      op: condition.op,
      value: checkedValue(condition, attribute.type, at),
    };
  });
}
