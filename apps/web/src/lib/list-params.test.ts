import { describe, expect, it } from 'vitest';
import { flatParams, pageParam, statusParam, textParam } from './list-params';

describe('list params', () => {
  it('reads a positive page, 1 otherwise', () => {
    expect(pageParam({ page: '3' })).toBe(3);
    expect(pageParam({})).toBe(1);
    expect(pageParam({ page: '0' })).toBe(1);
    expect(pageParam({ page: 'abc' })).toBe(1);
    expect(pageParam({ page: ['2', '5'] })).toBe(2);
  });

  it('keeps only allowed statuses', () => {
    const allowed = ['active', 'inactive'] as const;
    expect(statusParam({ status: 'inactive' }, allowed)).toBe('inactive');
    expect(statusParam({ status: 'bogus' }, allowed)).toBeUndefined();
    expect(statusParam({}, allowed)).toBeUndefined();
  });

  it('trims search text and drops empty values', () => {
    expect(textParam({ search: '  ada ' }, 'search')).toBe('ada');
    expect(textParam({ search: '   ' }, 'search')).toBeUndefined();
    expect(flatParams({ search: 'x', status: undefined, page: ['2'] })).toEqual({
      search: 'x',
      page: '2',
    });
  });
});
