'use client';

import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { LIMITS } from '@pim/core/limits';
import { WEBHOOK_URL_MAX } from '@pim/core/schemas';
import { useState } from 'react';
import { ActionForm } from '@/components/form/action-form';
import { TextAreaField, TextField } from '@/components/form/fields';
import { ButtonLink } from '@/components/links';
import { createWebhook, type ShownSecret } from './actions';
import { EventsField } from './events-field';
import { SecretDialog } from './secret-dialog';

/**
 * "New webhook": the URL, the events and a description in a dialog; once created, its secret
 * in a second dialog, the only time it is shown.
 */
export function CreateWebhook() {
  const [opened, { open, close }] = useDisclosure(false);
  const [created, setCreated] = useState<ShownSecret | null>(null);
  return (
    <>
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={open}
        data-testid="webhooks-new"
      >
        New webhook
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="New webhook"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <ActionForm
          action={async (state, formData) => {
            const answer = await createWebhook(state, formData);
            if (answer.status === 'success') setCreated(answer.data as ShownSecret);
            return answer;
          }}
          testId="webhook-create"
          submitLabel="Create webhook"
          onSuccess={close}
          onCancel={close}
        >
          <TextField
            name="url"
            label="URL"
            hint="Where the events are posted: an https:// address of the receiver."
            placeholder="https://example.com/pim-events"
            testId="webhook-url"
            required
            maxLength={WEBHOOK_URL_MAX}
          />
          <EventsField testId="webhook-events" />
          <TextAreaField
            name="description"
            label="Description"
            hint="What the receiver is, for whoever reads this list later."
            testId="webhook-description"
            maxLength={LIMITS.catalogDescription}
          />
        </ActionForm>
      </Modal>
      <SecretDialog
        shown={created}
        title="Webhook created"
        onClose={() => setCreated(null)}
        actions={
          created ? (
            <ButtonLink
              href={`/webhooks/${created.id}`}
              variant="default"
              data-testid="webhook-created-open"
            >
              Open the webhook
            </ButtonLink>
          ) : null
        }
      />
    </>
  );
}
