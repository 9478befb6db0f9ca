// An attribute's `config` by type, strict: a key the type does not take is 400 unknown_field on
// `config.<key>`. Parsing fills in the type's defaults (text max_length 255, textarea 65,535,
// number decimals_allowed false, metric units: all of the family's). Optional settings left out, or
// given as null, are not stored. Client-safe (zod and the unit table only): the console validates
// its forms with the same schemas.
import { RE2JS } from 're2js';
import { z } from 'zod';
import { ATTRIBUTE_MAX_LENGTH_MIN, type AttributeType } from '../../platform/limits.ts';
import { isUnitOf, UNIT_FAMILIES, unitsOf } from './units.ts';

export const ATTRIBUTE_CONFIG_LIMITS = {
  /** text and textarea `max_length`: 1 to this. */
  maxLength: 65_535,
  textMaxLength: 255,
  regex: 255,
} as const;

/** ISO 4217 codes, as this runtime's Intl knows them. */
export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');

type Context = z.RefinementCtx;
const refuse = (
  ctx: Context,
  path: PropertyKey[],
  code: 'invalid_value' | 'invalid_combination',
  message: string,
) => ctx.addIssue({ code: 'custom', path, message, params: { code } });

/** Leaves out the optional settings given as null. */
const withoutNulls = <T extends Record<string, unknown>>(config: T) =>
  Object.fromEntries(Object.entries(config).filter(([, value]) => value != null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/** Entries of a list that name something unknown or repeat an earlier one. */
function checkEntries(
  ctx: Context,
  field: string,
  entries: readonly string[],
  known: (entry: string) => boolean,
  unknownMessage: string,
) {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (!known(entry)) refuse(ctx, [field, index], 'invalid_value', `${entry} ${unknownMessage}`);
    else if (seen.has(entry)) {
      refuse(ctx, [field, index], 'invalid_value', `${entry} is listed twice`);
    }
    seen.add(entry);
  });
}

const zMaxLength = (fallback: number) =>
  z
    .number()
    .int()
    .min(ATTRIBUTE_MAX_LENGTH_MIN)
    .max(ATTRIBUTE_CONFIG_LIMITS.maxLength)
    .default(fallback);

/**
 * A text attribute's `regex`, compiled for RE2 (re2js): matching runs in time linear in the
 * value, so no pattern can stall a request (no backreferences, no lookaround). Undefined when
 * RE2 cannot run it or JavaScript cannot read it (the console checks forms with RegExp).
 */
export function compileAttributeRegex(source: string): RE2JS | undefined {
  try {
    new RegExp(source);
    return RE2JS.compile(source);
  } catch {
    return undefined;
  }
}

const zRegex = z
  .string()
  .min(1)
  .max(ATTRIBUTE_CONFIG_LIMITS.regex)
  .superRefine((source, ctx) => {
    if (!compileAttributeRegex(source)) {
      refuse(
        ctx,
        [],
        'invalid_value',
        'must be a regular expression RE2 can run (no backreferences or lookaround)',
      );
    }
  });

/**
 * The most work one value's pattern check may take: RE2 runs in time linear in the value, as
 * the compiled program's size times the value's length (measured here at 70 to 140 ns a unit,
 * so at most about 30 ms). A pattern of 2,000 steps on 64 KB would otherwise hold the server
 * for seconds per value.
 */
export const PATTERN_COST_LIMIT = 200_000;

/** The cost of checking `length` characters against a compiled pattern (PATTERN_COST_LIMIT). */
export const patternCost = (compiled: RE2JS, length: number) => compiled.programSize() * length;

const TEXT = z
  .strictObject({
    max_length: zMaxLength(ATTRIBUTE_CONFIG_LIMITS.textMaxLength),
    regex: zRegex.nullish(),
  })
  .superRefine((config, ctx) => {
    const compiled = config.regex ? compileAttributeRegex(config.regex) : undefined;
    if (!compiled || patternCost(compiled, config.max_length) <= PATTERN_COST_LIMIT) return;
    const longest = Math.floor(PATTERN_COST_LIMIT / compiled.programSize());
    refuse(
      ctx,
      ['regex'],
      'invalid_combination',
      `is too costly to check on values of max_length ${config.max_length}: ` +
        `lower max_length to ${longest} or less, or simplify the pattern`,
    );
  })
  .transform(withoutNulls);

const TEXTAREA = z.strictObject({ max_length: zMaxLength(ATTRIBUTE_CONFIG_LIMITS.maxLength) });

const NUMBER = z
  .strictObject({
    min: z.number().nullish(),
    max: z.number().nullish(),
    decimals_allowed: z.boolean().default(false),
  })
  .superRefine((config, ctx) => {
    if (config.min != null && config.max != null && config.min > config.max) {
      refuse(ctx, ['min'], 'invalid_combination', `must not be greater than max (${config.max})`);
    }
  })
  .transform(withoutNulls);

const METRIC = z
  .strictObject({
    unit_family: z.enum(UNIT_FAMILIES),
    default_unit: z.string().min(1).max(100),
    units: z.array(z.string().max(100)).min(1).max(100).optional(),
  })
  .superRefine((config, ctx) => {
    const family = config.unit_family;
    const notOfFamily = `is not a unit of ${family} (${unitsOf(family).join(', ')})`;
    if (!isUnitOf(family, config.default_unit)) {
      refuse(ctx, ['default_unit'], 'invalid_value', `${config.default_unit} ${notOfFamily}`);
    }
    if (!config.units) return;
    checkEntries(ctx, 'units', config.units, (unit) => isUnitOf(family, unit), notOfFamily);
    if (!config.units.includes(config.default_unit)) {
      refuse(
        ctx,
        ['units'],
        'invalid_combination',
        `must include default_unit (${config.default_unit})`,
      );
    }
  })
  .transform((config) => ({ ...config, units: config.units ?? unitsOf(config.unit_family) }));

const PRICE = z
  .strictObject({
    currencies: z.array(z.string().max(100)).min(1).max(CURRENCY_CODES.length),
  })
  .superRefine((config, ctx) => {
    const known = new Set(CURRENCY_CODES);
    checkEntries(
      ctx,
      'currencies',
      config.currencies,
      (code) => known.has(code),
      'is not an ISO 4217 currency code (such as EUR or USD)',
    );
  });

const NONE = z.strictObject({});

/** The config schema of each type; parsing applies the type's defaults. */
export const ATTRIBUTE_CONFIG_SCHEMAS: Record<
  AttributeType,
  z.ZodType<Record<string, unknown>, Record<string, unknown>>
> = {
  text: TEXT,
  textarea: TEXTAREA,
  number: NUMBER,
  boolean: NONE,
  date: NONE,
  select: NONE,
  multiselect: NONE,
  price: PRICE,
  metric: METRIC,
  media: NONE,
};

/** What `config` takes, by type, for the OpenAPI documents. */
export const ATTRIBUTE_CONFIG_DESCRIPTION =
  'Settings of the type, strict. text: max_length (1..65535, default 255), regex (a ' +
  'regular expression RE2 can run, at most 255 characters; its compiled size times ' +
  'max_length at most 200,000, so no value takes long to check). textarea: max_length (default ' +
  '65535). number: min, max, decimals_allowed (default false). metric: unit_family, ' +
  'default_unit (a unit of the family), units (units of the family, default all of them; ' +
  'must include default_unit). price: currencies (ISO 4217 codes, at least one). boolean, ' +
  'date, select, multiselect, media: none ({}).';

/** Types whose values are unique across products when `is_unique` is set. */
export const UNIQUE_TYPES: readonly AttributeType[] = ['text', 'number', 'date'];

/** Types that have options (`/attributes/{id}/options`). */
export const OPTION_TYPES: readonly AttributeType[] = ['select', 'multiselect'];

/** `config` of a type with its defaults, or the issues (paths from inside config). */
export const parseAttributeConfig = (type: AttributeType, config: unknown) =>
  ATTRIBUTE_CONFIG_SCHEMAS[type].safeParse(config ?? {});
