import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/form/action-form';
import { TextAreaField, TextField } from '@/components/form/fields';
import { Forbidden } from '@/components/page-notices';
import { RolePicker } from '@/components/role-picker';
import { loadRoleOptions } from '@/lib/api/role-options';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { createServiceAccount } from '../actions';
import { LIMITS } from '@pim/core/limits';

export const metadata: Metadata = { title: 'New service account' };

export default async function NewServiceAccountPage() {
  const me = await loadMe();
  if (!me.ok) return null;
  if (!can(me.me, PERMISSIONS.serviceAccountsWrite)) {
    return <Forbidden permission={PERMISSIONS.serviceAccountsWrite} />;
  }
  const roles = await loadRoleOptions(me.me);

  return (
    <>
      <p>
        <Link prefetch={false} href="/service-accounts">
          ← Service accounts
        </Link>
      </p>
      <h1 className="page-title">New service account</h1>
      <section className="card">
        <p className="muted">
          A service account is how an external system calls the API: its API keys carry exactly the
          permissions of its roles.
        </p>
        <ActionForm
          action={createServiceAccount}
          testId="service-account-create"
          submitLabel="Create service account"
        >
          <div className="form-grid">
            <TextField
              name="code"
              label="Code"
              testId="service-account-code"
              required
              maxLength={LIMITS.code}
            />
            <TextField
              name="name"
              label="Name"
              testId="service-account-name"
              required
              maxLength={LIMITS.name}
            />
          </div>
          <TextAreaField
            name="description"
            label="Description"
            testId="service-account-description"
            maxLength={LIMITS.description}
          />
          <RolePicker options={roles} testId="service-account-roles" />
        </ActionForm>
      </section>
    </>
  );
}
