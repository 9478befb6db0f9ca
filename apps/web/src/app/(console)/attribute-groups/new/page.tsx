import type { Metadata } from 'next';
import { NewRecordFields } from '@/components/catalog/record-fields';
import { SortOrderField } from '@/components/catalog/sort-order-field';
import { ActionForm } from '@/components/form/action-form';
import { Forbidden } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { createAttributeGroup } from '../actions';

export const metadata: Metadata = { title: 'New attribute group' };

export default async function NewAttributeGroupPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.attributesWrite)) {
    return <Forbidden permission={PERMISSIONS.attributesWrite} />;
  }
  return (
    <>
      <PageHeader
        title="New attribute group"
        back={{ href: '/attribute-groups', label: 'Attribute groups' }}
      />
      <Section>
        <ActionForm
          action={createAttributeGroup}
          testId="attribute-group-create"
          submitLabel="Create group"
        >
          <NewRecordFields testId="attribute-group" />
          <SortOrderField
            testId="attribute-group-sort-order"
            defaultValue={0}
            hint="Groups are shown in this order, lowest first."
          />
        </ActionForm>
      </Section>
    </>
  );
}
