import { Grid, GridCol, Text } from '@mantine/core';
import type { Metadata } from 'next';
import { CATALOG_STATUSES } from '@pim/core/schemas';
import { RecordTextFields } from '@/components/catalog/record-fields';
import { translationsTab } from '@/components/catalog/translations-tab';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { StatusField } from '@/components/form/status-form';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { textParam, type SearchParams } from '@/lib/list-params';
import { deleteCategoryTree } from '../actions';
import { CategoryPanel } from './category-panel';
import { loadAncestorIds } from './load';
import { CategoryTreeView } from './tree/category-tree-view';
import { NewCategoryForm } from './tree/new-category-form';
import { TreeStateProvider } from './tree/tree-state';
import { SELECTED_PARAM, levelInput } from './tree/types';
import { saveCategoryTree } from './save-tree';

export const metadata: Metadata = { title: 'Category tree' };

const BACK = { href: '/category-trees', label: 'Category trees' };

export default async function CategoryTreePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id }, query, me] = await Promise.all([params, searchParams, loadMe()]);
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.categoryTreesWrite);
  const canReadCategories = can(me.me, PERMISSIONS.categoriesRead);
  const canWriteCategories = can(me.me, PERMISSIONS.categoriesWrite);
  const selectedId = canReadCategories ? textParam(query, SELECTED_PARAM) : undefined;
  const [tree, translations, locales, roots, selected] = await Promise.all([
    callApi((api) => api.categoryTrees.get.query({ id })),
    callApi((api) => api.categoryTrees.getTranslations.query({ id })),
    loadLocales(),
    canReadCategories
      ? callApi((api) => api.categories.list.query(levelInput(id, null, 1)))
      : Promise.resolve(null),
    selectedId
      ? callApi((api) => api.categories.get.query({ id: selectedId }))
      : Promise.resolve(null),
  ]);
  if (!tree.ok) {
    return (
      <>
        <PageHeader title="Category tree" back={BACK} />
        <LoadError failure={tree.failure} />
      </>
    );
  }
  const t = tree.data;
  const chosen = selected?.ok ? { id: selected.data.id, name: selected.data.name } : null;
  const ancestors = selected?.ok ? await loadAncestorIds(selected.data.parent_id) : [];

  const categories = (
    <Section
      title="Categories of this tree"
      description={`Open a category with its arrow (or the Right key) to see its subcategories; select it (click, Enter) to ${canWriteCategories ? 'edit, move or translate it' : 'see it and its translations'}.`}
      testId="category-tree-section"
    >
      {!canReadCategories ? (
        <Text size="sm" c="dimmed">
          Categories are shown to users who may read them (<code>{PERMISSIONS.categoriesRead}</code>
          ).
        </Text>
      ) : roots && !roots.ok ? (
        <LoadError failure={roots.failure} />
      ) : (
        <TreeStateProvider treeId={t.id} canWrite={canWriteCategories} reveal={ancestors}>
          {canWriteCategories ? <NewCategoryForm selected={chosen} /> : null}
          <Grid gap="lg">
            <GridCol span={{ base: 12, md: selected ? 6 : 12 }}>
              <CategoryTreeView treeName={t.name} firstPage={roots?.data} />
            </GridCol>
            {selected ? (
              <GridCol span={{ base: 12, md: 6 }}>
                <CategoryPanel
                  key={selectedId}
                  treeId={t.id}
                  category={selected}
                  canWrite={canWriteCategories}
                />
              </GridCol>
            ) : null}
          </Grid>
        </TreeStateProvider>
      )}
    </Section>
  );

  return (
    <>
      <PageHeader
        title={<bdi>{t.name}</bdi>}
        titleTestId="category-tree-title"
        back={BACK}
        badge={<StatusBadge status={t.status} testId="category-tree-status" />}
      />
      <Section>
        <Details
          items={[
            { label: 'Code', value: <code data-testid="category-tree-code">{t.code}</code> },
            {
              label: 'Top-level categories',
              value: roots?.ok ? roots.data.pagination.total_items : '—',
              testId: 'category-tree-roots',
            },
            {
              label: 'Description',
              value: t.description === null ? '—' : <bdi>{t.description}</bdi>,
            },
            { label: 'Modified', value: <LocalDate value={t.modified_at} /> },
          ]}
        />
      </Section>

      <DetailForm
        action={saveCategoryTree}
        testId="category-tree"
        hidden={{ id: t.id }}
        canWrite={canWrite}
        version={versionOf(t, translations.ok ? translations.data.items : [])}
        saveLabel="Save tree"
        tabs={[
          { value: 'categories', label: 'Categories', kind: 'content', children: categories },
          ...(canWrite
            ? [
                {
                  value: 'settings',
                  label: 'Tree settings',
                  children: (
                    <Section title="Name and status of the tree">
                      <RecordTextFields
                        testId="category-tree-edit"
                        name={t.name}
                        description={t.description}
                      />
                      <StatusField
                        current={t.status}
                        statuses={CATALOG_STATUSES}
                        testId="category-tree-status-select"
                      />
                    </Section>
                  ),
                },
              ]
            : []),
          translationsTab({
            translations,
            locales,
            canWrite,
            testId: 'category-tree-translations',
          }),
        ]}
        confirms={[
          {
            title: 'Deactivate the category tree?',
            body: 'Channels on this tree and the integrations reading it will see it as inactive.',
            confirmLabel: 'Save and deactivate',
            when: { field: 'status', values: ['inactive'] },
          },
        ]}
      />
      {canWrite ? (
        <DangerZone
          action={deleteCategoryTree}
          id={t.id}
          label="Delete category tree"
          what="Deletes the whole tree for good. A tree that still holds categories, or that a channel uses, is kept: empty it and give its channels another tree first."
          confirm={{
            title: 'Delete this category tree?',
            body: 'The tree is deleted for good. A tree that still holds categories, or that a channel uses, is kept.',
          }}
          testId="category-tree-delete"
        />
      ) : null}
    </>
  );
}
