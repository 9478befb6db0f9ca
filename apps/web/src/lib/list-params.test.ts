import { describe, expect, it } from 'vitest';
import {
  filterValuesOf,
  firstPageFor,
  listInputOf,
  pageParam,
  statusParam,
  textParam,
} from './list-params';

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
  });

  it('reads a list query from the URL, the same on the server and in the browser', () => {
    const config = { statuses: ['active', 'inactive'] as const, defaultSort: 'code', pageSize: 20 };
    const input = listInputOf({ search: ' ada ', status: 'inactive', page: '2' }, config);
    expect(input).toEqual({
      search: 'ada',
      status: ['inactive'],
      page: 2,
      page_size: 20,
      sort: 'code',
    });
    expect(firstPageFor(input, { input, data: 'first' })).toBe('first');
    expect(firstPageFor({ ...input, page: 3 }, { input, data: 'first' })).toBeUndefined();
    expect(firstPageFor({ ...input, status: undefined }, { input, data: 'first' })).toBeUndefined();
  });

  it('reads the further filters a list names, and a first page only for the same ones', () => {
    const config = { filters: ['type', 'attribute_group_id'] };
    const filters = filterValuesOf({ type: ' metric ', other: 'x' }, config);
    expect(filters).toEqual({ type: 'metric', attribute_group_id: undefined });
    const input = listInputOf({}, { statuses: [], defaultSort: 'code', pageSize: 20 });
    const first = { input, filters, data: 'first' };
    expect(firstPageFor(input, first, { type: 'metric' })).toBe('first');
    expect(firstPageFor(input, first, { type: 'text' })).toBeUndefined();
    expect(firstPageFor(input, first, {})).toBeUndefined();
    expect(firstPageFor(input, { input, data: 'first' })).toBe('first');
  });
});
