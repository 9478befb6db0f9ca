import type { Metadata } from 'next';
import { NewRecordFields } from '@/components/catalog/record-fields';
import { ActionForm } from '@/components/form/action-form';
import { Forbidden } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { createCategoryTree } from '../actions';

export const metadata: Metadata = { title: 'New category tree' };

export default async function NewCategoryTreePage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.categoryTreesWrite)) {
    return <Forbidden permission={PERMISSIONS.categoryTreesWrite} />;
  }
  return (
    <>
      <PageHeader
        title="New category tree"
        back={{ href: '/category-trees', label: 'Category trees' }}
      />
      <Section description="A category tree holds the categories products are filed under; each channel publishes one tree.">
        <ActionForm
          action={createCategoryTree}
          testId="category-tree-create"
          submitLabel="Create category tree"
        >
          <NewRecordFields testId="category-tree" />
        </ActionForm>
      </Section>
    </>
  );
}
