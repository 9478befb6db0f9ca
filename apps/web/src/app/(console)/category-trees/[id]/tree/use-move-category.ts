'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTransition } from 'react';
import { showErrorToast, showToast } from '@/components/toast';
import { useTRPC } from '@/lib/trpc/query-provider';
import { moveCategoryTo } from '../../category-actions';
import { useTreeState } from './tree-state';
import type { Category } from './types';

/**
 * Moves a dragged category under another one (or to the top level, `parent` null) through
 * the same server action as the parent picker. The tree reloads its levels and opens the
 * new parent, so the category shows in its new place; the API's refusal (e.g. a move under
 * its own subcategory) is shown as it words it in the console.
 */
export function useMoveCategory() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { setExpanded } = useTreeState();
  const [moving, startMoving] = useTransition();

  const move = (category: Category, parent: Category | null) => {
    const parentId = parent?.id ?? null;
    if (parentId === category.id || parentId === category.parent_id) return;
    startMoving(async () => {
      const answer = await moveCategoryTo(category.id, parentId);
      if (answer.status !== 'success') {
        const reason = Object.values(answer.fieldErrors)[0] ?? answer.message;
        showErrorToast('category-move-error', reason ?? 'The category was not moved.');
        return;
      }
      if (parentId) setExpanded(parentId, true);
      showToast('category-move-success', answer.message ?? 'Category moved.');
      await queryClient.invalidateQueries({ queryKey: trpc.categories.list.pathKey() });
    });
  };
  return { move, moving };
}
