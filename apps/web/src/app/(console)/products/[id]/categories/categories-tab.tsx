'use client';

import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { saveProductCategories } from '../../actions';
import { CategoryPicker } from '../../categories/category-picker';
import { forestOf, type CategoryData } from '../../categories/forest';

/**
 * The product's categories: the chosen ones with their paths, and a tree selector per
 * category tree with search; Save replaces the set.
 */
export function CategoriesTab({
  productId,
  assigned,
  categories,
  canWrite,
}: {
  productId: string;
  assigned: readonly string[];
  categories: CategoryData;
  canWrite: boolean;
}) {
  const forest = useMemo(() => forestOf(categories), [categories]);
  const [chosen, setChosen] = useState<string[]>([...assigned]);
  // Saved or restored categories: the choice starts from them again. Adjusted here rather
  // than by remounting the tab, so the form that saved them lives on to show its toast.
  const [base, setBase] = useState(assigned.join());
  if (base !== assigned.join()) {
    setBase(assigned.join());
    setChosen([...assigned]);
  }
  const changed = chosen.length !== assigned.length || chosen.some((id) => !assigned.includes(id));
  const tree = (
    <CategoryPicker
      forest={forest}
      value={chosen}
      onChange={setChosen}
      testId="product-category"
      disabled={!canWrite}
    />
  );
  if (!canWrite) return tree;
  return (
    <ActionForm
      action={saveProductCategories}
      testId="product-categories"
      submitLabel="Save categories"
    >
      <Hidden name="id" value={productId} />
      <Hidden name="category_ids" value={chosen.join(',')} />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="product-categories-state">
        {chosen.length} chosen{changed ? ' · not saved yet' : ''}
      </Text>
      {tree}
    </ActionForm>
  );
}
