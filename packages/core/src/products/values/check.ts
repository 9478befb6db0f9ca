// The items of a value write checked as a whole: each attribute once, live, in the family
// (for a variant: overridable and not an axis), each scoped value on a channel and locale the
// attribute takes, its data valid for the type; option codes and assets confirmed with one
// query each. Every refusal of the request is answered at once (up to an answer's limit).
import type { TenantScope } from '../../platform/access/index.ts';
import type { ErrorDetail } from '../../platform/errors/index.ts';
import { fault, refuseFaults, turnTaker, liveIdsAmong } from '../../platform/shared/index.ts';
import { DEFAULT_SCOPE, type ValueData } from './document.ts';
import type { ValueItem } from './schemas.ts';
import { knownOptions, type AttributeDef, type Definitions } from './sql.ts';
import { checkValue, newLookups, type Lookups } from './validate.ts';

export interface CheckedValue {
  channel: string;
  locale: string;
  /** null: the scope is left without a value. */
  data: ValueData | null;
}

export interface CheckedItem {
  def: AttributeDef;
  values: CheckedValue[];
}

const itemField = (index: number) => `attributes.${index}`;

/**
 * Which (attribute, option code) pairs name an option (`${attributeId}:${code}`): the
 * database's answer by default; an import answers from the options it read once per run.
 */
export type OptionFinder = typeof knownOptions;

/** 400 invalid_value for an attribute named twice in one request (before any look-up). */
export function checkRepeats(items: readonly ValueItem[]): void {
  const seen = new Set<string>();
  refuseFaults(
    items.flatMap((item, index) => {
      if (!seen.has(item.attribute_id)) {
        seen.add(item.attribute_id);
        return [];
      }
      return [
        fault(
          'invalid_value',
          `${itemField(index)}.attribute_id`,
          `The attribute ${item.attribute_id} is given twice`,
        ),
      ];
    }),
  );
}

/** Why this attribute may not be written here, if it may not. */
function attributeFault(
  item: ValueItem,
  index: number,
  def: AttributeDef | undefined,
  live: ReadonlySet<string>,
  familyCode: string,
  forVariant: boolean,
): ErrorDetail | undefined {
  const field = `${itemField(index)}.attribute_id`;
  if (!live.has(item.attribute_id) || !def) {
    return fault('invalid_reference', field, `No attribute ${item.attribute_id} in this tenant`);
  }
  if (!def.in_family) {
    return fault(
      'invalid_value',
      field,
      `${def.code} is not an attribute of the family ${familyCode}`,
    );
  }
  if (forVariant && def.is_axis) {
    return fault(
      'invalid_value',
      field,
      `${def.code} is an axis of the variant family: its value is set when the variant is created`,
    );
  }
  if (forVariant && !def.is_overridable) {
    return fault(
      'invalid_value',
      field,
      `The family ${familyCode} does not let variants override ${def.code}`,
    );
  }
  return undefined;
}

/** Why a value may not be on this channel and locale, if it may not (a restore asks too). */
export function scopeFault(
  def: AttributeDef,
  localesOf: ReadonlyMap<string, readonly string[]>,
  channel: string,
  locale: string,
  field: string,
): ErrorDetail | undefined {
  if (!def.value_per_channel && channel !== DEFAULT_SCOPE) {
    return fault(
      'invalid_value',
      `${field}.channel`,
      `${def.code} has no value per channel: use $default`,
    );
  }
  if (def.value_per_channel) {
    if (channel === DEFAULT_SCOPE || !localesOf.has(channel)) {
      return fault(
        'invalid_value',
        `${field}.channel`,
        `${def.code} has a value per channel: name a channel of this tenant`,
      );
    }
    if (!def.channel_codes.includes(channel)) {
      return fault(
        'invalid_value',
        `${field}.channel`,
        `The family does not enable ${def.code} for the channel ${channel}`,
      );
    }
  }
  if (!def.value_per_locale) {
    return locale === DEFAULT_SCOPE
      ? undefined
      : fault(
          'invalid_value',
          `${field}.locale`,
          `${def.code} has no value per locale: use $default`,
        );
  }
  const allowed = def.value_per_channel
    ? (localesOf.get(channel) ?? [])
    : def.channel_codes.flatMap((code) => localesOf.get(code) ?? []);
  if (locale === DEFAULT_SCOPE || !allowed.includes(locale)) {
    const where = def.value_per_channel
      ? `the channel ${channel}`
      : 'the channels of the attribute';
    return fault(
      'invalid_value',
      `${field}.locale`,
      `${def.code} has a value per locale: name a locale of ${where} (${[...new Set(allowed)].join(', ')})`,
    );
  }
  return undefined;
}

/**
 * The items with their data as stored, or 400 with every refusal. `live` holds the named
 * attributes that are live (locked by the caller), `defs` their definitions.
 */
export async function checkItems(
  scope: TenantScope,
  items: readonly ValueItem[],
  live: ReadonlySet<string>,
  defs: Definitions,
  forVariant: boolean,
  findOptions: OptionFinder = knownOptions,
): Promise<CheckedItem[]> {
  const byId = new Map(defs.attributes.map((def) => [def.id, def]));
  const localesOf = new Map(defs.channels.map((c) => [c.code, c.locales]));
  const faults: ErrorDetail[] = [];
  const lookups: Lookups = newLookups();
  const checked: CheckedItem[] = [];
  const turn = turnTaker();
  for (const [index, item] of items.entries()) {
    const def = byId.get(item.attribute_id);
    const refused = attributeFault(item, index, def, live, defs.familyCode, forVariant);
    if (refused || !def) {
      faults.push(refused!);
      continue;
    }
    const seen = new Set<string>();
    const values: CheckedValue[] = [];
    for (const [at, { channel, locale, data }] of item.values.entries()) {
      // A write of many long values (rich text, patterns) is checked in turns.
      await turn();
      const field = `${itemField(index)}.values.${at}`;
      // Removing a value is allowed on any scope: a channel or locale the attribute no
      // longer takes may still hold one.
      const scopeRefused =
        data === null ? undefined : scopeFault(def, localesOf, channel, locale, field);
      if (scopeRefused) {
        faults.push(scopeRefused);
        continue;
      }
      const key = JSON.stringify([channel, locale]);
      if (seen.has(key)) {
        faults.push(
          fault(
            'invalid_value',
            field,
            `The scope ${channel}/${locale} is given twice for ${def.code}`,
          ),
        );
        continue;
      }
      seen.add(key);
      if (data === null) {
        values.push({ channel, locale, data: null });
        continue;
      }
      const result = checkValue(def, data.value, `${field}.data.value`, lookups);
      if ('fault' in result) faults.push(result.fault);
      else values.push({ channel, locale, data: result.data });
    }
    checked.push({ def, values });
  }
  refuseFaults(faults);
  await confirmLookups(scope, lookups, byId, findOptions);
  return checked;
}

/** 400 for option codes the attribute does not have and assets the tenant does not hold. */
async function confirmLookups(
  { db, tenantId }: TenantScope,
  lookups: Lookups,
  byId: ReadonlyMap<string, AttributeDef>,
  findOptions: OptionFinder,
): Promise<void> {
  // One after the other: inside a transaction both run on its one connection.
  const options = await findOptions(db.sql, tenantId, lookups.options);
  const assets = await liveIdsAmong(db.sql, 'assets', tenantId, [
    ...new Set(lookups.assets.map((a) => a.id)),
  ]);
  refuseFaults([
    ...lookups.options
      .filter((o) => !options.has(`${o.attributeId}:${o.code}`))
      .map((o) =>
        fault(
          'invalid_value',
          o.field,
          `${o.code} is not an option of ${byId.get(o.attributeId)?.code}`,
        ),
      ),
    ...lookups.assets
      .filter((a) => !assets.has(a.id))
      .map((a) => fault('invalid_reference', a.field, `No asset ${a.id} in this tenant`)),
  ]);
}
