// The mass edit's model, pure (no React): an attribute as the editor's inputs take it, the
// bulk update actions of what the user entered, and the sentence that says what will happen.
import type { BulkAction } from '@pim/core/schemas';
import type { RouterOutputs } from '@/lib/api/router';
import {
  DEFAULT_SCOPE,
  isEmptyValue,
  type EditorScope,
  type ValueRow,
} from '../../[id]/values/editor-state';

export type MassEditAttribute = RouterOutputs['attributes']['list']['items'][number];

/** One chosen attribute: a value to set, or its value to clear. */
export interface MassEditEntry {
  attribute: MassEditAttribute;
  clear: boolean;
  value: unknown;
}

/**
 * The attribute as a value row, so the product editor's own inputs edit it: no family here,
 * so every channel counts as using it and nothing is mandatory, inherited or an axis.
 */
export function rowOf(attribute: MassEditAttribute, channelCodes: readonly string[]): ValueRow {
  return {
    attribute_id: attribute.id,
    attribute_code: attribute.code,
    attribute_name: attribute.name,
    attribute_type: attribute.type,
    attribute_group: attribute.attribute_group,
    attribute_config: attribute.config,
    attribute_translations: {},
    channel_settings: channelCodes.map((channel_code) => ({ channel_code, enabled: true })),
    is_custom: false,
    is_mandatory: false,
    is_overridable: true,
    is_unique: attribute.is_unique,
    is_variant_axis: false,
    value_per_channel: attribute.value_per_channel,
    value_per_locale: attribute.value_per_locale,
    modified_at: null,
    modified_by: null,
    values: [],
  };
}

/** Whether any chosen attribute has a value per channel or per locale (the scope matters). */
export const needsScope = (entries: readonly MassEditEntry[]) =>
  entries.some((e) => e.attribute.value_per_channel || e.attribute.value_per_locale);

/** Where the entry's value lives: the chosen channel and locale where the attribute has them. */
function scopeOf(attribute: MassEditAttribute, scope: EditorScope) {
  return {
    channel: attribute.value_per_channel ? scope.channel : DEFAULT_SCOPE,
    locale: attribute.value_per_locale ? scope.locale : DEFAULT_SCOPE,
  };
}

/** The entries still waiting for a value (set, but nothing entered). */
export const unfilled = (entries: readonly MassEditEntry[]) =>
  entries.filter((e) => !e.clear && isEmptyValue(e.value));

/**
 * The job's actions: one set_values with every value entered, one remove_values with every
 * value cleared (either left out when empty). Entries with nothing entered are left out.
 */
export function bulkActionsOf(entries: readonly MassEditEntry[], scope: EditorScope): BulkAction[] {
  const set = entries
    .filter((e) => !e.clear && !isEmptyValue(e.value))
    .map((e) => ({
      attribute_code: e.attribute.code,
      ...scopeOf(e.attribute, scope),
      data: { value: e.value },
    }));
  const removed = entries
    .filter((e) => e.clear)
    .map((e) => ({ attribute_code: e.attribute.code, ...scopeOf(e.attribute, scope) }));
  const actions: BulkAction[] = [];
  if (set.length) actions.push({ type: 'set_values', values: set });
  if (removed.length) actions.push({ type: 'remove_values', values: removed });
  return actions;
}

/** Names for the scope's codes (the channel's name, the locale's code as the editor shows it). */
export interface ScopeNames {
  channel: string;
  locale: string;
}

/** "Description (de_DE · E-commerce)": the attribute's name with where its value lives. */
export function entryLabel(attribute: MassEditAttribute, names: ScopeNames): string {
  const where = [
    attribute.value_per_locale ? names.locale : null,
    attribute.value_per_channel ? names.channel : null,
  ].filter(Boolean);
  return where.length ? `${attribute.name} (${where.join(' · ')})` : attribute.name;
}

const listed = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** How many products, as the preview says it: the chosen ones, or all the filter matches. */
export interface Reach {
  count: number;
  allMatching: boolean;
}

export const productsOf = (n: number) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? 'product' : 'products'}`;

export function reachText({ count, allMatching }: Reach): string {
  const noun = count === 1 ? 'product' : 'products';
  const n = count.toLocaleString('en-US');
  return allMatching ? `all ${n} matching ${noun}` : `${n} selected ${noun}`;
}

/**
 * "Set Description (de_DE · E-commerce) on 3 selected products", "Clear Name on all 1,204
 * matching products": what the job will do, before it runs.
 */
export function previewOf(entries: readonly MassEditEntry[], names: ScopeNames, reach: Reach) {
  const set = entries.filter((e) => !e.clear).map((e) => entryLabel(e.attribute, names));
  const cleared = entries.filter((e) => e.clear).map((e) => entryLabel(e.attribute, names));
  const parts = [
    set.length ? `Set ${listed(set)}` : null,
    cleared.length ? `${set.length ? 'clear' : 'Clear'} ${listed(cleared)}` : null,
  ].filter(Boolean);
  return `${parts.join(' and ')} on ${reachText(reach)}`;
}
