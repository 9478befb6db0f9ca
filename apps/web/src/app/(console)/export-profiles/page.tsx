import type { Metadata } from 'next';
import { PageHeader } from '@/components/page';
import { RequirePermission } from '@/components/require-permission';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { ExportProfiles } from './export-profiles';

export const metadata: Metadata = { title: 'Export profiles' };

/** Saved exports (from the product grid's export dialog), to run again, rename or delete. */
export default async function ExportProfilesPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  return (
    <RequirePermission permission={PERMISSIONS.exportsRead}>
      <PageHeader
        title="Export profiles"
        titleTestId="export-profiles-title"
        back={{ href: '/jobs', label: 'Jobs' }}
      />
      <ExportProfiles canWrite={can(me.me, PERMISSIONS.exportsWrite)} />
    </RequirePermission>
  );
}
