import type { Metadata } from 'next';
import { PageHeader } from '@/components/page';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { AssetsLibrary } from './assets-library';

export const metadata: Metadata = { title: 'Assets' };

/** The tenant's files: pictures and PDFs, searched, filtered by type, uploaded and deleted. */
export default async function AssetsPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  return (
    <>
      <PageHeader title="Assets" />
      <AssetsLibrary
        tenantName={me.me.active_tenant.tenant_name}
        canWrite={can(me.me, PERMISSIONS.assetsWrite)}
      />
    </>
  );
}
