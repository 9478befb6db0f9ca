import type { Metadata } from 'next';
import { LoadError } from '@/components/notices';
import { PageHeader } from '@/components/page';
import { callApi, collectPages } from '@/lib/api/call';
import { loadMe } from '@/lib/auth/session';
import { LocalesView, type ChannelUse, type UsedLocale } from './locales-view';

export const metadata: Metadata = { title: 'Locales' };

/**
 * The locales: first those the tenant's channels use (with the channels using each), then,
 * on request, every locale the service knows.
 */
export default async function LocalesPage() {
  const [me, channels] = await Promise.all([
    loadMe(),
    callApi((api) =>
      collectPages((page) => api.channels.list.query({ page, page_size: 100, sort: 'code' })),
    ),
  ]);
  if (!me.ok) return null;
  if (!channels.ok) return <LoadError failure={channels.failure} />;
  const uses: Record<string, ChannelUse[]> = {};
  const used = new Map<string, UsedLocale>();
  for (const channel of channels.data) {
    for (const locale of channel.locales) {
      (uses[locale.locale_code] ??= []).push({
        id: channel.id,
        code: channel.code,
        name: channel.name,
      });
      used.set(locale.locale_code, locale);
    }
  }
  const inUse = [...used.values()].sort((a, b) => a.locale_code.localeCompare(b.locale_code));
  return (
    <>
      <PageHeader title="Locales" />
      <LocalesView tenantName={me.me.active_tenant.tenant_name} inUse={inUse} uses={uses} />
    </>
  );
}
