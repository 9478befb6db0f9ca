'use client';

import { useState } from 'react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { moveCategory } from '../../category-actions';
import { ParentPicker } from './parent-picker';
import { useTreeState } from './tree-state';
import type { Category } from './types';

/** Moves the selected category (and its subcategories) with the parent picker. */
export function MoveCategoryForm({ category }: { category: Category }) {
  const { setExpanded } = useTreeState();
  const [parentId, setParentId] = useState<string | null>(null);
  return (
    <ActionForm
      action={moveCategory}
      testId="category-move"
      submitLabel="Move category"
      resetOnSuccess
      onSuccess={() => {
        // The tree opens the new parent, so the category shows in its new place.
        if (parentId) setExpanded(parentId, true);
      }}
    >
      <Hidden name="id" value={category.id} />
      <ParentPicker category={category} onChange={setParentId} />
    </ActionForm>
  );
}
