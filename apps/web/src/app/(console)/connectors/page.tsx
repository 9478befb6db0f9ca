import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { CONNECTORS_LIST } from '@/lib/lists';
import { ConnectorsList } from './connectors-list';
import { connectorListInput } from './list-input';

export const metadata: Metadata = { title: 'Connectors' };

export default function ConnectorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListPage
      searchParams={searchParams}
      config={CONNECTORS_LIST}
      title="Connectors"
      create={{
        permission: PERMISSIONS.connectorsWrite,
        href: '/connectors/new',
        label: 'New connector',
        testId: 'connectors-new',
      }}
      query={(api, input, filters) => api.connectors.list.query(connectorListInput(input, filters))}
      render={(list) => <ConnectorsList {...list} />}
    />
  );
}
