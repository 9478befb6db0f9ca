'use client';

import { Button, Code, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarTime } from '@tabler/icons-react';
import { ActionForm } from '@/components/form/action-form';
import { DangerForm } from '@/components/form/danger-form';
import { DateTimeField, Hidden } from '@/components/form/fields';
import { QueryList } from '@/components/list/query-list';
import { LocalDate } from '@/components/local-date';
import { StatusBadge } from '@/components/notices';
import type { RouterOutputs } from '@/lib/api/router';
import type { FirstPage } from '@/lib/list-params';
import { API_KEYS_LIST } from '@/lib/lists';
import { changeApiKeyExpiry, changeApiKeyStatus, deleteApiKey } from '../api-key-actions';

type Page = RouterOutputs['apiKeys']['list'];
type ApiKey = Page['items'][number];

/** The expiry of a key, changed in a dialog (a date-time field does not fit a table row). */
function ExpiryDialog({ apiKey }: { apiKey: ApiKey }) {
  const [opened, { open, close }] = useDisclosure(false);
  const testId = `api-key-expiry-${apiKey.key_prefix}`;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconCalendarTime size={14} aria-hidden />}
        onClick={open}
        aria-label={`Expiry of ${apiKey.name}`}
        data-testid={`${testId}-open`}
      >
        Expiry
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={close}
        title={
          <>
            Expiry of <bdi>{apiKey.name}</bdi>
          </>
        }
      >
        <ActionForm
          action={changeApiKeyExpiry}
          testId={testId}
          submitLabel="Save expiry"
          onSuccess={close}
        >
          <Hidden name="id" value={apiKey.id} />
          <DateTimeField
            name="expires_at"
            label="Expires"
            hint="In your time zone. Empty: the key never expires."
            testId={`api-key-expires-${apiKey.key_prefix}`}
            defaultValue={apiKey.expires_at}
          />
        </ActionForm>
      </Modal>
    </>
  );
}

function KeyActions({ apiKey }: { apiKey: ApiKey }) {
  const revoked = apiKey.status === 'revoked';
  const name = apiKey.name;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ExpiryDialog apiKey={apiKey} />
      <ActionForm
        action={changeApiKeyStatus}
        testId={`api-key-status-${apiKey.key_prefix}`}
        submitLabel={revoked ? 'Reactivate' : 'Revoke'}
        submitVariant="default"
        compact
        confirm={
          revoked
            ? undefined
            : {
                title: `Revoke the key “${name}”?`,
                body: 'Every system calling the API with this key is refused from now on. It can be reactivated later.',
                confirmLabel: 'Revoke key',
              }
        }
      >
        <Hidden name="id" value={apiKey.id} />
        <Hidden name="status" value={revoked ? 'active' : 'revoked'} />
      </ActionForm>
      <DangerForm
        action={deleteApiKey}
        id={apiKey.id}
        testId={`api-key-delete-${apiKey.key_prefix}`}
        label="Delete"
        compact
        confirm={{
          title: `Delete the key “${name}”?`,
          body: 'The key stops working at once and is gone for good.',
          confirmLabel: 'Delete key',
        }}
      />
    </Group>
  );
}

/** A service account's API keys: searched as you type, filtered, paged; actions for writers. */
export function ApiKeysList({
  serviceAccountId,
  accountName,
  canWrite,
  firstPage,
}: {
  serviceAccountId: string;
  accountName: string;
  canWrite: boolean;
  firstPage?: FirstPage<Page>;
}) {
  return (
    <QueryList
      config={API_KEYS_LIST}
      firstPage={firstPage}
      query={(trpc, list, options) =>
        trpc.apiKeys.list.queryOptions(
          { ...list.input, service_account_id: serviceAccountId },
          options,
        )
      }
      searchLabel="Search by name or key prefix"
      testId="api-keys"
      embedded
      caption={`API keys of ${accountName}`}
      empty="No API keys match."
      minWidth={canWrite ? 900 : 640}
      rowTestId={(key) => `api-key-row-${key.name}`}
      columns={[
        {
          key: 'name',
          header: 'Name',
          sortKey: 'name',
          render: (key) => (
            <>
              <bdi>{key.name}</bdi>
              {key.description ? (
                <Text size="xs" c="dimmed">
                  <bdi>{key.description}</bdi>
                </Text>
              ) : null}
            </>
          ),
        },
        {
          key: 'prefix',
          header: 'Prefix',
          render: (key) => <Code data-testid="api-key-prefix">{key.key_prefix}</Code>,
        },
        {
          key: 'status',
          header: 'Status',
          render: (key) => (
            <span data-testid="api-key-status">
              <StatusBadge status={key.status} />
            </span>
          ),
        },
        {
          key: 'expires',
          header: 'Expires',
          render: (key) => (
            <span data-testid="api-key-expires-at">
              <LocalDate value={key.expires_at} empty="never" />
            </span>
          ),
        },
        {
          key: 'used',
          header: 'Last used',
          render: (key) => <LocalDate value={key.last_used_at} empty="never" />,
        },
        ...(canWrite
          ? [
              {
                key: 'actions',
                header: 'Actions',
                render: (key: ApiKey) => <KeyActions apiKey={key} />,
              },
            ]
          : []),
      ]}
    />
  );
}
