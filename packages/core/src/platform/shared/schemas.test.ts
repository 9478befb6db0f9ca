import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paginate, zPageSize, zQueryArray } from './schemas.ts';

describe('zQueryArray', () => {
  const status = zQueryArray(z.enum(['active', 'inactive']));

  it('accepts a single value, repeated keys and commas', () => {
    expect(status.parse('active')).toEqual(['active']);
    expect(status.parse(['active', 'inactive'])).toEqual(['active', 'inactive']);
    expect(status.parse('active,inactive')).toEqual(['active', 'inactive']);
    expect(status.parse(['active,inactive', 'active'])).toEqual(['active', 'inactive', 'active']);
    expect(status.parse(undefined)).toBeUndefined();
  });

  it('validates each value', () => {
    expect(status.safeParse('active,bogus').success).toBe(false);
  });
});

describe('pagination', () => {
  it('defaults and bounds page_size', () => {
    expect(zPageSize(20).parse(undefined)).toBe(20);
    expect(zPageSize(20).parse('100')).toBe(100);
    expect(zPageSize(20).safeParse('101').success).toBe(false);
    expect(zPageSize(20).safeParse('0').success).toBe(false);
  });

  it('computes pages, including a page past the end', () => {
    expect(paginate(1, 10, 25)).toEqual({
      has_next: true,
      page: 1,
      page_size: 10,
      total_items: 25,
      total_pages: 3,
    });
    expect(paginate(3, 10, 25).has_next).toBe(false);
    expect(paginate(9, 10, 25)).toMatchObject({ has_next: false, total_pages: 3 });
    expect(paginate(1, 10, 0)).toMatchObject({ has_next: false, total_pages: 0 });
  });
});
