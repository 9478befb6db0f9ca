import type { Metadata } from 'next';
import { NewRecordFields } from '@/components/catalog/record-fields';
import { ActionForm } from '@/components/form/action-form';
import { SelectField } from '@/components/form/fields';
import { Forbidden } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { CONNECTOR_TYPE_OPTIONS } from '@/lib/integration';
import { createConnector } from '../actions';

export const metadata: Metadata = { title: 'New connector' };

export default async function NewConnectorPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.connectorsWrite)) {
    return <Forbidden permission={PERMISSIONS.connectorsWrite} />;
  }
  return (
    <>
      <PageHeader title="New connector" back={{ href: '/connectors', label: 'Connectors' }} />
      <Section description="A connector is a kind of system products are delivered to or read from. Its schemas describe the records it expects; connections are its configured instances.">
        <ActionForm
          action={createConnector}
          testId="connector-create"
          submitLabel="Create connector"
        >
          <NewRecordFields testId="connector" />
          <SelectField
            name="connector_type"
            label="Type"
            testId="connector-type"
            required
            options={CONNECTOR_TYPE_OPTIONS}
            hint="What the connector reaches; it cannot be changed later."
          />
        </ActionForm>
      </Section>
    </>
  );
}
