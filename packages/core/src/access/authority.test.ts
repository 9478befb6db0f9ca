import { describe, expect, it } from 'vitest';
import { listCodes } from './authority.ts';

describe('listCodes', () => {
  it('names up to ten codes and counts the rest', () => {
    const codes = Array.from({ length: 13 }, (_, i) => `f.s.a${String(i).padStart(2, '0')}`);
    expect(listCodes(codes.slice(0, 2))).toBe('f.s.a00, f.s.a01');
    expect(listCodes(codes.slice(0, 10)).split(', ')).toHaveLength(10);
    expect(listCodes(codes)).toBe(`${codes.slice(0, 10).join(', ')} and 3 more`);
  });
});
