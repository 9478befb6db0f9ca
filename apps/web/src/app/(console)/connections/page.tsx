import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { CONNECTIONS_LIST } from '@/lib/lists';
import { ConnectionsList } from './connections-list';

export const metadata: Metadata = { title: 'Connections' };

export default function ConnectionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListPage
      searchParams={searchParams}
      config={CONNECTIONS_LIST}
      title="Connections"
      create={{
        permission: PERMISSIONS.connectionsWrite,
        href: '/connections/new',
        label: 'New connection',
        testId: 'connections-new',
      }}
      query={(api, input) => api.connections.list.query(input)}
      render={(list) => <ConnectionsList {...list} />}
    />
  );
}
