import { LIMITS, SERVICE_ACCOUNT_STATUSES } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { IsolatedList } from '@/components/isolated-list';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { TextAreaField, TextField } from '@/components/form/fields';
import { RolePicker } from '@/components/form/role-picker';
import { StatusField } from '@/components/form/status-form';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadRoleOptions } from '@/lib/api/role-options';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { listInputOf, type SearchParams } from '@/lib/list-params';
import { API_KEYS_LIST } from '@/lib/lists';
import { deleteServiceAccount, saveServiceAccount } from '../actions';
import { createApiKey } from '../api-key-actions';
import { ApiKeysList } from './api-keys-list';
import { CreateApiKeyForm } from './create-api-key-form';

export const metadata: Metadata = { title: 'Service account' };

const BACK = { href: '/service-accounts', label: 'Service accounts' };

export default async function ServiceAccountPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id }, query, me] = await Promise.all([params, searchParams, loadMe()]);
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.serviceAccountsWrite);
  const keysInput = listInputOf(query, API_KEYS_LIST);
  const [account, roles, keys] = await Promise.all([
    callApi((api) => api.serviceAccounts.get.query({ id })),
    canWrite ? loadRoleOptions(me.me) : Promise.resolve(null),
    can(me.me, PERMISSIONS.apiKeysRead)
      ? callApi((api) => api.apiKeys.list.query({ ...keysInput, service_account_id: id }))
      : Promise.resolve(null),
  ]);
  if (!account.ok) {
    return (
      <>
        <PageHeader title="Service account" back={BACK} />
        <LoadError failure={account.failure} />
      </>
    );
  }
  const sa = account.data;

  return (
    <>
      <PageHeader
        title={<bdi>{sa.name}</bdi>}
        titleTestId="service-account-title"
        back={BACK}
        badge={<StatusBadge status={sa.status} />}
      />
      <Section>
        <Details
          items={[
            {
              label: 'Code',
              value: <code data-testid="service-account-detail-code">{sa.code}</code>,
            },
            { label: 'Roles', value: <IsolatedList values={sa.roles.map((r) => r.name)} /> },
            {
              label: 'Description',
              value: sa.description === null ? '—' : <bdi>{sa.description}</bdi>,
            },
            { label: 'Modified', value: <LocalDate value={sa.modified_at} /> },
          ]}
        />
      </Section>

      <DetailForm
        action={saveServiceAccount}
        testId="service-account"
        hidden={{ id: sa.id }}
        canWrite={canWrite}
        version={`${versionOf(sa)}|${sa.roles.map((r) => r.id).join(',')}`}
        tabs={[
          // The keys come first: issuing and revoking them is what the page is most used for.
          ...(can(me.me, PERMISSIONS.apiKeysRead)
            ? [
                {
                  value: 'keys',
                  label: 'API keys',
                  kind: 'content' as const,
                  children: (
                    <Section title="API keys">
                      {can(me.me, PERMISSIONS.apiKeysWrite) ? (
                        <CreateApiKeyForm action={createApiKey} serviceAccountId={sa.id} />
                      ) : null}
                      <ApiKeysList
                        serviceAccountId={sa.id}
                        accountName={sa.name}
                        canWrite={can(me.me, PERMISSIONS.apiKeysWrite)}
                        firstPage={keys?.ok ? { input: keysInput, data: keys.data } : undefined}
                      />
                    </Section>
                  ),
                },
              ]
            : []),
          ...(canWrite
            ? [
                {
                  value: 'general',
                  label: 'General',
                  children: (
                    <Section
                      title="Details, roles and status"
                      description="The API keys of an inactive service account do not work."
                    >
                      <TextField
                        name="name"
                        label="Name"
                        testId="service-account-edit-name"
                        defaultValue={sa.name}
                        required
                        maxLength={LIMITS.name}
                      />
                      <TextAreaField
                        name="description"
                        label="Description"
                        testId="service-account-edit-description"
                        defaultValue={sa.description ?? ''}
                        maxLength={LIMITS.description}
                      />
                      <RolePicker
                        options={roles}
                        defaultValue={sa.roles.map((r) => r.id)}
                        testId="service-account-edit-roles"
                      />
                      <StatusField
                        current={sa.status}
                        statuses={SERVICE_ACCOUNT_STATUSES}
                        testId="service-account-status-select"
                      />
                    </Section>
                  ),
                },
              ]
            : []),
        ]}
        confirms={[
          {
            title: 'Deactivate the service account?',
            body: 'Every API key of this account stops working at once: the systems using them are refused.',
            confirmLabel: 'Save and deactivate',
            when: { field: 'status', values: ['inactive'] },
          },
        ]}
      />
      {canWrite ? (
        <DangerZone
          action={deleteServiceAccount}
          id={sa.id}
          label="Delete service account"
          what="Deletes the account and its API keys, which stop working at once. This cannot be undone."
          confirm={{
            title: 'Delete this service account?',
            body: 'Its API keys are deleted too and stop working at once. This cannot be undone.',
          }}
          testId="service-account-delete"
        />
      ) : null}
    </>
  );
}
