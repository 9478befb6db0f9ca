'use client';

import {
  Alert,
  Button,
  Group,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldError } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import type { ConnectorType } from '@/lib/integration';

/** A secret field: never prefilled, never echoed; its errors under it. */
function SecretField({
  name,
  label,
  testId,
  multiline = false,
}: {
  name: string;
  label: string;
  testId: string;
  multiline?: boolean;
}) {
  const error = useFieldError(name);
  const common = {
    name,
    label,
    error,
    'aria-invalid': error ? true : undefined,
    'data-testid': `${testId}-input`,
    errorProps: { 'data-testid': `${testId}-error` },
    autoComplete: 'new-password',
  };
  if (multiline) {
    return (
      <Textarea
        {...common}
        autosize
        minRows={3}
        maxRows={8}
        spellCheck={false}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
    );
  }
  return <PasswordInput {...common} />;
}

/** The ways a type logs in: the first is the default. */
const METHODS: Partial<Record<ConnectorType, { value: string; label: string }[]>> = {
  sftp: [
    { value: 'password', label: 'Password' },
    { value: 'private_key', label: 'Private key' },
  ],
  api: [
    { value: 'token', label: 'Token' },
    { value: 'basic', label: 'Username and password' },
  ],
  marketplace: [
    { value: 'token', label: 'Token' },
    { value: 'basic', label: 'Username and password' },
  ],
};

function CredentialInputs({ type }: { type: ConnectorType }) {
  const methods = METHODS[type];
  const [method, setMethod] = useState(methods?.[0]?.value ?? 'password');
  if (type === 'storage') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SecretField
          name="credentials.access_key_id"
          label="Access key id"
          testId="credentials-access-key-id"
        />
        <SecretField
          name="credentials.secret_access_key"
          label="Secret access key"
          testId="credentials-secret-access-key"
        />
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm">
      {methods ? (
        <>
          <SegmentedControl
            data={methods}
            value={method}
            onChange={setMethod}
            aria-label="How to log in"
            data-testid="credentials-method"
            w="fit-content"
          />
          <Hidden name="credentials_method" value={method} />
        </>
      ) : null}
      {method === 'token' ? (
        <SecretField name="credentials.token" label="Token" testId="credentials-token" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SecretField name="credentials.username" label="Username" testId="credentials-username" />
          {method === 'private_key' ? (
            <SecretField
              name="credentials.private_key"
              label="Private key (OpenSSH or PEM)"
              testId="credentials-private-key"
              multiline
            />
          ) : (
            <SecretField
              name="credentials.password"
              label="Password"
              testId="credentials-password"
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * Credentials are write-only: the form never shows them. With credentials stored it says so,
 * with Replace (new ones typed) and Remove; posted as `credentials_action` (keep, set, remove).
 */
export function CredentialsFields({
  type,
  driver,
  hasCredentials,
}: {
  type: ConnectorType;
  driver?: string;
  hasCredentials: boolean;
}) {
  const [action, setAction] = useState<'keep' | 'set' | 'remove'>(hasCredentials ? 'keep' : 'set');
  // A local directory takes no credentials: stored ones (of an S3 bucket) go with the change.
  if (type === 'storage' && driver !== 's3') {
    return (
      <Stack gap="sm" data-testid="connection-credentials">
        <Hidden name="credentials_action" value={hasCredentials ? 'remove' : 'keep'} />
        <Text size="sm" c="dimmed" data-testid="credentials-state">
          {hasCredentials
            ? 'A local directory takes no credentials: the stored ones are removed when you save.'
            : 'A local directory needs no credentials.'}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid="connection-credentials">
      <Hidden name="credentials_action" value={action} />
      {hasCredentials ? (
        <Alert
          variant="light"
          color={action === 'remove' ? 'orange' : 'gray'}
          icon={<IconLock size={18} aria-hidden />}
          data-testid="credentials-state"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {action === 'keep'
                ? 'Credentials are set. They are never shown.'
                : action === 'remove'
                  ? 'The credentials will be removed when you save.'
                  : 'Type the new credentials; they replace the stored ones when you save.'}
            </Text>
            <Group gap="xs">
              {action === 'keep' ? (
                <>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setAction('set')}
                    data-testid="credentials-replace"
                  >
                    Replace
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => setAction('remove')}
                    data-testid="credentials-remove"
                  >
                    Remove
                  </Button>
                </>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setAction('keep')}
                  data-testid="credentials-keep"
                >
                  Keep the stored ones
                </Button>
              )}
            </Group>
          </Group>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          Write-only: once saved they are never shown again. Leave empty for none.
        </Text>
      )}
      {action === 'set' ? <CredentialInputs type={type} /> : null}
    </Stack>
  );
}
