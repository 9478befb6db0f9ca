import { Group, Stack, Text, Title } from '@mantine/core';
import { CATALOG_STATUSES } from '@pim/core/schemas';
import { RecordTextFields } from '@/components/catalog/record-fields';
import { translationsTab } from '@/components/catalog/translations-tab';
import { DangerForm } from '@/components/form/danger-form';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { StatusField } from '@/components/form/status-form';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, Section } from '@/components/page';
import { callApi, type ApiResult } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { deleteCategory } from '../category-actions';
import { saveCategory } from './save-tree';
import { ClosePanelButton } from './tree/close-panel-button';
import { MoveCategoryForm } from './tree/move-category-form';
import type { Category } from './tree/types';

/**
 * The selected category of a tree (`?category=<id>`): what it is and where, its name and
 * description, status and translations under one "Save category", its place (the parent
 * picker), and its own delete: the tree's actions are elsewhere on the page.
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
            <StatusBadge status={c.status} testId="category-status" />
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
      </Section>
      <DetailForm
        action={saveCategory}
        testId="category"
        hidden={{ id: c.id }}
        canWrite={canWrite}
        version={versionOf(c, translations.ok ? translations.data.items : [])}
        saveLabel="Save category"
        sticky={false}
        tabParam="category_tab"
        tabs={[
          ...(canWrite
            ? [
                {
                  value: 'category',
                  label: 'Category',
                  children: (
                    <Stack gap="sm">
                      <RecordTextFields
                        testId="category-edit"
                        name={c.name}
                        description={c.description}
                      />
                      <StatusField
                        current={c.status}
                        statuses={CATALOG_STATUSES}
                        testId="category-status-select"
                      />
                    </Stack>
                  ),
                },
              ]
            : []),
          translationsTab({ translations, locales, canWrite, testId: 'category-translations' }),
        ]}
        confirms={[
          {
            title: 'Deactivate the category?',
            body: 'Integrations reading this tree will see the category as inactive.',
            confirmLabel: 'Save and deactivate',
            when: { field: 'status', values: ['inactive'] },
          },
        ]}
      />
      {canWrite ? (
        <Section
          title="Move category"
          description="The category moves with all its subcategories. Dragging it in the tree does the same."
        >
          <MoveCategoryForm category={c} />
        </Section>
      ) : null}
      {canWrite ? (
        <Section
          title="Delete category"
          description="The category leaves the tree and every product filed under it. A category that still has subcategories is kept."
          testId="category-delete-zone"
        >
          <DangerForm
            action={deleteCategory}
            id={c.id}
            label="Delete category"
            confirm={{
              title: `Delete the category ${c.name}?`,
              body: 'The category leaves the tree and every product filed under it. A category that still has subcategories is kept.',
            }}
            testId="category-delete"
          />
        </Section>
      ) : null}
    </Stack>
  );
}
