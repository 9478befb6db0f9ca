import type { Metadata } from 'next';
import type { Me } from '@/lib/api/router';
import { loadMe } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Dashboard' };

/** Permission codes are `<feature>.<sub_feature>.<action>`: group them by feature to scan them. */
function groupByFeature(permissions: string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const code of [...permissions].sort()) {
    const feature = code.split('.')[0] ?? code;
    groups.set(feature, [...(groups.get(feature) ?? []), code]);
  }
  return [...groups.entries()];
}

function TenantsTable({ me }: { me: Me }) {
  return (
    <table className="table" data-testid="dashboard-tenants">
      <caption className="visually-hidden">Your tenants</caption>
      <thead>
        <tr>
          <th scope="col">Tenant</th>
          <th scope="col">Code</th>
          <th scope="col">Organization</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {me.tenants.map((t) => (
          <tr
            key={t.tenant_id}
            aria-current={t.tenant_id === me.active_tenant.tenant_id || undefined}
          >
            <td>
              <bdi>{t.tenant_name}</bdi>
              {t.tenant_id === me.active_tenant.tenant_id ? (
                <span className="badge">active</span>
              ) : null}
              {t.is_default ? <span className="badge badge--muted">default</span> : null}
            </td>
            <td>
              <code>{t.tenant_code}</code>
            </td>
            <td>
              <bdi>{t.organization_name}</bdi>
            </td>
            <td>{t.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default async function DashboardPage() {
  const result = await loadMe();
  // The layout shows the failure; nothing to add here.
  if (!result.ok) return null;
  const { me } = result;
  const tenant = me.active_tenant;

  return (
    <>
      <h1 className="page-title">Dashboard</h1>
      <div className="grid">
        <section className="card" aria-labelledby="card-user">
          <h2 id="card-user" className="card__title">
            Signed in as
          </h2>
          <p className="card__value" data-testid="dashboard-user-name">
            <bdi>{me.user.name}</bdi>
          </p>
          <p className="muted">
            User id <code>{me.user.id}</code>
          </p>
        </section>
        <section className="card" aria-labelledby="card-tenant">
          <h2 id="card-tenant" className="card__title">
            Active tenant
          </h2>
          <p className="card__value" data-testid="dashboard-tenant">
            <bdi>{tenant.tenant_name}</bdi>
          </p>
          <p className="muted">
            Code <code data-testid="dashboard-tenant-code">{tenant.tenant_code}</code>
          </p>
        </section>
        <section className="card" aria-labelledby="card-org">
          <h2 id="card-org" className="card__title">
            Organization
          </h2>
          <p className="card__value" data-testid="dashboard-organization">
            <bdi>{tenant.organization_name}</bdi>
          </p>
          <p className="muted">
            Code <code>{tenant.organization_code}</code>
          </p>
        </section>
      </div>

      <section className="card" aria-labelledby="roles-title">
        <h2 id="roles-title" className="card__title">
          Roles in <bdi>{tenant.tenant_name}</bdi>
        </h2>
        {me.roles.length ? (
          <ul className="chips" data-testid="dashboard-roles">
            {me.roles.map((role) => (
              <li key={role} className="chip">
                {role}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted" data-testid="dashboard-roles">
            No roles in this tenant.
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="permissions-title">
        <h2 id="permissions-title" className="card__title">
          Permissions <span className="muted">({me.permissions.length})</span>
        </h2>
        {me.permissions.length ? (
          <div className="permission-groups" data-testid="dashboard-permissions">
            {groupByFeature(me.permissions).map(([feature, codes]) => (
              <div key={feature} className="permission-group">
                <h3 className="permission-group__title">{feature}</h3>
                <ul className="plain-list">
                  {codes.map((code) => (
                    <li key={code}>
                      <code>{code}</code>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <p className="muted" data-testid="dashboard-permissions">
            No permissions in this tenant.
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="tenants-title">
        <h2 id="tenants-title" className="card__title">
          Your tenants
        </h2>
        <TenantsTable me={me} />
      </section>
    </>
  );
}
