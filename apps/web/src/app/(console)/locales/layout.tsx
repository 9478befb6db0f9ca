import type { ReactNode } from 'react';
import { RequirePermission } from '@/components/require-permission';
import { PERMISSIONS } from '@/lib/auth/permissions';

// The locales list is served with the channels' read permission (locales are what channels use).
export default function LocalesLayout({ children }: { children: ReactNode }) {
  return <RequirePermission permission={PERMISSIONS.channelsRead}>{children}</RequirePermission>;
}
