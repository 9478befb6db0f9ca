import { describe, expect, it } from 'vitest';
import { productListInput } from '../list-input';
import { droppedWords, staleAttributes } from './stale-attributes';

const known = new Set(['description', 'color']);
const filters = {
  columns: 'description,gone_column,color',
  value_filters: JSON.stringify([
    { attribute: 'color', op: 'in', value: ['black'] },
    { attribute: 'old_material', op: 'empty' },
    { attribute: 'old_material', op: 'not_empty' },
  ]),
};

describe('staleAttributes', () => {
  it('names each column and condition whose attribute no longer exists, once', () => {
    expect(staleAttributes(filters, known)).toEqual([
      { kind: 'column', code: 'gone_column' },
      { kind: 'filter', code: 'old_material' },
    ]);
    expect(staleAttributes({ columns: 'color' }, known)).toEqual([]);
    expect(staleAttributes({}, known)).toEqual([]);
  });

  it('says what was removed and why', () => {
    const words = droppedWords({ kind: 'filter', code: 'x' });
    expect(`${words.before} x ${words.after}`).toBe(
      'The filter on attribute x was removed: the attribute no longer exists.',
    );
    expect(droppedWords({ kind: 'column', code: 'x' }).before).toBe('The column of attribute');
  });
});

describe('productListInput with the known attributes', () => {
  const input = { page: 1, page_size: 20, sort: '-created_at' };
  it('leaves out the columns and conditions of attributes that no longer exist', () => {
    const query = productListInput(input, filters, known);
    expect(query.columns).toBe('description,color');
    expect(JSON.parse(query.value_filters!)).toEqual([
      { attribute: 'color', op: 'in', value: ['black'] },
    ]);
  });

  it('sends what the URL says when the attributes are not known', () => {
    const query = productListInput(input, filters);
    expect(query.columns).toBe('description,gone_column,color');
    expect(JSON.parse(query.value_filters!)).toHaveLength(3);
    expect(productListInput(input, { columns: 'gone' }, known).columns).toBeUndefined();
  });
});
