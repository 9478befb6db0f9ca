import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/form/action-form';
import { ConfirmSubmit } from '@/components/form/confirm-submit';
import { Hidden, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { LoadError, StatusBadge, formatDate } from '@/components/page-notices';
import { RolePicker } from '@/components/role-picker';
import { callApi } from '@/lib/api/call';
import { loadRoleOptions } from '@/lib/api/role-options';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import type { SearchParams } from '@/lib/list-params';
import { changeServiceAccountStatus, deleteServiceAccount, updateServiceAccount } from '../actions';
import { ApiKeysSection } from './api-keys';
import { IsolatedList } from '@/components/isolated-list';
import { LIMITS } from '@pim/core/limits';

export const metadata: Metadata = { title: 'Service account' };

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
  const [account, roles] = await Promise.all([
    callApi((api) => api.serviceAccounts.get.query({ id })),
    canWrite ? loadRoleOptions(me.me) : Promise.resolve(null),
  ]);
  const back = (
    <p>
      <Link prefetch={false} href="/service-accounts">
        ← Service accounts
      </Link>
    </p>
  );
  if (!account.ok) {
    return (
      <>
        {back}
        <LoadError failure={account.failure} />
      </>
    );
  }
  const sa = account.data;

  return (
    <>
      {back}
      <div className="page-header">
        <h1 className="page-title" data-testid="service-account-title">
          <bdi>{sa.name}</bdi>
        </h1>
        <StatusBadge status={sa.status} />
      </div>
      <section className="card">
        <dl className="details">
          <dt>Code</dt>
          <dd>
            <code data-testid="service-account-detail-code">{sa.code}</code>
          </dd>
          <dt>Roles</dt>
          <dd>
            <IsolatedList values={sa.roles.map((r) => r.name)} />
          </dd>
          <dt>Description</dt>
          <dd>{sa.description === null ? '—' : <bdi>{sa.description}</bdi>}</dd>
          <dt>Modified</dt>
          <dd>{formatDate(sa.modified_at)}</dd>
        </dl>
      </section>

      {canWrite ? (
        <div className="grid grid--forms">
          <section className="card" aria-labelledby="sa-edit-title">
            <h2 id="sa-edit-title" className="card__title">
              Details and roles
            </h2>
            <ActionForm
              action={updateServiceAccount}
              testId="service-account-edit"
              submitLabel="Save"
            >
              <Hidden name="id" value={sa.id} />
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
                checked={sa.roles.map((r) => r.id)}
                testId="service-account-edit-roles"
              />
            </ActionForm>
          </section>
          <section className="card" aria-labelledby="sa-status-title">
            <h2 id="sa-status-title" className="card__title">
              Status
            </h2>
            <p className="muted">The API keys of an inactive service account do not work.</p>
            <ActionForm
              action={changeServiceAccountStatus}
              testId="service-account-status"
              submitLabel="Change status"
              submitVariant="secondary"
            >
              <Hidden name="id" value={sa.id} />
              <SelectField
                name="status"
                label="Status"
                testId="service-account-status-select"
                defaultValue={sa.status}
                options={[
                  { value: 'active', label: 'active' },
                  { value: 'inactive', label: 'inactive' },
                ]}
              />
            </ActionForm>
            <h2 className="card__title card__title--spaced">Delete</h2>
            <p className="muted">Deletes its API keys too: they stop working at once.</p>
            <ActionForm
              action={deleteServiceAccount}
              testId="service-account-delete"
              className="form form--inline"
            >
              <Hidden name="id" value={sa.id} />
              <ConfirmSubmit
                label="Delete service account"
                confirmLabel="Delete for good"
                testId="service-account-delete-button"
              />
            </ActionForm>
          </section>
        </div>
      ) : null}

      {can(me.me, PERMISSIONS.apiKeysRead) ? (
        <ApiKeysSection
          serviceAccountId={sa.id}
          params={query}
          canWrite={can(me.me, PERMISSIONS.apiKeysWrite)}
        />
      ) : null}
    </>
  );
}
