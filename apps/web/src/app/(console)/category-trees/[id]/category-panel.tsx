import { Group, Stack, Text, Title } from '@mantine/core';
import { LoadedTranslations } from '@/components/catalog/loaded-translations';
import { RecordEditForm } from '@/components/catalog/record-fields';
import { StatusAndDelete } from '@/components/status-and-delete';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, Section } from '@/components/page';
import { callApi, type ApiResult } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import {
  deleteCategory,
  saveCategoryTranslation,
  setCategoryStatus,
  updateCategory,
} from '../category-actions';
import { ClosePanelButton } from './tree/close-panel-button';
import { MoveCategoryForm } from './tree/move-category-form';
import type { Category } from './tree/types';

/**
 * The selected category of a tree (`?category=<id>`): what it is and where, its name and
 * description, its place (the parent picker), status, delete and translations.
 */
export async function CategoryPanel({
  treeId,
  category: loaded,
  canWrite,
}: {
  treeId: string;
  category: ApiResult<Category>;
  canWrite: boolean;
}) {
  if (!loaded.ok || loaded.data.category_tree_id !== treeId) {
    return (
      <Section title="Category" testId="category-panel">
        <ClosePanelButton />
        {loaded.ok ? (
          <Text size="sm">This category belongs to another tree.</Text>
        ) : (
          <LoadError failure={loaded.failure} />
        )}
      </Section>
    );
  }
  const c = loaded.data;
  const [translations, locales] = await Promise.all([
    callApi((api) => api.categories.getTranslations.query({ id: c.id })),
    loadLocales(),
  ]);

  return (
    <Stack gap="md" data-testid="category-panel">
      <Section>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" miw={0}>
            <Title
              order={2}
              size="h3"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="category-title"
            >
              <bdi>{c.name}</bdi>
            </Title>
            <StatusBadge status={c.status} />
          </Group>
          <ClosePanelButton />
        </Group>
        <Details
          cols={{ base: 2 }}
          items={[
            { label: 'Code', value: <code data-testid="category-code">{c.code}</code> },
            { label: 'Path', value: <code data-testid="category-path">{c.path}</code> },
            { label: 'Subcategories', value: c.child_count, testId: 'category-children' },
            { label: 'Products', value: c.product_count },
            { label: 'Modified', value: <LocalDate value={c.modified_at} /> },
          ]}
        />
        {canWrite ? (
          <RecordEditForm action={updateCategory} record={c} testId="category-edit" />
        ) : null}
      </Section>
      {canWrite ? (
        <Section
          title="Move"
          description="The category moves with all its subcategories. Dragging it in the tree does the same."
        >
          <MoveCategoryForm category={c} />
        </Section>
      ) : null}
      {canWrite ? (
        <StatusAndDelete
          record={c}
          setStatus={setCategoryStatus}
          consequence="Integrations reading this tree will see the category as inactive."
          remove={{
            action: deleteCategory,
            label: 'Delete category',
            confirm: {
              title: 'Delete this category?',
              body: 'The category leaves the tree and every product filed under it. A category that still has subcategories is kept.',
            },
          }}
          testId="category"
        />
      ) : null}
      <LoadedTranslations
        translations={translations}
        locales={locales}
        action={saveCategoryTranslation}
        id={c.id}
        canWrite={canWrite}
        testId="category-translations"
      />
    </Stack>
  );
}
