import type { Metadata } from 'next';
import { loadMe, requireSessionToken } from '@/lib/auth/session';
import { ChangePasswordForm } from './change-password-form';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const [token, result] = await Promise.all([requireSessionToken(), loadMe()]);
  if (!result.ok) return null;
  const { me } = result;

  return (
    <>
      <h1 className="page-title">Account</h1>
      <section className="card" aria-labelledby="profile-title">
        <h2 id="profile-title" className="card__title">
          Profile
        </h2>
        <dl className="details">
          <dt>Name</dt>
          <dd data-testid="account-name">
            <bdi>{me.user.name}</bdi>
          </dd>
          <dt>Email</dt>
          <dd data-testid="account-email">
            <bdi>{token.email}</bdi>
          </dd>
          <dt>Active tenant</dt>
          <dd>
            <bdi>{me.active_tenant.tenant_name}</bdi> (
            <bdi>{me.active_tenant.organization_name}</bdi>)
          </dd>
        </dl>
      </section>
      <section className="card card--form" aria-labelledby="password-title">
        <h2 id="password-title" className="card__title">
          Change password
        </h2>
        <p className="muted">Changing your password signs out your other sessions.</p>
        <ChangePasswordForm />
      </section>
    </>
  );
}
