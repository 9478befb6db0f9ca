import type { Metadata } from 'next';
import { LoadError, Forbidden } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { textParam, type SearchParams } from '@/lib/list-params';
import { loadActiveConnectors, loadChannelChoices } from '../load';
import { NewConnectionForm } from './new-connection-form';

export const metadata: Metadata = { title: 'New connection' };

export default async function NewConnectionPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const [params, me] = await Promise.all([searchParams, loadMe()]);
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.connectionsWrite)) {
    return <Forbidden permission={PERMISSIONS.connectionsWrite} />;
  }
  // The connector is chosen among the tenant's connectors: reading them is needed too.
  if (!can(me.me, PERMISSIONS.connectorsRead)) {
    return <Forbidden permission={PERMISSIONS.connectorsRead} />;
  }
  const [connectors, channels] = await Promise.all([
    loadActiveConnectors(),
    loadChannelChoices(me.me),
  ]);
  return (
    <>
      <PageHeader title="New connection" back={{ href: '/connections', label: 'Connections' }} />
      <Section description="A connection is a configured instance of a connector: where it delivers (or reads), what, when, and how it logs in.">
        {!connectors.ok ? (
          <LoadError failure={connectors.failure} />
        ) : !channels.ok ? (
          <LoadError failure={channels.failure} />
        ) : (
          <NewConnectionForm
            connectors={connectors.data}
            channels={channels.data}
            initialConnectorId={textParam(params, 'connector_id')}
          />
        )}
      </Section>
    </>
  );
}
