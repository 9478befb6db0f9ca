import { LIMITS } from '@pim/core/limits';
import { WEBHOOK_URL_MAX } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm, type DetailTab } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { TextAreaField, TextField } from '@/components/form/fields';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { deleteWebhook, saveWebhook } from '../actions';
import { EventsField, EventsText } from '../events-field';
import { WebhookDeliveries } from './deliveries';
import { RotateSecret } from './rotate-secret';
import { SendTest } from './send-test';
import { StatusSwitch } from './status-switch';

export const metadata: Metadata = { title: 'Webhook' };

const BACK = { href: '/webhooks', label: 'Webhooks' };

export default async function WebhookPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, me] = await Promise.all([params, loadMe()]);
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.webhooksWrite);
  const webhook = await callApi((api) => api.webhooks.get.query({ id }));
  if (!webhook.ok) {
    return (
      <>
        <PageHeader title="Webhook" back={BACK} />
        <LoadError failure={webhook.failure} />
      </>
    );
  }
  const w = webhook.data;
  const deliveries: DetailTab = {
    value: 'deliveries',
    label: 'Deliveries',
    kind: 'content',
    children: (
      <WebhookDeliveries webhookId={w.id} canWrite={canWrite} active={w.status === 'active'} />
    ),
  };
  const settings: DetailTab = {
    value: 'settings',
    label: 'Settings',
    children: (
      <Section
        title="Receiver, events and status"
        description="Changes apply to the events that happen after the save."
      >
        <TextField
          name="url"
          label="URL"
          hint="Where the events are posted: an https:// address of the receiver."
          testId="webhook-edit-url"
          defaultValue={w.url}
          required
          maxLength={WEBHOOK_URL_MAX}
        />
        <EventsField testId="webhook-edit-events" defaultValue={w.events} />
        <TextAreaField
          name="description"
          label="Description"
          testId="webhook-edit-description"
          defaultValue={w.description ?? ''}
          maxLength={LIMITS.catalogDescription}
        />
        <StatusSwitch current={w.status} reason={w.status_reason} />
      </Section>
    ),
  };
  return (
    <>
      <PageHeader
        title={<bdi>{w.url}</bdi>}
        titleTestId="webhook-title"
        back={BACK}
        badge={<StatusBadge status={w.status} testId="webhook-status-badge" />}
      />
      <Section>
        <Details
          items={[
            {
              label: 'Events',
              value: <EventsText events={w.events} />,
              testId: 'webhook-events',
            },
            {
              label: 'Status',
              value:
                w.status === 'active'
                  ? 'On: events are sent'
                  : w.status_reason
                    ? `Switched off by the service: ${w.status_reason}`
                    : 'Switched off',
              testId: 'webhook-status-text',
            },
            {
              label: 'Failing since',
              value: <LocalDate value={w.failing_since} empty="Not failing" />,
              testId: 'webhook-failing-since',
            },
            {
              label: 'Signing secret',
              value: w.previous_secret_expires_at ? (
                <>
                  Rotated: the old one signs too until{' '}
                  <LocalDate value={w.previous_secret_expires_at} />
                </>
              ) : (
                'Set (shown only when created or rotated)'
              ),
              testId: 'webhook-secret-state',
            },
            {
              label: 'Created',
              value: (
                <>
                  <LocalDate value={w.created_at} />
                  {w.created_by ? (
                    <>
                      {' by '}
                      <bdi>{w.created_by.name}</bdi>
                    </>
                  ) : null}
                </>
              ),
            },
            { label: 'Modified', value: <LocalDate value={w.updated_at} /> },
            {
              label: 'Description',
              value: w.description === null ? '—' : <bdi>{w.description}</bdi>,
            },
          ]}
        />
      </Section>

      {canWrite ? <SendTest webhookId={w.id} active={w.status === 'active'} /> : null}

      <DetailForm
        action={saveWebhook}
        testId="webhook"
        hidden={{ id: w.id }}
        canWrite={canWrite}
        version={versionOf({ modified_at: w.updated_at, status: w.status })}
        tabs={canWrite ? [settings, deliveries] : [deliveries]}
        confirms={[
          {
            title: 'Switch the webhook off?',
            body: 'Nothing is sent to the receiver while it is off, and the events of that time are not sent later.',
            confirmLabel: 'Save and switch off',
            when: { field: 'status', values: ['inactive'] },
          },
        ]}
      />

      {canWrite ? (
        <>
          <RotateSecret webhookId={w.id} url={w.url} />
          <DangerZone
            action={deleteWebhook}
            id={w.id}
            label="Delete webhook"
            what="Deletes the webhook and its delivery log; nothing more is sent to the receiver."
            confirm={{
              title: 'Delete this webhook?',
              body: 'The receiver gets nothing more, deliveries waiting to be sent included, and the delivery log is gone.',
            }}
            testId="webhook-delete"
          />
        </>
      ) : null}
    </>
  );
}
