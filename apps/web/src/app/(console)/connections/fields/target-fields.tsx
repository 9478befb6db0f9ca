'use client';

import { SimpleGrid } from '@mantine/core';
import { CheckboxField, NumberField, SelectField, TextField } from '@/components/form/fields';
import type { ConnectorType } from '@/lib/integration';
import { num, str, type Config } from './config';

/** Where the type's transport goes: a server, a file store or an HTTP endpoint. */
export function TargetFields({
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
