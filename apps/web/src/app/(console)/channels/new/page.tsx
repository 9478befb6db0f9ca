import type { Metadata } from 'next';
import { NewRecordFields } from '@/components/catalog/record-fields';
import { ActionForm } from '@/components/form/action-form';
import { Forbidden } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { createChannel } from '../actions';
import { loadTreeOptions } from '../load';
import { PlacementFields } from '../placement-fields';

export const metadata: Metadata = { title: 'New channel' };

export default async function NewChannelPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.channelsWrite)) {
    return <Forbidden permission={PERMISSIONS.channelsWrite} />;
  }
  const [trees, locales] = await Promise.all([loadTreeOptions(), loadLocales()]);
  return (
    <>
      <PageHeader title="New channel" back={{ href: '/channels', label: 'Channels' }} />
      <Section description="A channel is where products are published (a web shop, a print catalog): it reads one category tree, in the locales it lists.">
        <ActionForm action={createChannel} testId="channel-create" submitLabel="Create channel">
          <NewRecordFields testId="channel" />
          <PlacementFields trees={trees} locales={locales} />
        </ActionForm>
      </Section>
    </>
  );
}
