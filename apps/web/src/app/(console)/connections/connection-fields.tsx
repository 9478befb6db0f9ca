'use client';

import {
  Alert,
  Button,
  Group,
  MultiSelect,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldError } from '@/components/form/action-form';
import {
  CheckboxField,
  Hidden,
  NumberField,
  SelectField,
  TextField,
} from '@/components/form/fields';
import { describeCron } from '@/lib/cron-words';
import { isolateText } from '@/lib/bidi';
import type { ConnectorType } from '@/lib/integration';

/** A channel to deliver, with the locales it lists (the connection chooses among them). */
export interface ChannelChoice {
  code: string;
  name: string;
  locales: string[];
}

type Config = Record<string, unknown>;

const str = (config: Config | undefined, key: string) =>
  typeof config?.[key] === 'string' ? (config[key] as string) : undefined;
const num = (config: Config | undefined, key: string) =>
  typeof config?.[key] === 'number' ? (config[key] as number) : undefined;

const FORMAT_OPTIONS = [
  { value: '', label: 'Default (CSV)' },
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'XLSX' },
  { value: 'json', label: 'JSON' },
];

function Heading({ children }: { children: string }) {
  return (
    <Title order={3} size="h5" mt="xs">
      {children}
    </Title>
  );
}

/** Where the type's transport goes: a server, a file store or an HTTP endpoint. */
function TargetFields({
  type,
  config,
  driver,
  setDriver,
}: {
  type: ConnectorType;
  config?: Config;
  driver: string;
  setDriver: (driver: string) => void;
}) {
  if (type === 'sftp' || type === 'ftp') {
    return (
      <>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField
            name="config.host"
            label="Host"
            testId="connection-host"
            required
            defaultValue={str(config, 'host')}
            hint="A host name or IP address, without scheme or port."
          />
          <NumberField
            name="config.port"
            label="Port"
            testId="connection-port"
            defaultValue={num(config, 'port')}
            hint={type === 'sftp' ? 'Default 22.' : 'Default 21.'}
          />
          <TextField
            name="config.path"
            label="Directory"
            testId="connection-path"
            defaultValue={str(config, 'path')}
          />
        </SimpleGrid>
        {type === 'ftp' ? (
          <CheckboxField
            name="config.secure"
            label="FTPS (explicit TLS)"
            testId="connection-secure"
            defaultChecked={config?.secure === true}
          />
        ) : null}
      </>
    );
  }
  if (type === 'storage') {
    return (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            name="config.driver"
            label="Storage"
            testId="connection-driver"
            options={[
              { value: 'local', label: 'Local directory' },
              { value: 's3', label: 'S3-compatible bucket' },
            ]}
            value={driver}
            onChange={setDriver}
          />
          <TextField
            name="config.path"
            label={driver === 's3' ? 'Key prefix' : 'Directory'}
            testId="connection-path"
            defaultValue={str(config, 'path')}
            hint={driver === 'local' ? 'Under the server’s storage root.' : undefined}
          />
        </SimpleGrid>
        {driver === 's3' ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField
              name="config.bucket"
              label="Bucket"
              testId="connection-bucket"
              defaultValue={str(config, 'bucket')}
            />
            <TextField
              name="config.region"
              label="Region"
              testId="connection-region"
              defaultValue={str(config, 'region')}
            />
            <TextField
              name="config.endpoint"
              label="Endpoint"
              testId="connection-endpoint"
              defaultValue={str(config, 'endpoint')}
              hint="For S3-compatible stores; empty for AWS."
            />
          </SimpleGrid>
        ) : null}
      </>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField
        name="config.url"
        label="URL"
        testId="connection-url"
        required
        defaultValue={str(config, 'url')}
        hint="Where records are sent (https://)."
      />
      <NumberField
        name="config.batch_size"
        label="Batch size"
        testId="connection-batch-size"
        defaultValue={num(config, 'batch_size')}
        hint="Records per request (default 100)."
      />
    </SimpleGrid>
  );
}

/** The locales of the chosen channel, posted comma-joined as `config.locales`. */
function LocalesPicker({ channel, initial }: { channel?: ChannelChoice; initial: string[] }) {
  const error = useFieldError('config.locales');
  const [chosen, setChosen] = useState(initial);
  const offered = channel?.locales ?? [];
  const value = chosen.filter((code) => offered.includes(code));
  return (
    <>
      <MultiSelect
        label="Locales"
        description={
          channel ? 'None chosen: every locale of the channel.' : 'Choose a channel first.'
        }
        data={offered}
        value={value}
        onChange={setChosen}
        disabled={!channel}
        searchable
        clearable
        error={error}
        aria-invalid={error ? true : undefined}
        comboboxProps={{ withinPortal: true }}
        data-testid="connection-locales-input"
      />
      <Hidden name="config.locales" value={value.join(',')} />
    </>
  );
}

/** What is delivered and when: channel, locales, format, file pattern, schedule. */
function DeliveryFields({
  config,
  channels,
}: {
  config?: Config;
  channels: readonly ChannelChoice[];
}) {
  const [channelCode, setChannelCode] = useState(str(config, 'channel_code') ?? '');
  const [schedule, setSchedule] = useState(str(config, 'schedule') ?? '');
  const channel = channels.find((c) => c.code === channelCode);
  const initialLocales = Array.isArray(config?.locales) ? (config.locales as string[]) : [];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="config.channel_code"
          label="Channel"
          testId="connection-channel"
          options={[
            { value: '', label: 'None' },
            ...channels.map((c) => ({
              value: c.code,
              label: `${isolateText(c.name)} (${c.code})`,
            })),
          ]}
          value={channelCode}
          onChange={setChannelCode}
        />
        <LocalesPicker key={channelCode} channel={channel} initial={initialLocales} />
        <SelectField
          name="config.format"
          label="File format"
          testId="connection-format"
          options={FORMAT_OPTIONS}
          defaultValue={str(config, 'format') ?? ''}
        />
        <TextField
          name="config.file_pattern"
          label="File pattern (imports)"
          testId="connection-file-pattern"
          defaultValue={str(config, 'file_pattern')}
          placeholder="products-*.csv"
          hint="* and ? wildcards; empty: every file of the directory."
        />
      </SimpleGrid>
      <ScheduleField value={schedule} onChange={setSchedule} />
    </>
  );
}

/** The schedule, said in words under the field as it is typed. */
function ScheduleField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const error = useFieldError('config.schedule');
  const words = value.trim() ? describeCron(value) : undefined;
  return (
    <TextInput
      name="config.schedule"
      label="Schedule (delta export)"
      description={
        <span data-testid="connection-schedule-hint">
          {words
            ? `Runs ${words}.`
            : 'A cron expression in UTC (minute hour day month weekday); empty: no schedule.'}
        </span>
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      aria-invalid={error ? true : undefined}
      placeholder="0 2 * * *"
      autoComplete="off"
      data-testid="connection-schedule-input"
      errorProps={{ 'data-testid': 'connection-schedule-error' }}
    />
  );
}

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
function CredentialsFields({
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

/**
 * The fields of a connection of `type`: where it goes, what it delivers, its credentials.
 * Field names are the API's (`config.host`, `credentials.password`), so errors land under them.
 */
export function ConnectionFields({
  type,
  config,
  channels,
  hasCredentials = false,
}: {
  type: ConnectorType;
  config?: Config;
  channels: readonly ChannelChoice[];
  hasCredentials?: boolean;
}) {
  // The storage driver decides whether credentials are asked for.
  const [driver, setDriver] = useState(str(config, 'driver') ?? 'local');
  return (
    <Stack gap="sm">
      <Hidden name="connector_type" value={type} />
      <Heading>Where</Heading>
      <TargetFields type={type} config={config} driver={driver} setDriver={setDriver} />
      <Heading>What and when</Heading>
      <DeliveryFields config={config} channels={channels} />
      <Heading>Credentials</Heading>
      <CredentialsFields type={type} driver={driver} hasCredentials={hasCredentials} />
    </Stack>
  );
}
