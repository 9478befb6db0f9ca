// The value columns of Akeneo's product and product model files, read into the native
// products record's `values` ({<attr>: [{channel?, locale?, data: {value}}]}). A header is
// `<attr>`, `<attr>-<locale>`, `<attr>-<channel>` or `<attr>-<locale>-<channel>` as the
// attribute's flags say, then `-<currency>` for a price and `-unit` beside a metric's amount.
// Cells become the API's `data` by type: numbers and booleans typed, option codes matched in
// any case (Akeneo's rule), prices and metrics as decimal strings. Media cells name files
// of the Akeneo export, which this service cannot fetch: they are dropped and counted.
import { AppError } from '../../../platform/errors/index.ts';
import { listOf, type AkeneoRow } from './mapping.ts';
import type { AttributeInfo } from '../../../catalog/attributes/index.ts';

export interface ValueContext {
  attributes: ReadonlyMap<string, AttributeInfo>;
  /** Attribute code → lower-case option code → option code. */
  options: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

export interface ScopedValue {
  channel?: string;
  locale?: string;
  data: { value: unknown };
}

export type Values = Record<string, ScopedValue[]>;

export interface ReadValues {
  values: Values;
  /** The attribute of each media value left out (paths into the export's files/ folder). */
  droppedMedia: string[];
}

/** Association columns (`X_SELL-products`, `PACK-groups`…): not imported. */
const ASSOCIATION_SUFFIXES = new Set(['products', 'groups', 'product_models']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** One value's cells: the amount (or the value), a price's cells by currency, a metric's unit. */
interface Cells {
  attribute: AttributeInfo;
  channel?: string;
  locale?: string;
  column: string;
  cell?: string;
  unit?: { column: string; cell: string };
  prices: { column: string; currency: string; cell: string }[];
}

/**
 * The values of the row's non-empty cells, except the `structural` columns (code, family,
 * categories…). Columns of attributes the tenant lacks fail on the column, unless empty.
 */
export function readValues(
  row: AkeneoRow,
  context: ValueContext,
  structural: ReadonlySet<string>,
): ReadValues {
  const byScope = new Map<string, Cells>();
  for (const [column, cell] of Object.entries(row)) {
    if (structural.has(column) || cell.trim() === '') continue;
    const place = placeOf(column, context);
    if (!place) continue;
    const key = JSON.stringify([place.attribute.code, place.channel, place.locale]);
    let cells = byScope.get(key);
    if (!cells) {
      const { attribute, channel, locale } = place;
      cells = { attribute, channel, locale, column, prices: [] };
      byScope.set(key, cells);
    }
    if (place.currency) cells.prices.push({ column, currency: place.currency, cell });
    else if (place.unit) cells.unit = { column, cell };
    else {
      cells.column = column;
      cells.cell = cell;
    }
  }
  const values: Values = {};
  const droppedMedia: string[] = [];
  for (const cells of byScope.values()) {
    const value = valueOf(cells, context);
    if (value === DROPPED) droppedMedia.push(cells.attribute.code);
    if (value === undefined || value === DROPPED) continue;
    const scoped: ScopedValue = {
      ...(cells.channel ? { channel: cells.channel } : {}),
      ...(cells.locale ? { locale: cells.locale } : {}),
      data: { value },
    };
    (values[cells.attribute.code] ??= []).push(scoped);
  }
  return { values, droppedMedia };
}

interface Place {
  attribute: AttributeInfo;
  channel?: string;
  locale?: string;
  currency?: string;
  unit?: true;
}

/** What a header names; undefined for an association column. */
function placeOf(column: string, context: ValueContext): Place | undefined {
  const [code = '', ...rest] = column.split('-');
  const attribute = context.attributes.get(code);
  if (!attribute) {
    if (rest.length === 1 && ASSOCIATION_SUFFIXES.has(rest[0]!)) return undefined;
    throw new AppError(
      'invalid_reference',
      `The column ${column} names no attribute of this catalog (${code}): import attributes.csv first`,
      { field: column },
    );
  }
  const parts = [...rest];
  const place: Place = { attribute };
  if (attribute.value_per_locale) place.locale = parts.shift();
  if (attribute.value_per_channel) place.channel = parts.shift();
  if (attribute.type === 'price') place.currency = parts.shift();
  else if (attribute.type === 'metric' && parts[0] === 'unit') {
    parts.shift();
    place.unit = true;
  }
  const missing =
    (attribute.value_per_locale && !place.locale) ||
    (attribute.value_per_channel && !place.channel) ||
    (attribute.type === 'price' && !place.currency);
  if (missing || parts.length > 0) {
    throw new AppError(
      'invalid_value',
      `The column ${column} does not fit ${code}, whose columns are ${expectedColumn(attribute)}`,
      { field: column },
    );
  }
  return place;
}

function expectedColumn(attribute: AttributeInfo): string {
  const parts = [attribute.code];
  if (attribute.value_per_locale) parts.push('<locale>');
  if (attribute.value_per_channel) parts.push('<channel>');
  if (attribute.type === 'price') parts.push('<currency>');
  const name = parts.join('-');
  return attribute.type === 'metric' ? `${name} and ${name}-unit` : name;
}

const DROPPED = Symbol('dropped media');

/** The API's `data.value` of one scoped value; undefined when its cells give none. */
function valueOf(cells: Cells, context: ValueContext): unknown {
  const { attribute, column, cell } = cells;
  const config = attribute.config;
  switch (attribute.type) {
    case 'price':
      return cells.prices.map(({ column, currency, cell }) => {
        const known = (config.currencies as string[] | undefined) ?? [];
        if (!known.includes(currency)) {
          throw new AppError(
            'invalid_value',
            `The currency ${currency} (column ${column}) is not one of ${attribute.code}: ${known.join(', ')}`,
            { field: column },
          );
        }
        return { amount: decimal(cell, column), currency };
      });
    case 'metric':
      return cell === undefined ? undefined : metricOf(cells, attribute);
    case 'media':
      return cell !== undefined && UUID.test(cell.trim()) ? cell.trim() : DROPPED;
  }
  if (cell === undefined) return undefined;
  switch (attribute.type) {
    case 'number':
      return Number(decimal(cell, column));
    case 'boolean':
      return booleanOf(cell, column);
    case 'date':
      // Some exports write a time after the date (`2012-01-17T00:00:00+00:00`).
      return /^\d{4}-\d{2}-\d{2}T/.test(cell) ? cell.slice(0, 10) : cell.trim();
    case 'select':
      return optionCode(context, attribute.code, cell.trim());
    case 'multiselect':
      return listOf(cell).map((code) => optionCode(context, attribute.code, code));
    default:
      return cell;
  }
}

function metricOf(cells: Cells, attribute: AttributeInfo) {
  const unitColumn = `${cells.column}-unit`;
  const unit = cells.unit?.cell.trim();
  if (!unit) {
    throw new AppError('required', `${cells.column} has an amount but ${unitColumn} no unit`, {
      field: unitColumn,
    });
  }
  const units = (attribute.config.units as string[] | undefined) ?? [];
  if (!units.includes(unit)) {
    throw new AppError(
      'invalid_value',
      `The unit ${unit} (column ${unitColumn}) is not a unit of ${attribute.code} ` +
        `(${String(attribute.config.unit_family)}: ${units.join(', ')})`,
      { field: unitColumn },
    );
  }
  return { amount: decimal(cells.cell!, cells.column), unit };
}

function decimal(cell: string, column: string): string {
  const text = cell.trim();
  if (!DECIMAL.test(text)) {
    throw new AppError(
      'invalid_type',
      `${column} must be a decimal such as 12.5, not "${cut(text)}"`,
      {
        field: column,
      },
    );
  }
  return text;
}

function booleanOf(cell: string, column: string): boolean {
  const text = cell.trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw new AppError('invalid_type', `${column} must be 1 or 0, not "${cut(text)}"`, {
    field: column,
  });
}

/** The option's code as stored, matched in any case; the cell as is when none matches. */
export function optionCode(context: ValueContext, attribute: string, code: string): string {
  return context.options.get(attribute)?.get(code.toLowerCase()) ?? code;
}

const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);
