'use client';

import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Hidden } from '@/components/form/fields';
import type { ConnectorType } from '@/lib/integration';
import { str, type Config } from './fields/config';
import { CredentialsFields } from './fields/credentials-fields';
import { DeliveryFields, type ChannelChoice } from './fields/delivery-fields';
import { TargetFields } from './fields/target-fields';

// The pieces are in ./fields: where the connection goes (target-fields), what it delivers and
// when (delivery-fields), how it logs in (credentials-fields).
export type { ChannelChoice };

function Heading({ children }: { children: string }) {
  return (
    <Title order={3} size="h5" mt="xs">
      {children}
    </Title>
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
