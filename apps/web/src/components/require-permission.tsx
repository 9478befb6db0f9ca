import type { ReactNode } from 'react';
import { can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { Forbidden } from './notices';

/** Renders its children only for users holding `permission` in the active tenant. */
export async function RequirePermission({
  permission,
  children,
}: {
  permission: string;
  children: ReactNode;
}) {
  const result = await loadMe();
  // The console layout already shows why auth.me failed.
  if (!result.ok) return null;
  if (!can(result.me, permission)) return <Forbidden permission={permission} />;
  return children;
}
