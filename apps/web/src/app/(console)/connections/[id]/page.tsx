import { CATALOG_STATUSES, LIMITS } from '@pim/core/limits';
import type { Metadata } from 'next';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { TextAreaField, TextField } from '@/components/form/fields';
import { StatusField } from '@/components/form/status-form';
import { AnchorLink, ButtonLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { describeCron } from '@/lib/cron-words';
import { connectorTypeLabel } from '@/lib/integration';
import { deleteConnection, saveConnection } from '../actions';
import { ConnectionFields } from '../connection-fields';
import { loadChannelChoices } from '../load';
import { ConnectionRuns } from './connection-runs';

export const metadata: Metadata = { title: 'Connection' };

const BACK = { href: '/connections', label: 'Connections' };

/** The types whose connections read files, and so can import. */
const FILE_TYPES: readonly string[] = ['sftp', 'ftp', 'storage'];

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Where the connection goes, in one line: host and directory, bucket, or URL. */
function targetOf(config: Record<string, unknown>): string {
  if (text(config.url)) return text(config.url)!;
  if (text(config.host)) {
    const port = typeof config.port === 'number' ? `:${config.port}` : '';
    return `${text(config.host)}${port}${text(config.path) ? ` ${text(config.path)}` : ''}`;
  }
  if (config.driver === 's3')
    return `s3://${text(config.bucket) ?? '?'}/${text(config.path) ?? ''}`;
  if (config.driver === 'local') return `local directory ${text(config.path) ?? '(the root)'}`;
  return '—';
}

export default async function ConnectionPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, me] = await Promise.all([params, loadMe()]);
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.connectionsWrite);
  const [connection, channels] = await Promise.all([
    callApi((api) => api.connections.get.query({ id })),
    canWrite ? loadChannelChoices(me.me) : Promise.resolve(null),
  ]);
  if (!connection.ok) {
    return (
      <>
        <PageHeader title="Connection" back={BACK} />
        <LoadError failure={connection.failure} />
      </>
    );
  }
  const c = connection.data;
  const schedule = text(c.config.schedule);
  const locales = Array.isArray(c.config.locales) ? (c.config.locales as string[]) : [];
  const channelCode = text(c.config.channel_code);
  return (
    <>
      <PageHeader
        title={<bdi>{c.name}</bdi>}
        titleTestId="connection-title"
        back={BACK}
        badge={<StatusBadge status={c.status} testId="connection-status-badge" />}
        actions={
          can(me.me, PERMISSIONS.mappingsRead) ? (
            <ButtonLink
              href={`/connections/${c.id}/mappings${channelCode ? `?channel_code=${encodeURIComponent(channelCode)}` : ''}`}
              variant="default"
              data-testid="connection-mappings-link"
            >
              Category mappings
            </ButtonLink>
          ) : null
        }
      />
      <Section>
        <Details
          items={[
            { label: 'Code', value: <code data-testid="connection-code">{c.code}</code> },
            {
              label: 'Connector',
              value: can(me.me, PERMISSIONS.connectorsRead) ? (
                <AnchorLink
                  href={`/connectors/${c.connector_id}`}
                  data-testid="connection-connector"
                >
                  {connectorTypeLabel(c.connector_type)}
                </AnchorLink>
              ) : (
                connectorTypeLabel(c.connector_type)
              ),
            },
            {
              label: 'Target',
              value: <bdi>{targetOf(c.config)}</bdi>,
              testId: 'connection-target',
            },
            {
              label: 'Credentials',
              value: c.has_credentials ? 'Set (never shown)' : 'None',
              testId: 'connection-has-credentials',
            },
            {
              label: 'Channel',
              value: channelCode ? <code>{channelCode}</code> : 'None',
              testId: 'connection-channel',
            },
            {
              label: 'Locales',
              value: locales.length ? locales.join(', ') : 'Every locale of the channel',
            },
            { label: 'Format', value: (text(c.config.format) ?? 'csv').toUpperCase() },
            {
              label: 'Schedule',
              value: schedule ? (describeCron(schedule) ?? schedule) : 'None',
              testId: 'connection-schedule',
            },
            {
              label: 'Last export',
              value: <LocalDate value={c.last_export_at} empty="never" />,
              testId: 'connection-last-export',
            },
            { label: 'Modified', value: <LocalDate value={c.updated_at} /> },
            {
              label: 'Description',
              value: c.description === null ? '—' : <bdi>{c.description}</bdi>,
            },
          ]}
        />
      </Section>

      <ConnectionRuns
        connectionId={c.id}
        active={c.status === 'active'}
        canTest={canWrite}
        canExport={can(me.me, PERMISSIONS.exportsWrite) && can(me.me, PERMISSIONS.productsRead)}
        canImport={can(me.me, PERMISSIONS.importsWrite) && FILE_TYPES.includes(c.connector_type)}
      />

      {canWrite && channels ? (
        <>
          <DetailForm
            action={saveConnection}
            testId="connection"
            hidden={{ id: c.id }}
            canWrite={canWrite}
            // Saved credentials change what the Settings tab offers (Replace, Remove).
            version={`${versionOf({ modified_at: c.updated_at, status: c.status })}|${c.has_credentials}`}
            tabs={[
              {
                value: 'general',
                label: 'General',
                children: (
                  <Section
                    title="Name, description and status"
                    description="An inactive connection neither exports nor imports, on schedule or on demand."
                  >
                    <TextField
                      name="name"
                      label="Name"
                      testId="connection-edit-name"
                      defaultValue={c.name}
                      required
                      maxLength={LIMITS.name}
                    />
                    <TextAreaField
                      name="description"
                      label="Description"
                      testId="connection-edit-description"
                      defaultValue={c.description ?? ''}
                      maxLength={LIMITS.catalogDescription}
                    />
                    <StatusField
                      current={c.status}
                      statuses={CATALOG_STATUSES}
                      hint="Its scheduled exports stop while it is inactive."
                      testId="connection-status-select"
                    />
                  </Section>
                ),
              },
              {
                value: 'settings',
                label: 'Settings',
                children: (
                  <Section title="Target, delivery and credentials">
                    {channels.ok ? (
                      <ConnectionFields
                        type={c.connector_type}
                        config={c.config}
                        channels={channels.data}
                        hasCredentials={c.has_credentials}
                      />
                    ) : (
                      <LoadError failure={channels.failure} />
                    )}
                  </Section>
                ),
              },
            ]}
            confirms={[
              {
                title: 'Deactivate the connection?',
                body: 'Its scheduled exports stop until it is active again.',
                confirmLabel: 'Save and deactivate',
                when: { field: 'status', values: ['inactive'] },
              },
            ]}
          />
          <DangerZone
            action={deleteConnection}
            id={c.id}
            label="Delete connection"
            what="Deletes the connection with its settings, credentials and category mappings; its schedule stops. Jobs it ran stay in the job list."
            confirm={{
              title: 'Delete this connection?',
              body: 'Its settings, credentials and category mappings are gone; its schedule stops. Jobs it ran stay in the job list.',
            }}
            testId="connection-delete"
          />
        </>
      ) : null}
    </>
  );
}
