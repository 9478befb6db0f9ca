'use client';

import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { NewRecordFields } from '@/components/catalog/record-fields';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { isolateText } from '@/lib/bidi';
import { connectorTypeLabel, type ConnectorType } from '@/lib/integration';
import { createConnection } from '../actions';
import { ConnectionFields, type ChannelChoice } from '../connection-fields';

export interface ConnectorChoice {
  id: string;
  code: string;
  name: string;
  connector_type: ConnectorType;
}

/** Pick a connector; the fields of its type follow. */
export function NewConnectionForm({
  connectors,
  channels,
  initialConnectorId,
}: {
  connectors: readonly ConnectorChoice[];
  channels: readonly ChannelChoice[];
  initialConnectorId?: string;
}) {
  const [connectorId, setConnectorId] = useState(
    connectors.find((c) => c.id === initialConnectorId)?.id ?? connectors[0]?.id ?? '',
  );
  const connector = connectors.find((c) => c.id === connectorId);
  return (
    <ActionForm
      action={createConnection}
      testId="connection-create"
      submitLabel="Create connection"
    >
      <NativeSelect
        label="Connector"
        description="What the connection reaches; it cannot be changed later."
        withAsterisk
        data={connectors.map((c) => ({
          value: c.id,
          label: `${isolateText(c.name)} (${c.code}) · ${connectorTypeLabel(c.connector_type)}`,
        }))}
        value={connectorId}
        onChange={(event) => setConnectorId(event.currentTarget.value)}
        data-testid="connection-connector-input"
      />
      <Hidden name="connector_id" value={connectorId} />
      <NewRecordFields testId="connection" />
      {connector ? (
        <ConnectionFields key={connector.id} type={connector.connector_type} channels={channels} />
      ) : null}
    </ActionForm>
  );
}
