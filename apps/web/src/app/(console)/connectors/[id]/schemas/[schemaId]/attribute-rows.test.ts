import { describe, expect, it } from 'vitest';
import { emptyRow, errorsByRow, moved, payloadOf, rowsOf } from './attribute-rows';

const saved = [
  {
    code: 'sku',
    name: 'SKU',
    type: 'string' as const,
    required: true,
    description: null,
    enum_values: [],
    source_attribute_code: null,
  },
  {
    code: 'state',
    name: 'State',
    type: 'enum' as const,
    required: false,
    description: 'New or used',
    enum_values: ['new', 'used'],
    source_attribute_code: 'condition',
  },
];

describe('payloadOf', () => {
  it('sends back what was answered, in order, enum values only on enums', () => {
    expect(payloadOf(rowsOf(saved))).toEqual([
      {
        code: 'sku',
        name: 'SKU',
        type: 'string',
        required: true,
        description: null,
        source_attribute_code: null,
      },
      {
        code: 'state',
        name: 'State',
        type: 'enum',
        required: false,
        description: 'New or used',
        enum_values: ['new', 'used'],
        source_attribute_code: 'condition',
      },
    ]);
  });

  it('drops the values of a row that stopped being an enum, and trims the texts', () => {
    const [row] = rowsOf([saved[1]!]);
    const payload = payloadOf([{ ...row!, type: 'string', code: ' state ', description: '  ' }]);
    expect(payload[0]).not.toHaveProperty('enum_values');
    expect(payload[0]).toMatchObject({ code: 'state', description: null });
  });
});

describe('moved', () => {
  it('swaps a row with its neighbour and stays put at the ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('errorsByRow', () => {
  it("pins each error to the row at its position, so it follows the row's later moves", () => {
    const rows = [...rowsOf(saved), emptyRow()];
    const errors = errorsByRow(
      {
        'attributes.2.code': 'Required.',
        'attributes.1.enum_values': 'Give each value once.',
        attributes: 'At most 500 attributes.',
      },
      rows,
    );
    expect(errors.rows[rows[2]!.key]).toEqual({ code: 'Required.' });
    expect(errors.rows[rows[1]!.key]).toEqual({ enum_values: 'Give each value once.' });
    expect(errors.rows[rows[0]!.key]).toBeUndefined();
    expect(errors.set).toBe('At most 500 attributes.');
  });

  it('keeps an error naming a row that no longer exists for the whole set', () => {
    expect(errorsByRow({ 'attributes.7.code': 'Required.' }, []).set).toBe('Required.');
  });
});
