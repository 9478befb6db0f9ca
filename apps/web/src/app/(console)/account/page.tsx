import { ZChangePasswordInput } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { ActionForm } from '@/components/form/action-form';
import { TextField } from '@/components/form/fields';
import { Details, PageHeader, Section } from '@/components/page';
import { loadMe, requireSessionToken } from '@/lib/auth/session';
import { changePassword } from './actions';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage() {
  const [token, result] = await Promise.all([requireSessionToken(), loadMe()]);
  if (!result.ok) return null;
  const { me } = result;

  return (
    <>
      <PageHeader title="Account" />
      <Section title="Profile">
        <Details
          items={[
            { label: 'Name', value: <bdi>{me.user.name}</bdi>, testId: 'account-name' },
            { label: 'Email', value: <bdi>{token.email}</bdi>, testId: 'account-email' },
            {
              label: 'Active tenant',
              value: (
                <>
                  <bdi>{me.active_tenant.tenant_name}</bdi> (
                  <bdi>{me.active_tenant.organization_name}</bdi>)
                </>
              ),
            },
          ]}
        />
      </Section>
      <Section
        title="Change password"
        description="Changing your password signs out your other sessions."
      >
        <div style={{ maxWidth: 420 }}>
          <ActionForm
            action={changePassword}
            testId="change-password"
            submitLabel="Change password"
            resetOnSuccess
          >
            <TextField
              name="old_password"
              type="password"
              label="Current password"
              autoComplete="current-password"
              testId="old-password"
              required
            />
            <TextField
              name="new_password"
              type="password"
              label="New password"
              autoComplete="new-password"
              hint={`At least ${ZChangePasswordInput.shape.new_password.minLength} characters.`}
              testId="new-password"
              required
            />
            <TextField
              name="confirm_password"
              type="password"
              label="Repeat the new password"
              autoComplete="new-password"
              testId="confirm-password"
              required
            />
          </ActionForm>
        </div>
      </Section>
    </>
  );
}
