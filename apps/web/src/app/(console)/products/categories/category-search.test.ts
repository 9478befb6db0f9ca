import { describe, expect, it } from 'vitest';
import { matchingTree, openedFor } from './category-search';
import { forestOf, pathOf } from './forest';

const forest = forestOf({
  trees: [{ id: 't', code: 'master', name: 'Master' }],
  categories: [
    { id: 'c', code: 'clothing', name: 'Clothing', parent_id: null, category_tree_id: 't' },
    { id: 'm', code: 'men', name: 'Men', parent_id: 'c', category_tree_id: 't' },
    {
      id: 's',
      code: 'men_shirts',
      name: 'Crew neck shirts',
      parent_id: 'm',
      category_tree_id: 't',
    },
    { id: 'h', code: 'home', name: 'Home', parent_id: null, category_tree_id: 't' },
  ],
});

describe('category search', () => {
  it('finds a category by every word of its name or code, in any order, with its ancestors', () => {
    expect(matchingTree(forest, 'shirts crew')).toEqual(new Set(['s', 'm', 'c']));
    expect(matchingTree(forest, 'MEN_SHIRTS')).toEqual(new Set(['s', 'm', 'c']));
    expect(matchingTree(forest, 'nothing')).toEqual(new Set());
    expect(matchingTree(forest, '  ')).toBeNull();
  });

  it('opens the ancestors of the chosen categories and names their paths', () => {
    expect(openedFor(forest, ['s'])).toEqual(new Set(['m', 'c']));
    expect(pathOf(forest, 's')).toBe('Clothing / Men / Crew neck shirts');
    expect(pathOf(forest, 'gone')).toBeUndefined();
  });
});
