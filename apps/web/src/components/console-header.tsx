import Link from 'next/link';
import type { Me } from '@/lib/api/router';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { NavLink } from './nav-link';
import { SignOutButton } from './sign-out-button';
import { TenantSwitcher } from './tenant-switcher';

/** Only tenants the user can actually switch into, plus the active one whatever its state. */
function switchableTenants(me: Me) {
  const activeId = me.active_tenant.tenant_id;
  return me.tenants.filter((t) => t.tenant_id === activeId || t.status === 'active');
}

export function ConsoleHeader({ me }: { me: Me }) {
  const tenants = switchableTenants(me);
  const active = me.active_tenant;
  return (
    <header className="topbar">
      <div className="topbar__start">
        <Link prefetch={false} href="/" className="brand">
          PIM Console
        </Link>
        <nav aria-label="Main" className="nav">
          <NavLink href="/" testId="nav-dashboard">
            Dashboard
          </NavLink>
          {can(me, PERMISSIONS.usersRead) ? (
            <NavLink href="/users" testId="nav-users">
              Users
            </NavLink>
          ) : null}
          {can(me, PERMISSIONS.rolesRead) ? (
            <NavLink href="/roles" testId="nav-roles">
              Roles
            </NavLink>
          ) : null}
          {can(me, PERMISSIONS.serviceAccountsRead) ? (
            <NavLink href="/service-accounts" testId="nav-service-accounts">
              Service accounts
            </NavLink>
          ) : null}
          <NavLink href="/account" testId="nav-account">
            Account
          </NavLink>
        </nav>
      </div>
      <div className="topbar__end">
        <div className="tenant-context">
          <bdi className="tenant-context__org">{active.organization_name}</bdi>
          <bdi className="tenant-context__tenant" data-testid="active-tenant">
            {active.tenant_name}
          </bdi>
        </div>
        {tenants.length > 1 ? (
          <TenantSwitcher
            key={active.tenant_id}
            tenants={tenants}
            activeTenantId={active.tenant_id}
          />
        ) : null}
        <bdi className="user-name" data-testid="user-name">
          {me.user.name}
        </bdi>
        <SignOutButton />
      </div>
    </header>
  );
}
