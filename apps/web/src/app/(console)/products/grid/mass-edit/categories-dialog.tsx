'use client';

import { Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import type { BulkAction } from '@pim/core/schemas';
import { useState } from 'react';
import { CategoryChecklist } from '../../categories/category-checklist';
import type { CategoryForest } from '../../categories/forest';
import { productsOf as products } from './plan';

/** Add to / remove from categories: the trees with a checkbox per category. */
export function CategoriesDialog({
  mode,
  count,
  forest,
  onClose,
  onApply,
}: {
  mode: 'add_categories' | 'remove_categories' | null;
  count: number;
  forest: CategoryForest;
  onClose: () => void;
  onApply: (action: BulkAction, categories: number) => void;
}) {
  const [ids, setIds] = useState<string[]>([]);
  const adding = mode === 'add_categories';
  const close = () => {
    setIds([]);
    onClose();
  };
  return (
    <Modal
      opened={mode !== null}
      onClose={close}
      title={
        adding
          ? `Add ${products(count)} to categories`
          : `Remove ${products(count)} from categories`
      }
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <ScrollArea.Autosize mah={360}>
          <CategoryChecklist
            forest={forest}
            mode="multiple"
            value={ids}
            onChange={setIds}
            testId="bulk-category"
          />
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={ids.length === 0 || mode === null}
            onClick={() => {
              if (mode) onApply({ type: mode, category_ids: ids }, ids.length);
              close();
            }}
            data-testid="bulk-categories-apply"
          >
            {adding ? 'Add' : 'Remove'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
