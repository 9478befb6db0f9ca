import type { Metadata } from 'next';
import { ListPage } from '@/components/list/list-page';
import { PERMISSIONS } from '@/lib/auth/permissions';
import type { SearchParams } from '@/lib/list-params';
import { WEBHOOKS_LIST } from '@/lib/lists';
import { CreateWebhook } from './create-webhook';
import { WebhooksList } from './webhooks-list';

export const metadata: Metadata = { title: 'Webhooks' };

export default function WebhooksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListPage
      searchParams={searchParams}
      config={WEBHOOKS_LIST}
      title="Webhooks"
      create={{ permission: PERMISSIONS.webhooksWrite, dialog: <CreateWebhook /> }}
      query={(api, input) => api.webhooks.list.query(input)}
      render={(list) => <WebhooksList {...list} />}
    />
  );
}
