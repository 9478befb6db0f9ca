import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodIssuesToDetails } from './zod-issues.ts';

const schema = z.strictObject({
  name: z.string().min(2).max(5),
  count: z.number().int().min(1).max(10).optional(),
  kind: z.enum(['a', 'b']).optional(),
  email: z.email().optional(),
  nested: z.strictObject({ value: z.string() }).optional(),
});

function details(input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return zodIssuesToDetails(result.error.issues, input);
}

describe('zodIssuesToDetails', () => {
  it('tells a missing field from a wrong type', () => {
    expect(details({})).toEqual([{ code: 'required', field: 'name', message: 'name is required' }]);
    expect(details({ name: 3 })[0]).toMatchObject({ code: 'invalid_type', field: 'name' });
    expect(details({ name: null })[0]).toMatchObject({ code: 'invalid_type', field: 'name' });
    const status = z.strictObject({ status: z.enum(['active', 'inactive']) });
    const missing = status.safeParse({});
    expect(missing.success).toBe(false);
    expect(zodIssuesToDetails(missing.error!.issues, {})[0]).toMatchObject({
      code: 'required',
      field: 'status',
    });
  });

  it('maps lengths, ranges, enumerations and formats', () => {
    expect(details({ name: 'a' })[0]).toMatchObject({ code: 'too_short', field: 'name' });
    expect(details({ name: 'abcdef' })[0]).toMatchObject({ code: 'too_long', field: 'name' });
    expect(details({ name: 'abc', count: 11 })[0]).toMatchObject({
      code: 'out_of_range',
      field: 'count',
    });
    expect(details({ name: 'abc', kind: 'c' })[0]).toMatchObject({
      code: 'invalid_value',
      field: 'kind',
    });
    expect(details({ name: 'abc', email: 'x' })[0]).toMatchObject({
      code: 'invalid_format',
      field: 'email',
    });
  });

  it('names each unknown field with its dotted path', () => {
    const found = details({ name: 'abc', extra: 1, nested: { value: 'v', deeper: 2 } });
    expect(found.sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { code: 'unknown_field', field: 'extra', message: 'extra is not a known field' },
      {
        code: 'unknown_field',
        field: 'nested.deeper',
        message: 'nested.deeper is not a known field',
      },
    ]);
  });
});
