// A new variant's axis values: exactly one per axis of the product's variant family, each an
// option of the axis attribute (a boolean axis: `true` or `false`). They become the variant's
// axis key ("<attribute id>=<option code>;..." in axis order, unique within the product) and
// its first raw_values: each axis at $default/$default.
import type { TenantScope } from '../../platform/access/index.ts';
import { AppError } from '../../platform/errors/index.ts';
import { DEFAULT_SCOPE, type RawValues } from '../values/document.ts';
import type { LockedProduct } from '../write/change.ts';
import { fault, refuseFaults, listSome } from '../../platform/shared/index.ts';
import { readAxes, type ContextAxis } from './read-sql.ts';
import { BOOLEAN_AXIS_OPTIONS, type VariantAxisValueInput } from './schemas.ts';
import { lockAxisOptions } from './sql.ts';

export interface CheckedAxes {
  axisKey: string;
  rawValues: RawValues;
}

interface Given {
  axis: ContextAxis;
  code: string;
  index: number;
}

/** Each axis named once, known, with a well-formed value; every axis named (400 otherwise). */
function matchAxes(axes: readonly ContextAxis[], values: readonly VariantAxisValueInput[]) {
  const byCode = new Map(axes.map((axis) => [axis.code, axis]));
  const given = new Map<string, Given>();
  const problems = values.flatMap((value, index) => {
    const field = `axis_values.${index}`;
    const axis = byCode.get(value.axis_code);
    if (!axis) {
      return [
        fault(
          'invalid_value',
          `${field}.axis_code`,
          `${value.axis_code.slice(0, 100)} is not an axis of the product's variant family`,
        ),
      ];
    }
    if (given.has(axis.attribute_id)) {
      return [fault('invalid_value', `${field}.axis_code`, `The axis ${axis.code} is given twice`)];
    }
    given.set(axis.attribute_id, { axis, code: value.option_code, index });
    const booleans: readonly string[] = BOOLEAN_AXIS_OPTIONS;
    if (axis.type === 'boolean' && !booleans.includes(value.option_code)) {
      return [
        fault('invalid_value', `${field}.option_code`, `The axis ${axis.code} takes true or false`),
      ];
    }
    return [];
  });
  const missing = axes.filter((axis) => !given.has(axis.attribute_id)).map((a) => a.code);
  if (missing.length > 0) {
    problems.push(
      fault('required', 'axis_values', `A value is needed for the axis ${listSome(missing)}`),
    );
  }
  refuseFaults(problems);
  return axes.map((axis) => given.get(axis.attribute_id)!);
}

export async function checkAxisValues(
  { db, tenantId }: TenantScope,
  product: LockedProduct,
  values: readonly VariantAxisValueInput[],
): Promise<CheckedAxes> {
  if (!product.variant_family_id) {
    throw new AppError(
      'invalid_value',
      'The product has no variant family: give it one before adding variants',
    );
  }
  const axes = await readAxes(db.sql, tenantId, product.variant_family_id);
  const given = matchAxes(axes, values);
  const selects = given.filter((g) => g.axis.type !== 'boolean');
  const found = await lockAxisOptions(
    db.sql,
    tenantId,
    selects.map((g) => ({ attribute_id: g.axis.attribute_id, code: g.code })),
  );
  const known = new Set(found.map((o) => `${o.attribute_id}=${o.code}`));
  refuseFaults(
    selects
      .filter((g) => !known.has(`${g.axis.attribute_id}=${g.code}`))
      .map((g) =>
        fault(
          'invalid_value',
          `axis_values.${g.index}.option_code`,
          `${g.code.slice(0, 100)} is not an option of the axis ${g.axis.code}`,
        ),
      ),
  );
  const rawValues: RawValues = {};
  for (const { axis, code } of given) {
    const value = axis.type === 'boolean' ? code === 'true' : code;
    rawValues[axis.attribute_id] = { [DEFAULT_SCOPE]: { [DEFAULT_SCOPE]: { value } } };
  }
  return {
    axisKey: given.map((g) => `${g.axis.attribute_id}=${g.code}`).join(';'),
    rawValues,
  };
}
