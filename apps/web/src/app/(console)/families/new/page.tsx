import type { Metadata } from 'next';
import { ActionForm } from '@/components/form/action-form';
import { NewRecordFields } from '@/components/catalog/record-fields';
import { Forbidden } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { createFamily } from '../actions';

export const metadata: Metadata = { title: 'New family' };

export default async function NewFamilyPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.familiesWrite)) {
    return <Forbidden permission={PERMISSIONS.familiesWrite} />;
  }
  return (
    <>
      <PageHeader title="New family" back={{ href: '/families', label: 'Families' }} />
      <Section description="Attributes, their requirements per channel and variant families are set on the family's page once it exists.">
        <ActionForm action={createFamily} testId="family-create" submitLabel="Create family">
          <NewRecordFields testId="family" />
        </ActionForm>
      </Section>
    </>
  );
}
