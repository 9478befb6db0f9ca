import type { Metadata } from 'next';
import { Forbidden, LoadError } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { loadGroupOptions } from '../load';
import { AttributeCreateForm } from './attribute-create-form';

export const metadata: Metadata = { title: 'New attribute' };

export default async function NewAttributePage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.attributesWrite)) {
    return <Forbidden permission={PERMISSIONS.attributesWrite} />;
  }
  const groups = await loadGroupOptions();
  return (
    <>
      <PageHeader title="New attribute" back={{ href: '/attributes', label: 'Attributes' }} />
      <Section>
        {groups.ok ? null : <LoadError failure={groups.failure} />}
        <AttributeCreateForm groups={groups.ok ? groups.data : []} />
      </Section>
    </>
  );
}
