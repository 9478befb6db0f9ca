import type { ReactNode } from 'react';
import { RequirePermission } from '@/components/require-permission';
import { PERMISSIONS } from '@/lib/auth/permissions';

export default function WebhooksLayout({ children }: { children: ReactNode }) {
  return <RequirePermission permission={PERMISSIONS.webhooksRead}>{children}</RequirePermission>;
}
