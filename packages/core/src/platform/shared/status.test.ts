import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/index.ts';
import { ACTIVE_INACTIVE, checkTransition } from './status.ts';
import { orderByOf } from './list.ts';

describe('checkTransition', () => {
  it('allows listed moves, treats the same status as a no-op, refuses the rest', () => {
    expect(checkTransition(ACTIVE_INACTIVE, 'active', 'inactive')).toBe(true);
    expect(checkTransition(ACTIVE_INACTIVE, 'active', 'active')).toBe(false);
    const moves = { draft: ['active'], active: ['deprecated'] } as const;
    expect(() =>
      checkTransition<'draft' | 'active' | 'deprecated'>(moves, 'active', 'draft'),
    ).toThrow(AppError);
  });
});

describe('orderByOf', () => {
  it('sorts newest first by default and breaks ties by id', () => {
    expect(orderByOf(undefined)).toEqual([{ createdAt: 'desc' }, { id: 'asc' }]);
    expect(orderByOf('-name')).toEqual([{ name: 'desc' }, { id: 'asc' }]);
    expect(orderByOf('code')).toEqual([{ code: 'asc' }, { id: 'asc' }]);
  });
});
