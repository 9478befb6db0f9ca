'use client';

import { useState } from 'react';
import { ActionForm, type FormAction } from '@/components/form/action-form';
import { Hidden, TextAreaField, TextField } from '@/components/form/fields';
import type { FormState } from '@/lib/forms/form-state';
import type { CreatedKey } from '../api-key-actions';
import { LIMITS } from '@pim/core/limits';

function CopyButton({ value }: { value: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      className="button button--secondary"
      data-testid="api-key-copy"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied('copied');
        } catch {
          setCopied('failed');
        }
      }}
    >
      {copied === 'copied'
        ? 'Copied'
        : copied === 'failed'
          ? 'Copy failed: select the key and copy it'
          : 'Copy key'}
    </button>
  );
}

/** Shown once, right after the key was created: the API never returns it again. */
function RawKey({ created }: { created: CreatedKey }) {
  return (
    <div className="secret" role="status" data-testid="api-key-created">
      <p>
        <strong>
          Copy the key “<bdi>{created.name}</bdi>” now: you will not see it again.
        </strong>{' '}
        Only a hash is kept; if it is lost, create a new key and revoke this one.
      </p>
      <code className="secret__value" data-testid="api-key-raw">
        {created.raw_key}
      </code>
      <div>
        <CopyButton value={created.raw_key} />
      </div>
    </div>
  );
}

export function CreateApiKeyForm({
  action,
  serviceAccountId,
}: {
  action: FormAction;
  serviceAccountId: string;
}) {
  return (
    <ActionForm
      action={action}
      testId="api-key-create"
      submitLabel="Create API key"
      resetOnSuccess
      renderResult={(state: FormState) => {
        const created = state.status === 'success' ? (state.data as CreatedKey | undefined) : null;
        return created?.raw_key ? <RawKey created={created} /> : null;
      }}
    >
      <Hidden name="service_account_id" value={serviceAccountId} />
      <div className="form-grid">
        <TextField
          name="name"
          label="Name"
          testId="api-key-name"
          required
          maxLength={LIMITS.name}
        />
        <TextField
          name="expires_at"
          type="datetime-local"
          label="Expires (UTC, optional)"
          testId="api-key-expires"
          hint="Leave empty for a key that does not expire."
        />
      </div>
      <TextAreaField
        name="description"
        label="Description"
        testId="api-key-description"
        maxLength={LIMITS.description}
      />
    </ActionForm>
  );
}
