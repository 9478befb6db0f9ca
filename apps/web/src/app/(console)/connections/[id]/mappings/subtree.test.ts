import { describe, expect, it } from 'vitest';
import { matches, subtreeOf, type MappedCategory } from './subtree';

const item = (code: string, level: number, mapping: MappedCategory['mapping'] = null) => ({
  category_id: code,
  category_code: code,
  category_name: code.toUpperCase(),
  parent_id: null,
  level,
  mapping,
});

// clothing > (shirts > (tshirts), trousers), shoes
const TREE = [
  item('clothing', 1),
  item('shirts', 2),
  item('tshirts', 3),
  item('trousers', 2),
  item('shoes', 1),
];

describe('subtreeOf', () => {
  it('takes the category and everything under it, stopping at its level', () => {
    expect(subtreeOf(TREE, 0).map((i) => i.category_code)).toEqual([
      'clothing',
      'shirts',
      'tshirts',
      'trousers',
    ]);
    expect(subtreeOf(TREE, 1).map((i) => i.category_code)).toEqual(['shirts', 'tshirts']);
  });

  it('is the category alone for a leaf, and nothing for an index outside', () => {
    expect(subtreeOf(TREE, 4).map((i) => i.category_code)).toEqual(['shoes']);
    expect(subtreeOf(TREE, 9)).toEqual([]);
  });
});

describe('matches', () => {
  const mapped = item('shirts', 2, {
    id: 'm',
    external_category_id: 'EXT-42',
    external_category_name: 'Hemden',
    external_category_path: 'Mode > Hemden',
  });

  it('finds a category by its code or name and by its mapping, in any case', () => {
    expect(matches(mapped, 'SHIR')).toBe(true);
    expect(matches(mapped, 'ext-42')).toBe(true);
    expect(matches(mapped, 'mode >')).toBe(true);
    expect(matches(mapped, 'shoes')).toBe(false);
    expect(matches(item('shoes', 1), 'ext')).toBe(false);
  });

  it('matches everything for an empty search', () => {
    expect(matches(item('shoes', 1), '  ')).toBe(true);
  });
});
