import type { ReactNode } from 'react';
import { RequirePermission } from '@/components/require-permission';
import { PERMISSIONS } from '@/lib/auth/permissions';

export default function AssetsLayout({ children }: { children: ReactNode }) {
  return <RequirePermission permission={PERMISSIONS.assetsRead}>{children}</RequirePermission>;
}
