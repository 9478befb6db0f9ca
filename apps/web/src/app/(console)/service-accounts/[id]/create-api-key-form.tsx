'use client';

import { Alert, Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { CopyValueButton } from '@/components/copy-value-button';
import { LIMITS } from '@pim/core/limits';
import { ActionForm, type FormAction } from '@/components/form/action-form';
import { DateTimeField, Hidden, TextAreaField, TextField } from '@/components/form/fields';
import type { FormState } from '@/lib/forms/form-state';
import type { CreatedKey } from '../api-key-actions';

/** Shown once, right after the key was created: the API never returns it again. */
function RawKey({ created }: { created: CreatedKey }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconKey size={18} />}
      role="status"
      title={
        <>
          Copy the key “<bdi>{created.name}</bdi>” now: you will not see it again.
        </>
      }
      data-testid="api-key-created"
    >
      <Stack gap="xs">
        <Text size="sm">
          Only a hash is kept; if it is lost, create a new key and revoke this one.
        </Text>
        <Code
          block
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          data-testid="api-key-raw"
        >
          {created.raw_key}
        </Code>
        <CopyValueButton what="key" testId="api-key-copy" value={created.raw_key} />
      </Stack>
    </Alert>
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          name="name"
          label="Name"
          testId="api-key-name"
          required
          maxLength={LIMITS.name}
        />
        <DateTimeField
          name="expires_at"
          label="Expires (optional)"
          testId="api-key-expires"
          hint="In your time zone. Empty: the key never expires."
        />
      </SimpleGrid>
      <TextAreaField
        name="description"
        label="Description"
        testId="api-key-description"
        maxLength={LIMITS.description}
      />
    </ActionForm>
  );
}
