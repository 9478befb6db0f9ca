import type { Metadata } from 'next';
import { PageHeader } from '@/components/page';
import { RequirePermission } from '@/components/require-permission';
import { PERMISSIONS } from '@/lib/auth/permissions';
import { ImportWizard } from '@/components/jobs/import/import-wizard';
import { callApi, collectPages } from '@/lib/api/call';

/** The families a products or variants template may be made for (none when unreadable). */
async function loadTemplateFamilies() {
  const result = await callApi(async (api) => {
    const families = await collectPages((page) =>
      api.productFamilies.list.query({ page, page_size: 100, sort: 'code' }),
    );
    return families.map(({ id, code, name }) => ({ id, code, name }));
  });
  return result.ok ? result.data : [];
}

export const metadata: Metadata = { title: 'Import a file' };

export default async function ImportPage() {
  const families = await loadTemplateFamilies();
  return (
    <RequirePermission permission={PERMISSIONS.importsWrite}>
      <PageHeader title="Import a file" back={{ href: '/jobs', label: 'Jobs' }} />
      <ImportWizard families={families} />
    </RequirePermission>
  );
}
