import { describe, expect, it } from 'vitest';
import { listSome } from './list.ts';

describe('listSome', () => {
  it('lists at most ten values, then says how many more', () => {
    const codes = Array.from({ length: 13 }, (_, i) => `f.s.a${String(i).padStart(2, '0')}`);
    expect(listSome(codes.slice(0, 2))).toBe('f.s.a00, f.s.a01');
    expect(listSome(codes.slice(0, 10)).split(', ')).toHaveLength(10);
    expect(listSome(codes)).toBe(`${codes.slice(0, 10).join(', ')} and 3 more`);
    expect(listSome(codes, 3)).toBe('f.s.a00, f.s.a01, f.s.a02 and 10 more');
  });
});
