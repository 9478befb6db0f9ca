'use client';

import { Switch } from '@mantine/core';
import { useState } from 'react';
import { Hidden } from '@/components/form/fields';

/**
 * The webhook's status as a switch of the page's one form: it posts `status` (active or
 * inactive), saved with the other settings (switching off asks first).
 */
export function StatusSwitch({ current, reason }: { current: string; reason: string | null }) {
  const [on, setOn] = useState(current === 'active');
  return (
    <>
      <Switch
        label={on ? 'On: events are sent to the receiver' : 'Off: nothing is sent'}
        description={
          !on && reason && current === 'inactive'
            ? `Switched off by the service: ${reason}`
            : 'While off, events are not sent, nor later; deliveries already waiting go once it is on again.'
        }
        checked={on}
        onChange={(event) => setOn(event.currentTarget.checked)}
        data-testid="webhook-status-switch"
      />
      <Hidden name="status" value={on ? 'active' : 'inactive'} />
    </>
  );
}
