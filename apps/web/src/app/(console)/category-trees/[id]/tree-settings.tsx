import { SimpleGrid } from '@mantine/core';
import { RecordEditForm } from '@/components/catalog/record-fields';
import { StatusAndDelete } from '@/components/status-and-delete';
import { Section } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';
import { deleteCategoryTree, setCategoryTreeStatus, updateCategoryTree } from '../actions';

type Tree = RouterOutputs['categoryTrees']['get'];

/** A tree's own settings, for writers: name and description, status, delete. */
export function TreeSettings({ tree }: { tree: Tree }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Section title="Name and description">
        <RecordEditForm action={updateCategoryTree} record={tree} testId="category-tree-edit" />
      </Section>
      <StatusAndDelete
        record={tree}
        description="A tree can be deleted once it holds no category and no channel uses it."
        setStatus={setCategoryTreeStatus}
        consequence="Channels on this tree and the integrations reading it will see it as inactive."
        remove={{
          action: deleteCategoryTree,
          label: 'Delete category tree',
          confirm: {
            title: 'Delete this category tree?',
            body: 'The tree is deleted for good. A tree that still holds categories, or that a channel uses, is kept.',
          },
        }}
        testId="category-tree"
      />
    </SimpleGrid>
  );
}
