'use client';

import { Button, Collapse, Group, Radio, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { NewRecordFields } from '@/components/catalog/record-fields';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { isolateText } from '@/lib/bidi';
import { createCategory } from '../../category-actions';
import { useTreeState } from './tree-state';

/**
 * Creates a category at the top level of the tree or under the selected one. The new
 * category shows in the tree at once (its lists reload; its parent opens).
 */
export function NewCategoryForm({ selected }: { selected: { id: string; name: string } | null }) {
  const { treeId, setExpanded } = useTreeState();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<'top' | 'under'>('under');
  const parentId = selected && place === 'under' ? selected.id : '';

  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant={open ? 'default' : 'light'}
          leftSection={<IconPlus size={16} aria-hidden />}
          aria-expanded={open}
          aria-controls="category-create-panel"
          onClick={() => setOpen(!open)}
          data-testid="category-create-toggle"
        >
          New category
        </Button>
      </Group>
      <Collapse expanded={open} id="category-create-panel">
        <ActionForm
          action={createCategory}
          testId="category-create"
          submitLabel="Create category"
          resetOnSuccess
          onSuccess={() => {
            if (parentId) setExpanded(parentId, true);
          }}
        >
          <Hidden name="category_tree_id" value={treeId} />
          <Hidden name="parent_id" value={parentId} />
          <Radio.Group
            label="Place"
            value={selected ? place : 'top'}
            onChange={(value) => setPlace(value === 'top' ? 'top' : 'under')}
          >
            <Group gap="lg" mt={4}>
              <Radio value="top" label="At the top level" data-testid="category-create-top" />
              <Radio
                value="under"
                disabled={!selected}
                label={
                  selected
                    ? `Under ${isolateText(selected.name)}`
                    : 'Under the selected category (select one in the tree)'
                }
                data-testid="category-create-under"
              />
            </Group>
          </Radio.Group>
          <NewRecordFields testId="category" />
        </ActionForm>
      </Collapse>
    </Stack>
  );
}
