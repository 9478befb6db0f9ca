import type { Metadata } from 'next';
import { PageHeader } from '@/components/page';
import { RequirePermission } from '@/components/require-permission';
import { PERMISSIONS } from '@/lib/auth/permissions';
import { ImportWizard } from '@/components/jobs/import/import-wizard';

export const metadata: Metadata = { title: 'Import a file' };

export default function ImportPage() {
  return (
    <RequirePermission permission={PERMISSIONS.importsWrite}>
      <PageHeader title="Import a file" back={{ href: '/jobs', label: 'Jobs' }} />
      <ImportWizard />
    </RequirePermission>
  );
}
