// A bulk update's actions made ready once per run: attribute codes resolved to the tenant's
// attributes, each set_values action grouped by attribute as the values service takes it
// (`ValueItem`s, patch semantics), with the way back from the service's error fields
// (`attributes.I.values.J…`) to the job's (`actions.N.values.K…`).
import type { TenantScope } from '../../platform/access/index.ts';
import { AppError, type ErrorDetail } from '../../platform/errors/index.ts';
import { fault } from '../../platform/shared/index.ts';
import type { ProductStatus } from '../product/schemas.ts';
import { parseItemField } from '../values/item-field.ts';
import type { ValueItem } from '../values/schemas.ts';
import { liveAttributesByCode, loadDefinitions, type AttributeRef } from '../values/sql.ts';
import { checkValue, newLookups } from '../values/validate.ts';
import type { BulkAction } from './schemas.ts';

export interface ScopedRef {
  attributeId: string;
  /** The attribute is `is_unique` (its unique_values rows follow its values). */
  unique: boolean;
  channel: string;
  locale: string;
}

export type PlannedAction =
  | { type: 'set_status'; index: number; status: ProductStatus }
  | { type: 'add_categories' | 'remove_categories'; index: number; categoryIds: string[] }
  | {
      type: 'set_values';
      index: number;
      items: ValueItem[];
      /** positions[I][J]: the index in the action's `values` of item I's value J. */
      positions: number[][];
      /** Attributes named by codes that name nothing: every product fails on them. */
      unknown: ErrorDetail[];
    }
  | { type: 'remove_values'; index: number; values: ScopedRef[] };

export interface BulkPlan {
  actions: PlannedAction[];
  /** The named attributes, by id. */
  attributes: ReadonlyMap<string, AttributeRef>;
  /** Every category id the actions name (checked live per batch). */
  categoryIds: string[];
}

type ValueAction = Extract<BulkAction, { type: 'set_values' | 'remove_values' }>;

const codesOf = (actions: readonly BulkAction[]) => [
  ...new Set(
    actions.flatMap((a) =>
      a.type === 'set_values' || a.type === 'remove_values'
        ? a.values.map((v) => v.attribute_code)
        : [],
    ),
  ),
];

const unknownCode = (index: number, at: number, code: string) =>
  fault(
    'invalid_reference',
    `actions.${index}.values.${at}.attribute_code`,
    `No attribute ${code}`,
  );

/** The set_values action as value items, one per attribute, in the order first named. */
function planSetValues(
  action: Extract<BulkAction, { type: 'set_values' }>,
  index: number,
  byCode: ReadonlyMap<string, AttributeRef>,
): PlannedAction {
  const items: ValueItem[] = [];
  const positions: number[][] = [];
  const unknown: ErrorDetail[] = [];
  const itemOf = new Map<string, number>();
  action.values.forEach((value, at) => {
    const attribute = byCode.get(value.attribute_code);
    if (!attribute) return void unknown.push(unknownCode(index, at, value.attribute_code));
    let item = itemOf.get(attribute.id);
    if (item === undefined) {
      item = items.push({ attribute_id: attribute.id, values: [] }) - 1;
      positions.push([]);
      itemOf.set(attribute.id, item);
    }
    items[item]!.values.push({ channel: value.channel, locale: value.locale, data: value.data });
    positions[item]!.push(at);
  });
  return { type: 'set_values', index, items, positions, unknown };
}

/** The actions resolved against the tenant's attributes as they are now. */
export async function planBulkUpdate(
  scope: TenantScope,
  actions: readonly BulkAction[],
): Promise<BulkPlan> {
  const found = await liveAttributesByCode(scope.db.sql, scope.tenantId, codesOf(actions));
  const byCode = new Map(found.map((a) => [a.code, a]));
  const planned = actions.map((action, index): PlannedAction => {
    switch (action.type) {
      case 'set_status':
        return { type: 'set_status', index, status: action.status };
      case 'add_categories':
      case 'remove_categories':
        return { type: action.type, index, categoryIds: [...new Set(action.category_ids)] };
      case 'set_values':
        return planSetValues(action, index, byCode);
      case 'remove_values':
        // An attribute deleted since the start holds no value to remove.
        return {
          type: 'remove_values',
          index,
          values: action.values.flatMap((v) => {
            const attribute = byCode.get(v.attribute_code);
            if (!attribute) return [];
            const { id, is_unique: unique } = attribute;
            return [{ attributeId: id, unique, channel: v.channel, locale: v.locale }];
          }),
        };
    }
  });
  return {
    actions: planned,
    attributes: new Map(found.map((a) => [a.id, a])),
    categoryIds: [...new Set(planned.flatMap((a) => ('categoryIds' in a ? a.categoryIds : [])))],
  };
}

/**
 * The job's field for a field of the values service's answer about `action`:
 * `attributes.I.attribute_id` → `actions.N.values.K.attribute_code`,
 * `attributes.I.values.J<rest>` → `actions.N.values.K<rest>`.
 */
export function valuesFieldOf(
  action: Extract<PlannedAction, { type: 'set_values' }>,
  field: string,
): string {
  const base = `actions.${action.index}`;
  const parts = parseItemField(field);
  const at = parts && action.positions[parts.item];
  if (!at) return `${base}.values`;
  if (parts.value === undefined) return `${base}.values.${at[0]}.attribute_code`;
  const position = at[parts.value];
  return position === undefined ? `${base}.values` : `${base}.values.${position}${parts.rest}`;
}

/**
 * At a start: 400 invalid_reference on `actions.N.values.K.attribute_code` for a code that
 * names no live attribute of the tenant (for jobs/checks.ts).
 */
export async function checkBulkAttributes(
  scope: TenantScope,
  actions: readonly BulkAction[],
): Promise<void> {
  const codes = codesOf(actions);
  const refs = await liveAttributesByCode(scope.db.sql, scope.tenantId, codes);
  const known = new Set(refs.map((a) => a.code));
  for (const [index, action] of actions.entries()) {
    if (action.type !== 'set_values' && action.type !== 'remove_values') continue;
    const values: ValueAction['values'] = action.values;
    const at = values.findIndex((v) => !known.has(v.attribute_code));
    if (at >= 0) {
      const detail = unknownCode(index, at, values[at]!.attribute_code);
      throw new AppError(detail.code, detail.message, { field: detail.field });
    }
  }
  await checkValueShapes(scope, actions, refs);
}

/**
 * At a start: each `set_values` value checked by its attribute's type and settings (what does
 * not depend on the product: a number where a number goes, a length, a pattern, a date), so a
 * typo is one 400 rather than a failed item per product. Channel, locale, options and family
 * membership depend on the product and are checked per product.
 */
async function checkValueShapes(
  scope: TenantScope,
  actions: readonly BulkAction[],
  refs: readonly AttributeRef[],
): Promise<void> {
  const ids = refs.map((ref) => ref.id);
  if (ids.length === 0) return;
  const { attributes } = await loadDefinitions(scope.db.sql, scope.tenantId, null, null, ids, true);
  const byCode = new Map(attributes.map((def) => [def.code, def]));
  const lookups = newLookups();
  for (const [index, action] of actions.entries()) {
    if (action.type !== 'set_values') continue;
    for (const [position, value] of action.values.entries()) {
      const def = byCode.get(value.attribute_code);
      if (!def) continue;
      const field = `actions.${index}.values.${position}.data.value`;
      const checked = checkValue(def, value.data.value, field, lookups);
      if ('fault' in checked) {
        throw new AppError(checked.fault.code, checked.fault.message, {
          field: checked.fault.field,
        });
      }
    }
  }
}
