import { ActionForm } from '@/components/form/action-form';
import { ConfirmSubmit } from '@/components/form/confirm-submit';
import { Hidden, TextField } from '@/components/form/fields';
import { ListFilters } from '@/components/list-filters';
import { StatusBadge, formatDate } from '@/components/page-notices';
import { ListResult } from '@/components/list-result';
import { callApi } from '@/lib/api/call';
import type { RouterOutputs } from '@/lib/api/router';
import {
  flatParams,
  pageParam,
  statusParam,
  textParam,
  type SearchParams,
} from '@/lib/list-params';
import {
  changeApiKeyExpiry,
  changeApiKeyStatus,
  createApiKey,
  deleteApiKey,
} from '../api-key-actions';
import { CreateApiKeyForm } from './create-api-key-form';
import { API_KEY_STATUSES } from '@pim/core/limits';

type ApiKey = RouterOutputs['apiKeys']['list']['items'][number];

const STATUSES = API_KEY_STATUSES;

/** ISO to the datetime-local value (UTC) the expiry field shows. */
function toUtcInput(iso: string | null): string {
  return iso ? iso.slice(0, 16) : '';
}

function KeyActions({ apiKey }: { apiKey: ApiKey }) {
  const revoked = apiKey.status === 'revoked';
  return (
    <div className="row-actions">
      <ActionForm
        action={changeApiKeyStatus}
        testId={`api-key-status-${apiKey.key_prefix}`}
        className="form form--inline"
        submitLabel={revoked ? 'Reactivate' : 'Revoke'}
        submitVariant="secondary"
      >
        <Hidden name="id" value={apiKey.id} />
        <Hidden name="status" value={revoked ? 'active' : 'revoked'} />
      </ActionForm>
      <ActionForm
        action={changeApiKeyExpiry}
        testId={`api-key-expiry-${apiKey.key_prefix}`}
        className="form form--inline"
        submitLabel="Save expiry"
        submitVariant="ghost"
      >
        <Hidden name="id" value={apiKey.id} />
        <TextField
          name="expires_at"
          type="datetime-local"
          label="Expires (UTC; empty: never)"
          testId={`api-key-expires-${apiKey.key_prefix}`}
          defaultValue={toUtcInput(apiKey.expires_at)}
        />
      </ActionForm>
      <ActionForm
        action={deleteApiKey}
        testId={`api-key-delete-${apiKey.key_prefix}`}
        className="form form--inline"
      >
        <Hidden name="id" value={apiKey.id} />
        <ConfirmSubmit
          label="Delete"
          confirmLabel="Delete for good"
          testId={`api-key-delete-${apiKey.key_prefix}-button`}
        />
      </ActionForm>
    </div>
  );
}

/** A service account's API keys: the list (paged, filtered) and, for writers, a create form. */
export async function ApiKeysSection({
  serviceAccountId,
  params,
  canWrite,
}: {
  serviceAccountId: string;
  params: SearchParams;
  canWrite: boolean;
}) {
  const search = textParam(params, 'search');
  const status = statusParam(params, STATUSES);
  const path = `/service-accounts/${serviceAccountId}`;
  const result = await callApi((api) =>
    api.apiKeys.list.query({
      service_account_id: serviceAccountId,
      search,
      status: status ? [status] : undefined,
      page: pageParam(params),
      page_size: 10,
    }),
  );

  return (
    <section className="card" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title" className="card__title">
        API keys
      </h2>
      {canWrite ? (
        <div className="card__section">
          <h3 className="card__subtitle">New API key</h3>
          <CreateApiKeyForm action={createApiKey} serviceAccountId={serviceAccountId} />
        </div>
      ) : null}
      <ListFilters
        path={path}
        testId="api-keys-filter"
        search={search}
        status={status}
        statuses={STATUSES}
        searchLabel="Search by name or key prefix"
      />
      <ListResult
        result={result}
        empty="No API keys match."
        emptyTestId="api-keys-empty"
        path={path}
        params={flatParams(params)}
        paginationTestId="api-keys-pagination"
      >
        {(data) => (
          <>
            <table className="table" data-testid="api-keys-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Prefix</th>
                  <th scope="col">Status</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Last used</th>
                  {canWrite ? <th scope="col">Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.items.map((key) => (
                  <tr key={key.id} data-testid={`api-key-row-${key.name}`}>
                    <td>
                      <bdi>{key.name}</bdi>
                      {key.description ? (
                        <div className="muted">
                          <bdi>{key.description}</bdi>
                        </div>
                      ) : null}
                    </td>
                    <td>
                      <code data-testid="api-key-prefix">{key.key_prefix}</code>
                    </td>
                    <td data-testid="api-key-status">
                      <StatusBadge status={key.status} />
                    </td>
                    <td>{formatDate(key.expires_at)}</td>
                    <td>{formatDate(key.last_used_at)}</td>
                    {canWrite ? (
                      <td>
                        <KeyActions apiKey={key} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ListResult>
    </section>
  );
}
