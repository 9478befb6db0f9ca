import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  isPercentKey,
  isTextKey,
  isTimestampKey,
} from './cursor-token.ts';

const id = '0195f3a0-0000-7000-8000-000000000001';

describe('product list cursors', () => {
  it('round-trips a sort, a key and an id', () => {
    const at = '2026-11-24T10:00:00.123Z';
    const token = encodeCursor({ sort: '-created_at', key: at, id, offset: 10, total: 25 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(token, '-created_at', isTimestampKey)).toEqual({
      sort: '-created_at',
      key: at,
      id,
      offset: 10,
      total: 25,
    });
    const name = encodeCursor({ sort: 'name', key: 'Chemise à carreaux', id, offset: 1, total: 2 });
    expect(decodeCursor(name, 'name', isTextKey).key).toBe('Chemise à carreaux');
  });

  it('refuses tokens of another sort, of the wrong key type, or not tokens at all', () => {
    const token = encodeCursor({ sort: 'code', key: 'a', id, offset: 2, total: 3 });
    for (const [bad, sort, check] of [
      [token, '-code', isTextKey],
      [token, 'completeness', isPercentKey],
      [
        encodeCursor({ sort: 'completeness', key: 101, id, offset: 2, total: 3 }),
        'completeness',
        isPercentKey,
      ],
      [encodeCursor({ sort: 'code', key: 'a', id: 'x', offset: 2, total: 3 }), 'code', isTextKey],
      [encodeCursor({ sort: 'code', key: 'a', id, offset: 0, total: 3 }), 'code', isTextKey],
      // Forged counts past any real list (they would overflow the next page's numbers).
      [
        encodeCursor({ sort: 'code', key: 'a', id, offset: 2 ** 53 - 1, total: 3 }),
        'code',
        isTextKey,
      ],
      [
        encodeCursor({ sort: 'code', key: 'a', id, offset: 2, total: 2 ** 53 - 1 }),
        'code',
        isTextKey,
      ],
      ['%%%', 'code', isTextKey],
      [Buffer.from('{}').toString('base64url'), 'code', isTextKey],
    ] as const) {
      expect(() => decodeCursor(bad, sort, check)).toThrow(/after/);
    }
  });
});
