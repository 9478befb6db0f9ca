import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { CHANNELS_LIST } from '@/lib/lists';
import { ChannelsList } from './channels-list';

export const metadata: Metadata = { title: 'Channels' };

export default function ChannelsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListPage
      searchParams={searchParams}
      config={CHANNELS_LIST}
      title="Channels"
      create={{
        permission: PERMISSIONS.channelsWrite,
        href: '/channels/new',
        label: 'New channel',
        testId: 'channels-new',
      }}
      query={(api, input) => api.channels.list.query(input)}
      render={(list) => <ChannelsList {...list} />}
    />
  );
}
