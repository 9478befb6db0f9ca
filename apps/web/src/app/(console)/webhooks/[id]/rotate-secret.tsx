'use client';

import { useState } from 'react';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { Section } from '@/components/page';
import { rotateWebhookSecret, type ShownSecret } from '../actions';
import { SecretDialog } from '../secret-dialog';

/**
 * Rotate secret: asked first, then the new secret in a dialog, shown this once, with the time
 * the old one stops signing (until then deliveries carry a signature with each).
 */
export function RotateSecret({ webhookId, url }: { webhookId: string; url: string }) {
  const [shown, setShown] = useState<ShownSecret | null>(null);
  return (
    <Section
      title="Signing secret"
      description="Each delivery is signed with the secret (the X-Signature header). Rotate it when it may have leaked, or on your own schedule."
      testId="webhook-rotate"
    >
      <ActionForm
        action={async (state, formData) => {
          const answer = await rotateWebhookSecret(state, formData);
          if (answer.status === 'success') setShown(answer.data as ShownSecret);
          return answer;
        }}
        testId="webhook-rotate-form"
        submitLabel="Rotate secret"
        submitVariant="default"
        confirm={{
          title: 'Rotate the signing secret?',
          body: 'A new secret is made and shown once. The current one keeps signing beside it for a while (the next dialog says until when), so the receiver can switch to the new one without missing a delivery.',
          confirmLabel: 'Rotate secret',
        }}
      >
        <Hidden name="id" value={webhookId} />
        <Hidden name="url" value={url} />
      </ActionForm>
      <SecretDialog shown={shown} title="New signing secret" onClose={() => setShown(null)} />
    </Section>
  );
}
